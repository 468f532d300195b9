import { z } from 'zod';
import { usdCents, type IqdDinars, type UsdCents } from '../money';
import type { IqdPerUsd } from '../rate';
import { withKey } from '../validation';
import { FREEZE_PLANS, type FreezeDays } from './wallet';
import { WALLET_ERROR } from './walletErrors';

/** The most dinars one freeze may name: far above any wallet, within a safe integer's exactness. */
export const FREEZE_AMOUNT_MAX = 1_000_000_000_000;

const FREEZE_DAYS: readonly number[] = FREEZE_PLANS.map((plan) => plan.days);

/** The fields of a freeze any form or call can spread into its own: whole dinars, a length offered. */
export const walletFreezeFields = {
  amountIqd: z
    .number(withKey(WALLET_ERROR.freezeAmountInvalid))
    .int(withKey(WALLET_ERROR.freezeAmountInvalid))
    .min(1, withKey(WALLET_ERROR.freezeAmountInvalid))
    .max(FREEZE_AMOUNT_MAX, withKey(WALLET_ERROR.freezeAmountInvalid)),
  days: z
    .number(withKey(WALLET_ERROR.freezeDaysInvalid))
    .refine(
      (days): days is FreezeDays => FREEZE_DAYS.includes(days),
      withKey(WALLET_ERROR.freezeDaysInvalid),
    ),
};

/**
 * Dinars shown in dollars at the rate of the moment (the wallet page's second figure), rounded to
 * the nearest cent. For display only: a payment converts the other way, at the moment it is made.
 */
export function iqdInUsdCents(amount: IqdDinars, rate: IqdPerUsd): UsdCents {
  return usdCents(Math.round((amount * 100) / rate));
}
