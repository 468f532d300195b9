import { ATTEMPT_STATUSES, PAYMENT_METHODS, PAYMENT_REJECT_REASONS, usdCents } from '@tijara/domain';
import { z } from 'zod';

/** A stage of an order's payment (spec section 3): 1 goods and China freight, 2 the second-stage fee. */
export const paymentStageSchema = z.union([z.literal(1), z.literal(2)]);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** The methods a buyer chooses with this call; the providers' and the wallet's have calls of their own. */
export const reviewedMethodSchema = z.enum(['bank_transfer', 'cash']);

/** The methods `/hello/pay/payment` pays with: finance's reviewed methods and the buyer's own wallet. */
export const stageMethodSchema = z.enum(['bank_transfer', 'cash', 'wallet']);

/** What the buyer pays in: dollars, or dinars at the rate of the moment (recorded with the attempt). */
export const paymentCurrencySchema = z.enum(['USD', 'IQD']);

/**
 * A key the client makes once per payment it means to make (a fresh UUID when the buyer presses
 * pay): a retried or doubled request with the same key makes no second attempt.
 */
export const idempotencyKeySchema = z.uuid();

/** A voucher's id as `/upload/image` answered it. */
export const voucherIdSchema = z.uuid();

/** Whole US cents as the server answers them. */
const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

/** A bank account of the provider's to transfer to, as the server is configured (spec section 3). */
export const providerBankAccountSchema = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountName: z.string(),
  swiftCode: z.string(),
  /** The account number or IBAN, when the configuration gives one. */
  accountNumber: z.string().nullable(),
});

/** The payment platforms a buyer is sent to (spec section 1: third-party platforms and wallet apps). */
export const providerMethodSchema = z.enum(['zaincash', 'fib']);

/** FIB's app links: the buyer's personal, business or corporate banking app opens the payment. */
export const providerAppLinksSchema = z.object({
  personal: z.string(),
  business: z.string(),
  corporate: z.string(),
});

/**
 * How the buyer goes on paying an attempt at a provider. ZainCash: `redirectUrl` (its hosted page;
 * send the browser there), the rest null. FIB: `qrCode` (an image as a data: URL, to scan with the
 * FIB app), `readableCode` (to type into the app instead), `appLinks` (open the app on a phone),
 * `redirectUrl` null. `validUntil` (ISO 8601, or null when the provider gives none): after it the
 * provider no longer takes the payment and the attempt fails.
 */
export const providerSessionSchema = z.object({
  method: providerMethodSchema,
  redirectUrl: z.string().nullable(),
  qrCode: z.string().nullable(),
  readableCode: z.string().nullable(),
  appLinks: providerAppLinksSchema.nullable(),
  validUntil: z.string().nullable(),
});

/** One try at paying the stage, newest last. */
export const paymentAttemptSchema = z.object({
  attemptId: z.string(),
  method: paymentMethodSchema,
  currency: paymentCurrencySchema,
  amount: centsSchema,
  /** The dinars asked for when paid in dinars, else null. */
  amountIqd: z.number().int().positive().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  /** ISO 8601. */
  submittedAt: z.string(),
  /** When finance's answer may be expected (spec section 4: about 15 minutes), while it is awaited. */
  expectedAnswerAt: z.string().nullable(),
  /** ISO 8601 of the decision, once decided. */
  decidedAt: z.string().nullable(),
  /** Why finance rejected it (code 11), in the caller's language, else null. */
  rejectReason: z.enum(PAYMENT_REJECT_REASONS).nullable(),
  rejectMessage: z.string().nullable(),
  /** The vouchers of a bank transfer, readable by the buyer with `/hello/pay/voucher`. */
  voucherIds: z.array(z.string()),
  /**
   * A ZainCash or FIB attempt still waiting for the buyer (`submitted`): how to go on paying it, as
   * `/hello/pay/provider/start` answered it; null for other methods and once decided.
   */
  provider: providerSessionSchema.nullable().default(null),
});

/**
 * A stage as the buyer's payment screens show it: what it costs in both currencies (computed on the
 * server from the order), how it may be paid, and where its payment stands: `unpaid`, `processing`
 * (wait; under review), `failed` (repay offered) or `success` (spec section 4).
 */
export const stagePaymentSchema = z.object({
  orderNo: z.string(),
  stage: paymentStageSchema,
  state: z.enum(['unpaid', 'processing', 'failed', 'success']),
  /** Review code of spec section 4 for the newest attempt: 9 under review, 10 approved, 11 rejected. */
  reviewCode: z.union([z.literal(9), z.literal(10), z.literal(11)]).nullable(),
  amount: centsSchema,
  /** At the current rate, rounded to the dinar; null while no rate is set. */
  amountIqd: z.number().int().nonnegative().nullable(),
  iqdPerUsd: z.number().positive().nullable(),
  /** The methods offered for a new attempt now (empty while one is open or the stage is paid). */
  methods: z.array(paymentMethodSchema),
  bankAccounts: z.array(providerBankAccountSchema),
  /**
   * The dinars available in the caller's wallet when the wallet is offered (a rate is set: the
   * wallet pays the stage's dollars in dinars at it), else null. A wallet holding less than
   * `amountIqd` is still offered; paying from it is refused (422 `ledger.balance.insufficient`).
   */
  walletAvailableIqd: z.number().int().nonnegative().nullable().default(null),
  canRepay: z.boolean(),
  attempts: z.array(paymentAttemptSchema),
});

export type StagePaymentWire = z.input<typeof stagePaymentSchema>;
export type ProviderSessionWire = z.input<typeof providerSessionSchema>;

/** What starting a provider payment answers: the attempt, how to pay it, and the stage as it now stands. */
export const providerStartSchema = z.object({
  attemptId: z.string(),
  session: providerSessionSchema,
  stagePayment: stagePaymentSchema,
});

/** What the server did with a provider's notice: settled the stage, failed the attempt, nothing yet (pending), or nothing again (already decided). */
export const providerNoticeSchema = z.object({
  outcome: z.enum(['settled', 'failed', 'pending', 'unchanged']),
});

/** One stage awaiting finance, as the review queue lists it. */
export const reviewItemSchema = z.object({
  attemptId: z.string(),
  orderNo: z.string(),
  stage: paymentStageSchema,
  method: reviewedMethodSchema,
  buyer: z.object({ userId: z.string(), userName: z.string(), phone: z.string(), email: z.string() }),
  /** The amount expected, in US cents, and in dinars when the buyer chose to pay in dinars. */
  amount: centsSchema,
  currency: paymentCurrencySchema,
  amountIqd: z.number().int().positive().nullable(),
  iqdPerUsd: z.number().positive().nullable(),
  submittedAt: z.string(),
  /** Read with `/hello/staff/payment/voucher` (finance only). */
  voucherIds: z.array(z.string()),
  /** Earlier attempts of the same stage that were rejected, for context. */
  previousRejections: z.number().int().nonnegative(),
});

/** A decision on an attempt, as recorded: who decided and when. */
export const reviewDecisionSchema = z.object({
  attemptId: z.string(),
  kind: z.enum(['reviewApproved', 'reviewRejected', 'cashConfirmed']),
  /** Review code 10 or 11. */
  reviewCode: z.union([z.literal(10), z.literal(11)]),
  decidedBy: z.string(),
  decidedAt: z.string(),
  /** The order's status after the decision. */
  orderStatus: z.number().int(),
});
