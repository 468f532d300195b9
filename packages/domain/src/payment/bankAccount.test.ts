import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { bankAccountSchema } from './bankAccount';
import { BANK_ACCOUNT_ERROR } from './bankAccountRule';

const account = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada',
  accountName: 'Tijara Trading',
  swiftCode: 'RAFBIQBA',
};

const check = (changes: Record<string, unknown>) => validate(bankAccountSchema, { ...account, ...changes });

describe('bankAccountSchema (spec section 3)', () => {
  it('accepts a complete account', () => {
    expect(check({})).toEqual({ ok: true, value: account });
  });

  it('requires bank name, branch name, account name and SWIFT code', () => {
    expect(check({ bankName: ' ', branchName: '', accountName: undefined, swiftCode: '' })).toEqual({
      ok: false,
      errors: {
        bankName: BANK_ACCOUNT_ERROR.bankNameRequired,
        branchName: BANK_ACCOUNT_ERROR.branchNameRequired,
        accountName: BANK_ACCOUNT_ERROR.accountNameRequired,
        swiftCode: BANK_ACCOUNT_ERROR.swiftCodeRequired,
      },
    });
  });

  it('trims the names', () => {
    expect(check({ bankName: '  Rafidain Bank ' })).toEqual({ ok: true, value: account });
  });

  describe('SWIFT code', () => {
    it('takes 8 or 11 characters, in any case and with spaces', () => {
      expect(check({ swiftCode: 'rafb iq ba' })).toEqual({ ok: true, value: account });
      expect(check({ swiftCode: 'RAFBIQBA001' })).toMatchObject({
        ok: true,
        value: { swiftCode: 'RAFBIQBA001' },
      });
      expect(check({ swiftCode: 'DEUTDEFF500' }).ok).toBe(true);
    });

    it('refuses other lengths', () => {
      for (const swiftCode of ['RAFBIQB', 'RAFBIQBA0', 'RAFBIQBA00', 'RAFBIQBA0011']) {
        expect(check({ swiftCode }), swiftCode).toEqual({
          ok: false,
          errors: { swiftCode: BANK_ACCOUNT_ERROR.swiftCodeInvalid },
        });
      }
    });

    it('wants letters for the bank and the country', () => {
      for (const swiftCode of ['RAF1IQBA', 'RAFBI1BA', 'RAFBIQB-']) {
        expect(check({ swiftCode }), swiftCode).toEqual({
          ok: false,
          errors: { swiftCode: BANK_ACCOUNT_ERROR.swiftCodeInvalid },
        });
      }
    });
  });
});
