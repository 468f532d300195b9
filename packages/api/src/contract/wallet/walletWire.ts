import {
  FREEZE_PLANS,
  PAYMENT_REJECT_REASONS,
  POSTING_KINDS,
  WALLET_TOP_UP_ALL_METHODS,
  WALLET_TOP_UP_METHODS,
  WALLET_TOP_UP_STATUSES,
} from '@tijara/domain';
import { z } from 'zod';

const dinars = z.number().int();
const freezeDaysSchema = z.union(FREEZE_PLANS.map((plan) => z.literal(plan.days)));

/** One freeze (spec section 9): the amount, its length, the bonus it earns, and when it ends. */
export const walletFreezeSchema = z.object({
  id: z.string(),
  amountIqd: dinars.positive(),
  days: freezeDaysSchema,
  /** `freezeBonus`: the plan's share of the amount, rounded down to the dinar. */
  bonusIqd: dinars.nonnegative(),
  /** ISO 8601. */
  startedAt: z.string(),
  /** ISO 8601: the amount and the bonus are back in the balance soon after (the release job). */
  endsAt: z.string(),
});

export type WalletFreezeWire = z.infer<typeof walletFreezeSchema>;

/**
 * The wallet page's figures. The available balance is the sum of the wallet's IQD entries; it is
 * also shown in US cents at the current rate (`iqdInUsdCents`, nearest cent; null while no rate is
 * set). `heldUsdCents` is what the wallet holds in dollars itself (a VIP price refund of a USD
 * order, spec section 6), usually 0. The frozen amount is not spendable until its freeze ends.
 */
export const walletSummarySchema = z.object({
  availableIqd: dinars.nonnegative(),
  availableInUsdCents: z.number().int().nonnegative().nullable(),
  /** Dinars for one dollar used for `availableInUsdCents`; null while no rate is set. */
  iqdPerUsd: z.number().positive().nullable(),
  heldUsdCents: z.number().int().nonnegative(),
  frozenIqd: dinars.nonnegative(),
  /** Freezes not yet released, the soonest to end first. */
  freezes: z.array(walletFreezeSchema),
});

export type WalletSummaryWire = z.infer<typeof walletSummarySchema>;

/**
 * One movement of the wallet: its kind (the ledger's posting kinds: `recharge`, `stage-payment`,
 * `freeze`, `freeze-release`, `price-refund`), the amount it moved (positive, in the currency's
 * minor unit), whether it came in or went out of the available balance, when, and what it was for
 * (`order:<orderNo>:<stage>` for a payment, `freeze:<id>` for a freeze and its release; null when
 * the movement names nothing).
 */
export const walletMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(POSTING_KINDS),
  currency: z.enum(['IQD', 'USD']),
  amount: z.number().int().positive(),
  direction: z.enum(['in', 'out']),
  /** ISO 8601. */
  createdAt: z.string(),
  reference: z.string().nullable(),
});

export type WalletMovementWire = z.infer<typeof walletMovementSchema>;

/**
 * One top-up of the wallet (spec sections 1, 9: pre-recharge in IQD) as its buyer sees it: the
 * dinars they said they transfer or bring (or pay through ZainCash or FIB), how, where it stands,
 * and the decision (when and, for finance's rejection, why: one of the payment review's reasons,
 * `paymentStage.reject.<reason>` in the domain's catalogue; `failed`: the provider's payment was
 * declined, cancelled or expired). Vouchers are read with `/hello/pay/voucher`.
 */
export const walletTopUpSchema = z.object({
  id: z.string(),
  method: z.enum(WALLET_TOP_UP_ALL_METHODS),
  amountIqd: dinars.positive(),
  status: z.enum(WALLET_TOP_UP_STATUSES),
  voucherIds: z.array(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while pending. */
  decidedAt: z.string().nullable(),
  rejectReason: z.enum(PAYMENT_REJECT_REASONS).nullable(),
  /** Finance's note with a rejection, shown with the reason ('' without one). */
  note: z.string(),
});

export type WalletTopUpWire = z.infer<typeof walletTopUpSchema>;

/**
 * One top-up as finance's queue shows it: the buyer's too, and who decided (a user id; null while
 * pending). Vouchers are read with `/hello/staff/payment/voucher` (finance only).
 */
export const staffWalletTopUpSchema = walletTopUpSchema.extend({
  /** Finance decides only these: a provider's top-up is decided by its payment. */
  method: z.enum(WALLET_TOP_UP_METHODS),
  buyer: z.object({ userId: z.string(), userName: z.string(), phone: z.string(), email: z.string() }),
  decidedBy: z.string().nullable(),
});

export type StaffWalletTopUpWire = z.infer<typeof staffWalletTopUpSchema>;
