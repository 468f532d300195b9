import { defineEndpoint } from '../endpoint';
import type * as schemas from './paymentSchemas';

/*
 * Paying an order's stages by bank transfer or cash, and finance's review (issue 15 items 1, 2, 4).
 * Spec section 7 names `/hello/pay/payOrder/create`, `/hello/pay/payment` and `/upload/image`; the
 * spec shows no payload, so their bodies are ours. Calls the spec does not name (the stage's state
 * for `/payment-result`, reading a voucher, the review queue) sit beside them: `/hello/pay/...` for
 * the buyer, `/hello/staff/payment/...` for finance, as the staff calls of `/hello/staff/account`.
 *
 * An order number or voucher that is not the caller's answers exactly like one that does not exist
 * (404). No request names an amount: every amount comes from the order, on the server.
 */

/**
 * Spec section 7 "payOrder/create": the payment request of a stage of the caller's order, made
 * when first asked for and answered as it stands after that: the amount in dollars and in dinars at
 * the current rate, the methods offered and the provider's bank accounts (from the server's
 * configuration). Nothing is charged. A stage the order is not waiting for and never paid answers
 * 422 (`paymentStage.stage.notPayable`); a closed order 422 (`paymentStage.stage.closed`).
 */
export const createPayOrder = defineEndpoint<typeof schemas.createPayOrder>()({
  path: '/hello/pay/payOrder/create',
  method: 'POST',
  access: 'private',
});

/**
 * Where a stage's payment stands, for `/payment-result`: processing (wait; review takes about 15
 * minutes), failed with the reason and repay, or success. Not named by the spec; it never refuses
 * a stage of the caller's order.
 */
export const payOrderResult = defineEndpoint<typeof schemas.payOrderResult>()({
  path: '/hello/pay/payOrder/result',
  method: 'POST',
  access: 'private',
});

/**
 * Spec section 7 "payment": pays a stage by bank transfer (with 1-5 vouchers uploaded first with
 * `/upload/image`; the stage goes to review, code 9), in cash at the store (the stage waits for
 * finance to confirm the cash) or from the buyer's wallet. `idempotencyKey` makes it safe to
 * repeat: the same key answers the stage with the first attempt and makes no other; a second key
 * while an attempt is open is refused (409, `paymentStage.attempt.open`), as is paying a paid stage
 * (409, `paymentStage.stage.alreadyPaid`).
 *
 * The wallet (spec sections 1, 9) needs the 6-digit `paymentPassword` (and only the wallet takes
 * one): a wrong one answers 400 `wallet.paymentPassword.incorrect` with the entries left, the fifth
 * wrong one in 15 minutes locks it for 15 minutes (429 `wallet.paymentPassword.locked`), none set
 * 422 `wallet.paymentPassword.notSet`. The stage's dollars are then taken from the wallet in dinars
 * at the current rate (no rate: 503 `payment.rateUnavailable`), with the attempt and its approval
 * in one transaction: the stage is paid at once (code 10) and the order moves on as a finance
 * approval moves it (stage 1 to waiting purchase, stage 2 to sea shipping). A wallet holding less
 * is refused (422 `ledger.balance.insufficient`) and nothing is recorded. The currency is `IQD`.
 * The card and payment-provider methods have calls of their own.
 */
export const payStage = defineEndpoint<typeof schemas.payStage>()({
  path: '/hello/pay/payment',
  method: 'POST',
  access: 'private',
});

/**
 * `/switch-pay`: gives up the stage's open attempt so that the buyer can pay it by another method
 * (with `payment`), answering the stage as `payOrder/create` does. Only a cash attempt is given up:
 * no money has moved while the cash is not brought, so it is cancelled (its `cancelled` event, by
 * the buyer) and leaves finance's queue; cash brought to the store afterwards is not confirmed on it
 * (finance's confirmation answers 409 `paymentStage.attempt.decided`) and is taken as a new cash
 * attempt or handed back. A transfer under review cannot be switched (409
 * `payment.switch.underReview`: its money may be on its way; wait for finance's answer), nor can a
 * ZainCash or FIB payment waiting for the provider (409 `payment.switch.providerPending`: the buyer
 * may still pay it; it fails when the provider's `validUntil` passes), nor can a
 * paid stage (409 `paymentStage.stage.alreadyPaid`); a stage that is unpaid or whose last attempt was
 * rejected has nothing to give up and is answered as it stands. Idempotent: a repeat finds nothing
 * open.
 */
export const switchPayMethod = defineEndpoint<typeof schemas.switchPayMethod>()({
  path: '/hello/pay/switchPay',
  method: 'POST',
  access: 'private',
});

/**
 * Spec section 7 "/upload/image" (multipart, field `file`): a transfer voucher, png, jpg, jpeg or gif
 * of at most 10 MB, checked by its content and re-encoded before it is kept (its metadata dropped).
 * Answers the voucher's id for `payment`; the picture is readable only by its buyer and finance.
 */
export const uploadImage = defineEndpoint<typeof schemas.uploadImage>()({
  path: '/upload/image',
  method: 'POST',
  encoding: 'multipart',
  access: 'private',
});

/** A voucher the caller uploaded, as the picture itself (no envelope, never cached). 404 otherwise. */
export const readVoucher = defineEndpoint<typeof schemas.readVoucher>()({
  path: '/hello/pay/voucher',
  method: 'POST',
  access: 'private',
});

/** Finance's queue: the attempts waiting for a decision (transfers under review, cash to confirm), oldest first. */
export const listPaymentReviews = defineEndpoint<typeof schemas.listPaymentReviews>()({
  path: '/hello/staff/payment/reviewList',
  method: 'POST',
  access: ['finance'],
});

/** Any buyer's voucher, as the picture, for finance's review (shown large, with zoom). */
export const readReviewVoucher = defineEndpoint<typeof schemas.readReviewVoucher>()({
  path: '/hello/staff/payment/voucher',
  method: 'POST',
  access: ['finance'],
});

/**
 * Approves a transfer (review code 10): the stage's payment goes into the ledger and the order moves
 * on through its life cycle (stage 1 to waiting purchase, stage 2 to sea shipping). Idempotent: of
 * concurrent or repeated approvals one decides, and the others answer the same decision.
 */
export const approvePayment = defineEndpoint<typeof schemas.approvePayment>()({
  path: '/hello/staff/payment/approve',
  method: 'POST',
  access: ['finance'],
});

/** Rejects an attempt (review code 11) with a reason the buyer sees; the buyer may repay. */
export const rejectPayment = defineEndpoint<typeof schemas.rejectPayment>()({
  path: '/hello/staff/payment/reject',
  method: 'POST',
  access: ['finance'],
});

/** Confirms that the cash of a cash attempt was received: as an approval (code 10) for the books and the order. */
export const confirmCashPayment = defineEndpoint<typeof schemas.confirmCashPayment>()({
  path: '/hello/staff/payment/confirmCash',
  method: 'POST',
  access: ['finance'],
});

/**
 * Pays a stage through a payment platform (spec section 1, issue 15 item 2): `zaincash` (ZainCash
 * v2) or `fib` (First Iraqi Bank), each offered in a stage's `methods` only while the server is
 * configured for it and a rate is set. The amount is the stage's dollars in dinars at the rate of the
 * moment (recorded with the attempt); the request names none. Makes the attempt (`submitted`, state
 * processing) and the provider's payment, and answers how to pay it (`session`): ZainCash's
 * `redirectUrl` (send the browser there; the buyer comes back through `zaincash/return` to
 * `/payment-result?orderNo=&stage=`) or FIB's `qrCode`, `readableCode`, `appLinks` and `validUntil`
 * (the buyer pays in the FIB app; `/payment-result` then shows the outcome). `idempotencyKey` as for
 * `payment`: the same key answers the same attempt and session again and makes no second payment
 * (409 `payment.requestReused` with another order, stage or method); an open attempt refuses a new
 * key (409 `paymentStage.attempt.open`), a paid stage 409 `paymentStage.stage.alreadyPaid`, a method
 * not offered 422 `paymentStage.method.unavailable`, no rate 503 `payment.rateUnavailable`. When the
 * provider cannot be reached or refuses, nothing is recorded and the answer is 502
 * `payment.provider.unavailable` (try again, with the same key or another method). The stage is paid
 * once the provider confirms the money (its webhook or callback, the buyer's return, or
 * `payOrder/result` asking it); a failed, declined or expired payment fails the attempt (state
 * failed, repay offered).
 */
export const startProviderPayment = defineEndpoint<typeof schemas.startProviderPayment>()({
  path: '/hello/pay/provider/start',
  method: 'POST',
  access: 'private',
});

/**
 * Where ZainCash sends the buyer back (`?token=<JWT>`, HS256 with the merchant's key), given to
 * ZainCash as the success and failure URL. Public (the browser arrives without our token): the token
 * is verified and the transaction read back from ZainCash, the attempt settled or failed as it says,
 * and the answer is a redirect (303, `Location: /payment-result?orderNo=<no>&stage=<1|2>`; for a
 * wallet top-up paid through ZainCash, `/individualCenter/wallet?topUp=<id>`), never an envelope;
 * the `location` of the response schema is that header. A token that does not verify or has
 * expired answers 400 `payment.provider.notVerified` and changes nothing.
 */
export const zainCashReturn = defineEndpoint<typeof schemas.zainCashReturn>()({
  path: '/hello/pay/provider/zaincash/return',
  method: 'GET',
  access: 'public',
});

/**
 * ZainCash's webhook (set up with ZainCash for the merchant: this path under the server's public
 * address). Public; trusted only after the token's signature verifies and the transaction is read back
 * by inquiry. Idempotent: a replay answers `unchanged` and settles nothing twice. A wrong signature
 * answers 400 `payment.provider.notVerified`; an amount or currency other than the attempt's 422
 * `payment.provider.mismatch` (logged, nothing changed); an unknown transaction 404
 * `payment.attemptNotFound`; ZainCash unreachable for the inquiry 502 `payment.provider.unavailable`
 * (it sends again).
 */
export const zainCashWebhook = defineEndpoint<typeof schemas.zainCashWebhook>()({
  path: '/hello/pay/provider/zaincash/webhook',
  method: 'POST',
  access: 'public',
});

/**
 * FIB's status callback (`statusCallbackUrl` of each payment). FIB does not sign it, so only `id` is
 * used: the status, amount and currency are read back from FIB; a forged callback changes nothing.
 * Answers as ZainCash's webhook does.
 */
export const fibCallback = defineEndpoint<typeof schemas.fibCallback>()({
  path: '/hello/pay/provider/fib/callback',
  method: 'POST',
  access: 'public',
});
