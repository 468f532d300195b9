import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../src/modules/roles/devAccounts';
import { repositoryRoot, serverRoot } from '../../src/paths';

const ROLE_LABEL = {
  buyer: 'buyer',
  procurement: 'procurement staff (level 12)',
  finance: 'finance staff',
  operations: 'operations staff',
  administrator: 'administrator',
} as const;

/** The table rows of a README that name a development account, as lists of cells without backticks. */
function accountRows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes('`dev_'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
}

describe('the development accounts in the READMEs', () => {
  for (const file of [path.join(repositoryRoot, 'README.md'), path.join(serverRoot, 'README.md')]) {
    it(`${path.relative(repositoryRoot, file)} lists exactly the credentials the seed creates`, () => {
      expect(accountRows(file)).toEqual(
        DEV_ACCOUNTS.map((account) => [
          account.vip ? 'VIP buyer' : ROLE_LABEL[account.role],
          account.userName,
          account.email,
          `0${account.phone}`,
          account.password,
        ]),
      );
    });
  }
});
