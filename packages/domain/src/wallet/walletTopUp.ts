import { z } from 'zod';
import { withKey } from '../validation';
import { WALLET_ERROR } from './walletErrors';
import { WALLET_TOP_UP_MAX_IQD, WALLET_TOP_UP_MIN_IQD } from './walletTopUpRule';

export * from './walletTopUpRule';

/** The amount field any form or call spreads into its own: whole dinars within the bounds. */
export const walletTopUpAmountField = z
  .number(withKey(WALLET_ERROR.topUpAmountInvalid))
  .int(withKey(WALLET_ERROR.topUpAmountInvalid))
  .min(WALLET_TOP_UP_MIN_IQD, withKey(WALLET_ERROR.topUpAmountInvalid))
  .max(WALLET_TOP_UP_MAX_IQD, withKey(WALLET_ERROR.topUpAmountInvalid));

/** Whether `amount` dinars may be topped up in one request. */
export function isWalletTopUpAmount(amount: number): boolean {
  return walletTopUpAmountField.safeParse(amount).success;
}
