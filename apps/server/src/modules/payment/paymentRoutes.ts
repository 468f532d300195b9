import {
  approvePayment,
  confirmCashPayment,
  createPayOrder,
  listPaymentReviews,
  payOrderResult,
  payStage,
  readReviewVoucher,
  readVoucher,
  rejectPayment,
  startProviderPayment,
  switchPayMethod,
  uploadImage,
  type WireResponseOf,
} from '@tijara/api/contract';
import {
  canDecide,
  canRepay,
  canStartAttempt,
  expectedReviewAnswerAt,
  isDomainMessageKey,
  ORDER_ERROR,
  PAYMENT_REJECT_REASON_KEY,
  PAYMENT_REVIEW_CODE,
  PAYMENT_STAGE_ERROR,
  REVIEWED_METHODS,
  STAGE_PAYABLE_STATUS,
  stageAmount,
  stageStateOf,
  transition,
  usdCents,
  usdToIqd,
  type IqdPerUsd,
  type Locale,
  type PaymentMethod,
  type PaymentRejectReason,
  type PaymentStage,
  type StageCharges,
} from '@tijara/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { authenticatorOf, setAuthenticator } from '../../http/authentication';
import { registerEndpoint } from '../../http/registerEndpoint';
import { message } from '../../i18n/messages';
import { verifyPaymentPassword } from '../account/paymentPassword';
import { refreshCardCharge } from '../card/cardCharges';
import type { CardGateway } from '../card/gateway/types';
import { findOrder, insertHistory, setStatus, type StoredOrder } from '../order/orderRepository';
import { currentRate } from '../rate/rateRepository';
import { walletBalances } from '../wallet';
import type { ProviderBankAccount } from './bankAccounts';
import {
  countVouchersSince,
  findAttempt,
  findAttemptByKey,
  insertAttempt,
  insertEvent,
  insertVoucher,
  listAttempts,
  listUndecided,
  readVoucherImage,
  vouchersOf,
  type StoredAttempt,
} from './paymentRepository';
import { refusal } from './paymentRefusals';
import { settleStage } from './settleStage';
import {
  isProviderMethod,
  paymentResultPath,
  providerMethods,
  publicBaseOf,
  refreshProviderAttempt,
  registerProviderRoutes,
  sessionWire,
  startAtProvider,
} from './providerPayments';
import { providerSessionsOf, type StoredProviderSession } from './providerRepository';
import type { ConfiguredProviders } from './providers';
import { registerProviderTopUpRoutes } from './providerTopUps';
import { acceptMultipart, prepareVoucher } from './voucherImages';

export interface PaymentDependencies {
  db: Database;
  clock: Clock;
  /** The provider's accounts for bank transfers (`PAYMENT_BANK_ACCOUNTS`); none: transfers are not offered. */
  bankAccounts: readonly ProviderBankAccount[];
  /** The payment platforms configured (`providersFromEnv`); none: ZainCash and FIB are not offered. */
  providers: ConfiguredProviders;
  /**
   * The address buyers and providers reach this server at (`PAYMENT_PUBLIC_URL`, e.g.
   * `https://shop.example.iq`), for the providers' return and callback addresses; null: the address
   * the buyer's start request came to.
   */
  publicUrl: string | null;
  /**
   * The card area's gateway (`MPGS_*`, card `gateway/README.md`); given, `card` is offered (paid by
   * the card area's `goPay`) and `payOrder/result` asks it about a card charge still processing.
   */
  cardGateway: CardGateway | null;
}

/** The vouchers one buyer may upload in 24 hours. */
export const VOUCHERS_PER_DAY = 40;

type StageView = WireResponseOf<typeof createPayOrder>;
type DecisionView = WireResponseOf<typeof approvePayment>;

const orderNotFound = () => new ApiError(404, 404, ORDER_ERROR.notFound);
const voucherNotFound = () => new ApiError(404, 404, 'payment.voucherNotFound');

/** The order's lines that price its stages, as the domain reads them (null: not set yet). */
function chargesOf(order: StoredOrder): StageCharges {
  const cents = (value: number | null) => (value === null ? null : usdCents(value));
  return {
    goodsPrice: usdCents(order.goods),
    chinaFreight: usdCents(order.chinaFreight),
    secondStageFee: cents(order.costs.secondStageFee),
    seaFreight: cents(order.costs.seaFreight),
    insurance: cents(order.costs.insurance),
    warehouseOverstayFee: cents(order.costs.warehouseOverstayFee),
    supplementaryChinaFreight: cents(order.costs.supplementaryChinaFreight),
    chinaLoadingFee: cents(order.costs.chinaLoadingFee),
    domesticStorageFee: cents(order.costs.domesticStorageFee),
    valueAddedServiceFee: cents(order.costs.valueAddedServiceFee),
  };
}

/** The stage a request means when it names none: the one the order waits for, else the latest with attempts. */
function defaultStage(order: StoredOrder, attempts: readonly StoredAttempt[]): PaymentStage {
  if (order.status === STAGE_PAYABLE_STATUS[2]) return 2;
  return attempts.some((attempt) => attempt.stage === 2) ? 2 : 1;
}

/**
 * The methods this area offers a new attempt: bank transfer when accounts are configured, cash, and
 * while a rate is set (they pay the stage's dollars in dinars at that rate) the wallet and the
 * configured payment providers; a saved card (in dollars, rate or not) when a card gateway is.
 */
function offeredMethods(
  dependencies: Pick<PaymentDependencies, 'bankAccounts' | 'providers' | 'cardGateway'>,
  rate: IqdPerUsd | null,
): PaymentMethod[] {
  const reviewed = REVIEWED_METHODS.filter(
    (method) => method !== 'bank_transfer' || dependencies.bankAccounts.length > 0,
  );
  const card: PaymentMethod[] = dependencies.cardGateway ? ['card'] : [];
  return rate === null
    ? [...reviewed, ...card]
    : [...reviewed, 'wallet', ...providerMethods(dependencies.providers), ...card];
}

const REVIEW_CODE_OF_STATUS = {
  submitted: PAYMENT_REVIEW_CODE.overseasAmountExamine,
  approved: PAYMENT_REVIEW_CODE.success,
  rejected: PAYMENT_REVIEW_CODE.error,
  cancelled: null,
} as const;

function attemptWire(attempt: StoredAttempt, locale: Locale, session: StoredProviderSession | undefined) {
  const reason = attempt.decision?.reason ?? null;
  return {
    attemptId: attempt.id,
    method: attempt.method,
    currency: attempt.currency,
    amount: attempt.amount,
    amountIqd: attempt.iqdAmount,
    status: attempt.status,
    submittedAt: attempt.createdAt.toISOString(),
    // Finance's answer is expected in about 15 minutes; a provider's comes when the buyer pays.
    expectedAnswerAt:
      attempt.status === 'submitted' && REVIEWED_METHODS.includes(attempt.method)
        ? expectedReviewAnswerAt(attempt.createdAt).toISOString()
        : null,
    decidedAt: attempt.decision?.at.toISOString() ?? null,
    rejectReason: reason,
    rejectMessage: reason === null ? null : message(locale, PAYMENT_REJECT_REASON_KEY[reason]),
    voucherIds: attempt.voucherIds,
    provider: session && attempt.status === 'submitted' ? sessionWire(session) : null,
  };
}

/** A stage as the buyer's screens show it (see `stagePaymentSchema`). */
async function stageView(
  db: Queryable,
  order: StoredOrder,
  stage: PaymentStage,
  attempts: readonly StoredAttempt[],
  dependencies: PaymentDependencies,
  locale: Locale,
): Promise<StageView> {
  const ofStage = attempts.filter((attempt) => attempt.stage === stage);
  const amount = stageAmount(stage, chargesOf(order));
  const rate = await currentRate(db);
  const state = stageStateOf(ofStage);
  const offered = offeredMethods(dependencies, rate);
  const newest = ofStage.at(-1);
  const sessions = await providerSessionsOf(
    db,
    ofStage
      .filter((attempt) => attempt.status === 'submitted' && isProviderMethod(attempt.method))
      .map((a) => a.id),
  );
  const methods = offered.filter(
    (method) =>
      canStartAttempt({
        stage,
        orderStatus: order.status,
        amount,
        attempts: ofStage,
        method,
        offeredMethods: offered,
      }).ok,
  );
  return {
    orderNo: order.orderNo,
    stage,
    state,
    reviewCode: newest ? REVIEW_CODE_OF_STATUS[newest.status] : null,
    amount,
    amountIqd: rate === null ? null : usdToIqd(amount, rate),
    iqdPerUsd: rate,
    methods,
    bankAccounts: methods.includes('bank_transfer') ? [...dependencies.bankAccounts] : [],
    walletAvailableIqd: methods.includes('wallet')
      ? (await walletBalances(db, order.buyerId)).availableIqd
      : null,
    canRepay: state !== 'unpaid' && canRepay(state) && methods.length > 0,
    attempts: ofStage.map((attempt) => attemptWire(attempt, locale, sessions.get(attempt.id))),
  };
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

/**
 * Stores the attempt. The order's row lock orders the attempts of one order; one key or one voucher
 * sent for two orders at once is caught by the unique constraints instead, and answered as the
 * calls one after the other would be: 409.
 */
async function storeAttempt(tx: Queryable, attempt: Parameters<typeof insertAttempt>[1]): Promise<string> {
  try {
    return await insertAttempt(tx, attempt);
  } catch (error) {
    if (isUniqueViolation(error, 'payment_attempt_idempotency_key'))
      throw new ApiError(409, 409, 'payment.requestReused');
    if (isUniqueViolation(error, 'payment_attempt_voucher_once'))
      throw new ApiError(409, 409, 'payment.voucherUsed');
    throw error;
  }
}

/** The caller's own order, another buyer's answering as one that does not exist. */
async function ownOrder(db: Queryable, orderNo: string, buyerId: string, forUpdate = false) {
  const order = await findOrder(db, orderNo, buyerId, forUpdate);
  if (!order) throw orderNotFound();
  return order;
}

/** Finance's decisions and what each does: its review code, and whether the stage is then paid. */
const DECISIONS = {
  reviewApproved: { reviewCode: PAYMENT_REVIEW_CODE.success, pays: true },
  cashConfirmed: { reviewCode: PAYMENT_REVIEW_CODE.success, pays: true },
  reviewRejected: { reviewCode: PAYMENT_REVIEW_CODE.error, pays: false },
} as const;
type Decision = keyof typeof DECISIONS;

/** The payment calls of spec section 7 and finance's review (see `paymentCalls.ts` in the contract). */
export function registerPaymentRoutes(app: FastifyInstance, dependencies: PaymentDependencies): void {
  const { db, clock } = dependencies;

  const readStage = async (
    input: { orderNo: string; stage?: PaymentStage | undefined },
    buyerId: string,
    locale: Locale,
    mustBePayable: boolean,
    refresh: FastifyBaseLogger | null = null,
  ) => {
    let order = await ownOrder(db, input.orderNo, buyerId);
    let attempts = await listAttempts(db, order.id);
    const stage = input.stage ?? defaultStage(order, attempts);
    const newest = attempts.filter((attempt) => attempt.stage === stage).at(-1);
    if (refresh && newest?.status === 'submitted' && isProviderMethod(newest.method)) {
      // Still waiting for a provider: ask it (its webhook may be late, or never come).
      const provider = dependencies.providers[newest.method];
      const session = (await providerSessionsOf(db, [newest.id])).get(newest.id);
      if (provider && session) {
        await refreshProviderAttempt(db, clock, refresh, provider, session.providerRef);
        order = await ownOrder(db, input.orderNo, buyerId);
        attempts = await listAttempts(db, order.id);
      }
    }
    if (refresh && newest?.status === 'submitted' && newest.method === 'card' && dependencies.cardGateway) {
      // A card charge whose answer was slow or lost: ask the gateway (the card area records it).
      await refreshCardCharge({ db, clock, gateway: dependencies.cardGateway, log: refresh }, newest);
      order = await ownOrder(db, input.orderNo, buyerId);
      attempts = await listAttempts(db, order.id);
    }
    const view = await stageView(db, order, stage, attempts, dependencies, locale);
    if (mustBePayable && view.attempts.length === 0 && view.methods.length === 0) {
      const offered = offeredMethods(dependencies, view.iqdPerUsd as IqdPerUsd | null);
      const check = canStartAttempt({
        stage,
        orderStatus: order.status,
        amount: stageAmount(stage, chargesOf(order)),
        attempts: [],
        method: offered[0] ?? 'cash',
        offeredMethods: offered,
      });
      if (!check.ok) throw refusal(check.error);
    }
    return view;
  };

  registerEndpoint(app, createPayOrder, (input, { user, locale }) => readStage(input, user.id, locale, true));
  registerEndpoint(app, payOrderResult, (input, { user, locale, request }) =>
    readStage(input, user.id, locale, false, request.log),
  );

  registerEndpoint(app, payStage, async (input, { user, locale }) => {
    if (input.method === 'wallet') {
      if (input.paymentPassword === undefined)
        throw new Error('the contract lets no wallet payment in without its password');
      // Checked before the paying transaction: a wrong entry is recorded (towards the lockout)
      // in a transaction of its own, whatever follows.
      await verifyPaymentPassword(db, user.id, input.paymentPassword, clock.now());
    }
    return db.transaction(async (tx) => {
      // The order's row lock makes the stage's attempts one at a time: a second tab waits here,
      // then finds the first attempt (by its key) or sees it open.
      const order = await ownOrder(tx, input.orderNo, user.id, true);
      const replay = await findAttemptByKey(tx, user.id, input.idempotencyKey);
      if (replay) {
        if (replay.orderId !== order.id || replay.stage !== input.stage || replay.method !== input.method)
          throw new ApiError(409, 409, 'payment.requestReused');
        return stageView(tx, order, input.stage, await listAttempts(tx, order.id), dependencies, locale);
      }
      const attempts = await listAttempts(tx, order.id);
      const amount = stageAmount(input.stage, chargesOf(order));
      const rateNow = await currentRate(tx);
      const check = canStartAttempt({
        stage: input.stage,
        orderStatus: order.status,
        amount,
        attempts: attempts.filter((attempt) => attempt.stage === input.stage),
        method: input.method,
        offeredMethods: offeredMethods(dependencies, rateNow),
      });
      if (!check.ok) throw refusal(check.error);

      if (input.voucherIds.length > 0) {
        const found = await vouchersOf(tx, user.id, input.voucherIds);
        if (found.length !== input.voucherIds.length) throw voucherNotFound();
        if (found.some((voucher) => voucher.used)) throw new ApiError(409, 409, 'payment.voucherUsed');
      }

      let rate: IqdPerUsd | null = null;
      if (input.currency === 'IQD') {
        rate = rateNow;
        if (rate === null) throw new ApiError(503, 503, 'payment.rateUnavailable');
      }
      const now = clock.now();
      const attemptId = await storeAttempt(tx, {
        orderId: order.id,
        orderNo: order.orderNo,
        stage: input.stage,
        method: input.method,
        amount,
        currency: input.currency,
        iqdAmount: rate === null ? null : usdToIqd(amount, rate),
        iqdPerUsd: rate,
        idempotencyKey: input.idempotencyKey,
        buyerId: user.id,
        at: now,
        voucherIds: input.voucherIds,
      });
      if (input.method === 'wallet') {
        if (rate === null) throw new Error('a wallet payment is made in dinars, at a rate');
        const attempt = await findAttempt(tx, attemptId);
        if (!attempt) throw new Error(`payment attempt ${attemptId} vanished in its transaction`);
        // The stage's one posting: refused (422 `ledger.balance.insufficient`, under the wallet's
        // lock) when the wallet holds less, which rolls the attempt back with it.
        await settleStage(tx, { order, attempt, actorId: user.id, at: now });
      }
      return stageView(
        tx,
        (await findOrder(tx, order.orderNo, user.id)) ?? order,
        input.stage,
        await listAttempts(tx, order.id),
        dependencies,
        locale,
      );
    });
  });

  registerEndpoint(app, startProviderPayment, async (input, { user, locale, request }) =>
    db.transaction(async (tx) => {
      // Under the order's row lock, as `payment`: a second tab or a double submit waits here, then
      // finds the first attempt by its key (answered again with its session) or sees it open.
      const order = await ownOrder(tx, input.orderNo, user.id, true);
      const answer = async (attemptId: string) => {
        const session = (await providerSessionsOf(tx, [attemptId])).get(attemptId);
        if (!session) throw new Error(`provider attempt ${attemptId} has no session`);
        const current = (await findOrder(tx, order.orderNo, user.id)) ?? order;
        const attempts = await listAttempts(tx, order.id);
        return {
          attemptId,
          session: sessionWire(session),
          stagePayment: await stageView(tx, current, input.stage, attempts, dependencies, locale),
        };
      };
      const replay = await findAttemptByKey(tx, user.id, input.idempotencyKey);
      if (replay) {
        if (replay.orderId !== order.id || replay.stage !== input.stage || replay.method !== input.method)
          throw new ApiError(409, 409, 'payment.requestReused');
        return answer(replay.id);
      }
      const attempts = await listAttempts(tx, order.id);
      const amount = stageAmount(input.stage, chargesOf(order));
      const rate = await currentRate(tx);
      const check = canStartAttempt({
        stage: input.stage,
        orderStatus: order.status,
        amount,
        attempts: attempts.filter((attempt) => attempt.stage === input.stage),
        method: input.method,
        offeredMethods: offeredMethods(dependencies, rate),
      });
      if (!check.ok) throw refusal(check.error);
      const provider = dependencies.providers[input.method];
      if (!provider) throw refusal(PAYMENT_STAGE_ERROR.methodUnavailable);
      if (rate === null) throw new ApiError(503, 503, 'payment.rateUnavailable');

      // The providers charge dinars: the stage's dollars at the rate of the moment, kept with the attempt.
      const amountIqd = usdToIqd(amount, rate);
      const now = clock.now();
      const attemptId = await storeAttempt(tx, {
        orderId: order.id,
        orderNo: order.orderNo,
        stage: input.stage,
        method: input.method,
        amount,
        currency: 'IQD',
        iqdAmount: amountIqd,
        iqdPerUsd: rate,
        idempotencyKey: input.idempotencyKey,
        buyerId: user.id,
        at: now,
        voucherIds: [],
      });
      // The provider's payment is made inside the transaction (no attempt left without a way to pay it).
      await startAtProvider(
        tx,
        provider,
        {
          name: input.method,
          owner: { attemptId, topUpId: null },
          reference: attemptId,
          amountIqd,
          description: `Order ${order.orderNo} stage ${input.stage}`,
          base: publicBaseOf(dependencies.publicUrl, request),
          resultPath: paymentResultPath(order.orderNo, input.stage),
          locale,
          at: now,
        },
        request.log,
      );
      return answer(attemptId);
    }),
  );

  registerProviderRoutes(app, { db, clock, providers: dependencies.providers });
  registerProviderTopUpRoutes(app, dependencies);

  registerEndpoint(app, switchPayMethod, async ({ orderNo, stage }, { user, locale }) =>
    db.transaction(async (tx) => {
      // Under the order's row lock, as paying and finance's decisions: a switch and a confirmation
      // of the same cash never both succeed.
      const order = await ownOrder(tx, orderNo, user.id, true);
      const attempts = await listAttempts(tx, order.id, stage);
      if (attempts.some((attempt) => attempt.status === 'approved'))
        throw refusal(PAYMENT_STAGE_ERROR.alreadyPaid);
      const open = attempts.find((attempt) => attempt.status === 'submitted');
      if (open) {
        // Only cash waits with no money moved; a transfer's money may be on its way.
        // A provider's payment may still be made after a switch: it is waited for (it expires).
        if (isProviderMethod(open.method)) throw new ApiError(409, 409, 'payment.switch.providerPending');
        if (open.method !== 'cash') throw new ApiError(409, 409, 'payment.switch.underReview');
        const check = canDecide(open, 'cancelled');
        if (!check.ok) throw refusal(check.error);
        await insertEvent(tx, { attemptId: open.id, kind: 'cancelled', actorId: user.id, at: clock.now() });
      }
      return stageView(tx, order, stage, await listAttempts(tx, order.id), dependencies, locale);
    }),
  );

  // `/upload/image` alone reads multipart bodies: its own scope, with its own parser and limit.
  void app.register((scope, _options, done) => {
    // The scope checks tokens as the app does (the authenticator is kept per instance).
    setAuthenticator(scope, authenticatorOf(app));
    // The token is checked before the body is read: no one without a session makes the server
    // take in 10 MB (the handler checks it again, as every private call does).
    scope.addHook('onRequest', async (request) => {
      await authenticatorOf(app).authenticate(request);
    });
    acceptMultipart(scope);
    registerEndpoint(scope, uploadImage, async ({ file }, { user }) => {
      const now = clock.now();
      // Vouchers are kept for good (append-only): a day's uploads are bounded, far above five
      // vouchers for each of a busy buyer's payments, so no account can fill the database.
      const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      if ((await countVouchersSince(db, user.id, since)) >= VOUCHERS_PER_DAY)
        throw new ApiError(429, 429, 'payment.tooManyVouchers');
      const voucher = await prepareVoucher(file);
      await insertVoucher(db, { ...voucher, buyerId: user.id, at: now });
      return { voucherId: voucher.id, contentType: voucher.contentType, size: voucher.bytes.byteLength };
    });
    done();
  });

  const voucherBlob = async (voucherId: string, buyerId: string | null) => {
    const image = await readVoucherImage(db, voucherId, buyerId);
    if (!image) throw voucherNotFound();
    return new Blob([image.bytes], { type: image.contentType });
  };
  registerEndpoint(app, readVoucher, ({ voucherId }, { user }) => voucherBlob(voucherId, user.id));
  registerEndpoint(app, readReviewVoucher, ({ voucherId }) => voucherBlob(voucherId, null));

  registerEndpoint(app, listPaymentReviews, async ({ method }) => {
    const rows = await listUndecided(db, method === undefined ? REVIEWED_METHODS : [method]);
    return rows.map(({ attempt, buyer, previousRejections }) => ({
      attemptId: attempt.id,
      orderNo: attempt.orderNo,
      stage: attempt.stage,
      method: attempt.method as 'bank_transfer' | 'cash',
      buyer,
      amount: attempt.amount,
      currency: attempt.currency,
      amountIqd: attempt.iqdAmount,
      iqdPerUsd: attempt.iqdPerUsd,
      submittedAt: attempt.createdAt.toISOString(),
      voucherIds: attempt.voucherIds,
      previousRejections,
    }));
  });

  /**
   * Records finance's decision on an attempt in one transaction: the order's row is locked first,
   * so concurrent decisions on its stages run one after the other; a decision already recorded is
   * answered as it was (the same kind: an idempotent repeat) or refused (another kind). An approval
   * settles the stage (`settleStage`: the ledger's one posting of the stage, the order's
   * `approvePayment`); a rejection moves the order through `rejectPayment`.
   */
  const decide = async (
    attemptId: string,
    kind: Decision,
    actorId: string,
    reason: PaymentRejectReason | null = null,
    note = '',
  ): Promise<DecisionView> =>
    db.transaction(async (tx) => {
      const found = await findAttempt(tx, attemptId);
      if (!found) throw new ApiError(404, 404, 'payment.attemptNotFound');
      const order = await findOrder(tx, found.orderNo, null, true);
      if (!order) throw new Error(`the order of payment attempt ${attemptId} vanished`);
      // Read again under the lock: a decision committed meanwhile is seen now.
      const attempt = (await findAttempt(tx, attemptId)) ?? found;
      const answer = (decision: NonNullable<StoredAttempt['decision']>, status: number): DecisionView => ({
        attemptId,
        kind: decision.kind as Decision,
        reviewCode: DECISIONS[decision.kind as Decision].reviewCode,
        decidedBy: decision.actorId ?? '',
        decidedAt: decision.at.toISOString(),
        orderStatus: status,
      });
      if (attempt.decision !== null) {
        if (attempt.decision.kind === kind) return answer(attempt.decision, order.status);
        throw refusal(PAYMENT_STAGE_ERROR.alreadyDecided);
      }
      const check = canDecide(attempt, kind);
      if (!check.ok) throw refusal(check.error);
      if (order.status !== STAGE_PAYABLE_STATUS[attempt.stage]) throw refusal(PAYMENT_STAGE_ERROR.notPayable);

      const now = clock.now();
      if (kind !== 'reviewRejected') {
        const settled = await settleStage(tx, { order, attempt, actorId, at: now, event: kind });
        return answer({ kind, reason, actorId, at: now }, settled.orderStatus);
      }
      const moved = transition(order.status, 'rejectPayment', 'financeStaff', {
        now,
        createdAt: order.createdAt,
      });
      if (!moved.ok) {
        if (!isDomainMessageKey(moved.error))
          throw new Error(`the order life cycle gave ${moved.error}, which has no message`);
        throw new ApiError(422, 422, moved.error);
      }
      await insertEvent(tx, { attemptId, kind, reason, note, actorId, at: now });
      if (moved.to !== order.status) {
        if (!(await setStatus(tx, order.id, order.status, moved.to)))
          throw new ApiError(409, 409, 'error.operationFailed');
        await insertHistory(tx, order.id, moved.to, now);
      }
      return answer({ kind, reason, actorId, at: now }, moved.to);
    });

  registerEndpoint(app, approvePayment, ({ attemptId }, { user }) =>
    decide(attemptId, 'reviewApproved', user.id),
  );
  registerEndpoint(app, confirmCashPayment, ({ attemptId }, { user }) =>
    decide(attemptId, 'cashConfirmed', user.id),
  );
  registerEndpoint(app, rejectPayment, ({ attemptId, reason, note }, { user }) =>
    decide(attemptId, 'reviewRejected', user.id, reason, note),
  );
}
