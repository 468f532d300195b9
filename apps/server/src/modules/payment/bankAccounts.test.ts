import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNTS_VARIABLE, readBankAccounts } from './bankAccounts';

const account = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada',
  accountName: 'Tijara Trading',
  swiftCode: 'rdbq iq ba',
};

describe('readBankAccounts', () => {
  it('offers no account (bank transfer off) when the variable is unset or blank', () => {
    expect(readBankAccounts({})).toEqual([]);
    expect(readBankAccounts({ [BANK_ACCOUNTS_VARIABLE]: '  ' })).toEqual([]);
  });

  it('reads the accounts, the SWIFT code as banks print it, the account number when given', () => {
    const env = {
      [BANK_ACCOUNTS_VARIABLE]: JSON.stringify([account, { ...account, accountNumber: ' IQ12 3456 ' }]),
    };
    expect(readBankAccounts(env)).toEqual([
      { ...account, swiftCode: 'RDBQIQBA', accountNumber: null },
      { ...account, swiftCode: 'RDBQIQBA', accountNumber: 'IQ12 3456' },
    ]);
  });

  it('stops the server on a value that is not a list of complete accounts', () => {
    expect(() => readBankAccounts({ [BANK_ACCOUNTS_VARIABLE]: '[{' })).toThrow(/not JSON/);
    expect(() =>
      readBankAccounts({ [BANK_ACCOUNTS_VARIABLE]: JSON.stringify([{ ...account, branchName: '' }]) }),
    ).toThrow(/0\.branchName/);
    expect(() =>
      readBankAccounts({ [BANK_ACCOUNTS_VARIABLE]: JSON.stringify([{ ...account, swiftCode: 'NOPE' }]) }),
    ).toThrow(/swiftCode/);
    expect(() => readBankAccounts({ [BANK_ACCOUNTS_VARIABLE]: JSON.stringify(account) })).toThrow(
      /not a list/,
    );
  });
});
