import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../src/modules/roles/devAccounts';
import { runServerToExit, startServer } from '../durability/serverProcess';
import { pdpdCaller } from '../support/pdpdCaller';

const root = mkdtempSync(path.join(tmpdir(), 'tijara-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The real server (src/main.ts) as a child process, on a fresh PGlite folder each time. */
describe('start-up and the development accounts', () => {
  it(
    'refuses to start, before touching any database, when asked for them in production',
    { timeout: 60_000 },
    async () => {
      const dataDir = path.join(root, 'refused');
      const exit = await runServerToExit({
        NODE_ENV: 'production',
        SEED_DEV_ACCOUNTS: '1',
        DATA_DIR: dataDir,
      });
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(
        'The server could not start: SEED_DEV_ACCOUNTS=1 with NODE_ENV=production: refusing to start.',
      );
      expect(exit.stdout).not.toContain('Tijara storefront');
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('in production starts without any of them', { timeout: 60_000 }, async () => {
    const server = await startServer({ NODE_ENV: 'production', DATA_DIR: path.join(root, 'production') });
    try {
      const call = pdpdCaller(server.base);
      for (const account of DEV_ACCOUNTS) {
        const free = await call('/hello/user/login/checkUserName', { userName: account.userName });
        expect(free.body.data, account.userName).toBe(true);
      }
      const login = await call('/hello/user/login/login', {
        type: 1,
        account: 'dev_procurement',
        password: 'Tijara-procurement-12',
      });
      expect(login.body).toMatchObject({ success: false, code: 6023 });
    } finally {
      await server.stop();
    }
  });

  it(
    'in development creates them, and each signs in with its documented password',
    { timeout: 60_000 },
    async () => {
      const server = await startServer({ NODE_ENV: 'development', DATA_DIR: path.join(root, 'development') });
      try {
        const call = pdpdCaller(server.base);
        for (const account of DEV_ACCOUNTS) {
          const login = await call<{ token: string }>('/hello/user/login/login', {
            type: 1,
            account: account.userName,
            password: account.password,
          });
          expect(login.body, account.userName).toMatchObject({ success: true });
          const info = await call<{ level: number }>('/hello/user/userInfo', undefined, {
            method: 'GET',
            token: login.body.data.token,
          });
          expect(info.body.data.level).toBe(account.role === 'procurement' ? 12 : 1);
        }
      } finally {
        await server.stop();
      }
    },
  );
});
