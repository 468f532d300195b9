import { describe, expect, it } from 'vitest';
import { WALLET_ERROR } from './walletErrors';
import {
  WALLET_TOP_UP_MAX_IQD,
  WALLET_TOP_UP_MIN_IQD,
  isWalletTopUpAmount,
  walletTopUpAmountField,
  walletTopUpVoucherProblem,
} from './walletTopUp';

const problem = (value: unknown) => {
  const result = walletTopUpAmountField.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a wallet top-up (spec sections 1, 9)', () => {
  it('takes whole dinars within the bounds, both ends included', () => {
    expect(problem(WALLET_TOP_UP_MIN_IQD)).toBeNull();
    expect(problem(250_000)).toBeNull();
    expect(problem(WALLET_TOP_UP_MAX_IQD)).toBeNull();
    expect(isWalletTopUpAmount(WALLET_TOP_UP_MIN_IQD)).toBe(true);
  });

  it('refuses amounts outside the bounds, fractions and text with its key', () => {
    for (const amount of [
      0,
      -5_000,
      WALLET_TOP_UP_MIN_IQD - 1,
      WALLET_TOP_UP_MAX_IQD + 1,
      10_000.5,
      '10000',
      Number.NaN,
      null,
    ]) {
      expect(problem(amount), String(amount)).toBe(WALLET_ERROR.topUpAmountInvalid);
    }
    expect(isWalletTopUpAmount(WALLET_TOP_UP_MAX_IQD + 1)).toBe(false);
  });

  it('wants 1-5 vouchers for a transfer and none for cash', () => {
    expect(walletTopUpVoucherProblem('bank_transfer', 0)).toBe(WALLET_ERROR.topUpVouchersRequired);
    expect(walletTopUpVoucherProblem('bank_transfer', 1)).toBeNull();
    expect(walletTopUpVoucherProblem('bank_transfer', 5)).toBeNull();
    expect(walletTopUpVoucherProblem('bank_transfer', 6)).toBe(WALLET_ERROR.topUpVouchersTooMany);
    expect(walletTopUpVoucherProblem('cash', 0)).toBeNull();
    expect(walletTopUpVoucherProblem('cash', 1)).toBe(WALLET_ERROR.topUpVouchersNotForCash);
  });
});
