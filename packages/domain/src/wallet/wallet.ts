import { shareOf, type IqdDinars, type UsdCents } from '../money';

/** Spec section 3: the wallet holds a balance in IQD and in USD. */
export interface Wallet {
  balanceIqd: IqdDinars;
  balanceUsd: UsdCents;
  /** Dinars frozen for a bonus and not spendable until released. */
  frozenIqd: IqdDinars;
}

/** Spec section 9: "Wallet: recharge in IQD". */
export const WALLET_RECHARGE_CURRENCY = 'IQD';

/** Spec section 9: "Pre-top-up 15 working days for coupons". */
export const COUPON_PRE_TOP_UP_WORKING_DAYS = 15;

/**
 * Spec section 9: "freezing 7 days adds 0.5 %, 15 days adds 2 %". The bonus is in basis points of
 * the frozen amount.
 */
export const FREEZE_PLANS = [
  { days: 7, bonusBasisPoints: 50 },
  { days: 15, bonusBasisPoints: 200 },
] as const;

export type FreezeDays = (typeof FREEZE_PLANS)[number]['days'];

const DAY_MS = 24 * 60 * 60 * 1000;

function planFor(days: FreezeDays) {
  const plan = FREEZE_PLANS.find((candidate) => candidate.days === days);
  if (!plan) throw new RangeError(`there is no ${String(days)}-day freeze`);
  return plan;
}

/**
 * The bonus a freeze earns (spec section 4: "Wallet freeze yields a bonus after the freeze period,
 * then the balance unfreezes"). Rounded down to the dinar: the provider pays it.
 */
export function freezeBonus(amount: IqdDinars, days: FreezeDays): IqdDinars {
  return shareOf(amount, planFor(days).bonusBasisPoints, 'down');
}

/** When a freeze that started at `start` ends: the bonus is paid and the balance is free again. */
export function freezeReleaseAt(start: Date, days: FreezeDays): Date {
  return new Date(start.getTime() + planFor(days).days * DAY_MS);
}

/** Whether a freeze that started at `start` has ended at `now`. */
export function isFreezeReleased(start: Date, days: FreezeDays, now: Date): boolean {
  return now.getTime() >= freezeReleaseAt(start, days).getTime();
}
