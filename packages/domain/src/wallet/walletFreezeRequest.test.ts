import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { iqdDinars } from '../money';
import { parseIqdPerUsd, type IqdPerUsd } from '../rate';
import { FREEZE_AMOUNT_MAX, iqdInUsdCents, walletFreezeFields } from './walletFreezeRequest';
import { WALLET_ERROR } from './walletErrors';

const schema = z.object(walletFreezeFields);
const problem = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a freeze request (spec section 9)', () => {
  it('takes whole dinars above zero and a length offered', () => {
    expect(problem({ amountIqd: 1, days: 7 })).toBeNull();
    expect(problem({ amountIqd: FREEZE_AMOUNT_MAX, days: 15 })).toBeNull();
  });

  it('refuses other amounts and lengths with their keys', () => {
    expect(problem({ amountIqd: 0, days: 7 })).toBe(WALLET_ERROR.freezeAmountInvalid);
    expect(problem({ amountIqd: 2.5, days: 7 })).toBe(WALLET_ERROR.freezeAmountInvalid);
    expect(problem({ amountIqd: FREEZE_AMOUNT_MAX + 1, days: 7 })).toBe(WALLET_ERROR.freezeAmountInvalid);
    expect(problem({ amountIqd: '100', days: 7 })).toBe(WALLET_ERROR.freezeAmountInvalid);
    expect(problem({ amountIqd: 100, days: 10 })).toBe(WALLET_ERROR.freezeDaysInvalid);
    expect(problem({ amountIqd: 100, days: '7' })).toBe(WALLET_ERROR.freezeDaysInvalid);
  });
});

describe('dinars shown in dollars', () => {
  it('converts at the rate to the nearest cent', () => {
    const rate = parseIqdPerUsd(1310) as IqdPerUsd;
    expect(iqdInUsdCents(iqdDinars(1310), rate)).toBe(100);
    expect(iqdInUsdCents(iqdDinars(100_000), rate)).toBe(7634); // 76.3358...
    expect(iqdInUsdCents(iqdDinars(0), rate)).toBe(0);
  });
});
