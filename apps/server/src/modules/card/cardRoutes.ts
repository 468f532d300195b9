import {
  addBankCard,
  CARDS_PER_BUYER,
  deleteBankCard,
  getBackCard,
  getPayWhiteList,
  goPay,
  uwebuyPayPci,
  type WireResponseOf,
} from '@tijara/api/contract';
import {
  canStartAttempt,
  isValidThruPast,
  ORDER_ERROR,
  PAYMENT_CARD_ERROR,
  PAYMENT_STAGE_ERROR,
  stageAmount,
  usdCents,
  type PaymentStageErrorKey,
  type StageCharges,
} from '@tijara/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { verifyPaymentPassword } from '../account/paymentPassword';
import { findOrder, type StoredOrder } from '../order/orderRepository';
import {
  findAttempt,
  findAttemptByKey,
  insertAttempt,
  listAttempts,
  type StoredAttempt,
} from '../payment/paymentRepository';
import { recordChargeOutcome } from './cardCharges';
import {
  findCard,
  findCardById,
  findCharge,
  insertCard,
  insertCharge,
  listCards,
  lockCardOwner,
  markCardDeleted,
  tokenInUse,
  type StoredCard,
  type StoredCharge,
} from './cardRepository';
import {
  CARD_BRANDS,
  CardGatewayFailure,
  type CardBrand,
  type CardChargeResult,
  type CardGateway,
} from './gateway/types';

export interface CardDependencies {
  db: Database;
  clock: Clock;
  /** The configured gateway; null: cards are off. */
  gateway: CardGateway | null;
}

type SavedCardView = WireResponseOf<typeof addBankCard>;
type ChargeView = WireResponseOf<typeof goPay>;

const gatewayOff = () => new ApiError(503, 503, 'card.gatewayOff');
const gatewayUnavailable = () => new ApiError(503, 503, 'card.gatewayUnavailable');
const cardNotFound = () => new ApiError(404, 404, 'card.notFound');

const REFUSAL_STATUS: Partial<Record<PaymentStageErrorKey, number>> = {
  [PAYMENT_STAGE_ERROR.alreadyPaid]: 409,
  [PAYMENT_STAGE_ERROR.attemptOpen]: 409,
  [PAYMENT_STAGE_ERROR.alreadyDecided]: 409,
  [PAYMENT_STAGE_ERROR.reasonRequired]: 400,
};
const refusal = (key: PaymentStageErrorKey) => {
  const status = REFUSAL_STATUS[key] ?? 422;
  return new ApiError(status, status, key);
};

const isBrand = (brand: string): brand is CardBrand => (CARD_BRANDS as readonly string[]).includes(brand);

const validThruOf = (card: Pick<StoredCard, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

const isExpired = (card: Pick<StoredCard, 'expiryMonth' | 'expiryYear'>, now: Date) =>
  isValidThruPast({ month: card.expiryMonth, year: card.expiryYear }, now);

function cardView(card: StoredCard, now: Date): SavedCardView {
  return {
    cardId: card.id,
    brand: card.brand,
    last4: card.last4,
    validThru: validThruOf(card),
    expired: isExpired(card, now),
    addedAt: card.createdAt.toISOString(),
  };
}

/** The order's lines that price its stages, as the domain reads them (as the payment area reads them). */
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

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

/** A gateway failure as the buyer is told it; anything else is rethrown. */
function answerFailure(error: unknown, log: FastifyBaseLogger, what: string): never {
  if (error instanceof CardGatewayFailure) {
    // Only the failure's kind and the gateway's words: no card data passes through this server.
    log.warn({ kind: error.kind, status: error.status }, `card gateway: ${what} failed: ${error.message}`);
    throw gatewayUnavailable();
  }
  throw error;
}

/** The saved-card calls and goPay (see `cardCalls.ts` in the contract). */
export function registerCardRoutes(app: FastifyInstance, dependencies: CardDependencies): void {
  const { db, clock, gateway } = dependencies;
  const need = (): CardGateway => {
    if (!gateway) throw gatewayOff();
    return gateway;
  };

  registerEndpoint(app, getPayWhiteList, () =>
    Promise.resolve({
      enabled: gateway !== null,
      brands: [...CARD_BRANDS],
      gatewayOrigin: gateway?.origin ?? null,
    }),
  );

  registerEndpoint(app, uwebuyPayPci, async () => {
    const session = await need()
      .createSession()
      .catch((error: unknown) => answerFailure(error, app.log, 'create session'));
    return { sessionId: session.sessionId, scriptUrl: session.scriptUrl, gatewayOrigin: session.origin };
  });

  registerEndpoint(app, getBackCard, async (_input, { user }) => {
    const now = clock.now();
    return { cards: (await listCards(db, user.id)).map((card) => cardView(card, now)) };
  });

  registerEndpoint(app, addBankCard, async ({ sessionId, paymentPassword }, { user }) => {
    const cards = need();
    await verifyPaymentPassword(db, user.id, paymentPassword, clock.now());
    let tokenized;
    try {
      tokenized = await cards.saveCard(sessionId);
    } catch (error) {
      if (error instanceof CardGatewayFailure && (error.kind === 'rejected' || error.kind === 'not_found'))
        throw new ApiError(422, 422, 'card.sessionIncomplete');
      answerFailure(error, app.log, 'save card');
    }
    const now = clock.now();
    /** Takes back a token we will not keep (unless another saved card holds it). */
    const forget = async () => {
      if (await tokenInUse(db, cards.name, tokenized.token)) return;
      await cards.deleteCard(tokenized.token).catch((error: unknown) => {
        app.log.warn(`card gateway: a refused card's token was not deleted: ${String(error)}`);
      });
    };
    if (!isBrand(tokenized.brand)) {
      await forget();
      throw new ApiError(422, 422, 'card.brandNotAccepted');
    }
    if (isExpired(tokenized, now)) {
      await forget();
      throw new ApiError(422, 422, PAYMENT_CARD_ERROR.validThruExpired);
    }
    const brand = tokenized.brand;
    const outcome = await db.transaction(async (tx) => {
      await lockCardOwner(tx, user.id);
      const live = await listCards(tx, user.id);
      const same = live.find((card) => card.gateway === cards.name && card.token === tokenized.token);
      if (same) return { card: same, stored: false };
      if (live.length >= CARDS_PER_BUYER) return { card: null, stored: false };
      const card = await insertCard(tx, {
        userId: user.id,
        gateway: cards.name,
        token: tokenized.token,
        brand,
        last4: tokenized.last4,
        expiryMonth: tokenized.expiryMonth,
        expiryYear: tokenized.expiryYear,
        createdAt: now,
      });
      return { card, stored: true };
    });
    if (!outcome.card) {
      await forget();
      throw new ApiError(422, 422, 'card.tooMany', { max: CARDS_PER_BUYER });
    }
    return cardView(outcome.card, now);
  });

  registerEndpoint(app, deleteBankCard, async ({ cardId }, { user }) => {
    const card = await findCard(db, user.id, cardId);
    if (!card || !(await markCardDeleted(db, user.id, cardId, clock.now()))) throw cardNotFound();
    // The gateway's copy goes too, unless another saved card holds the same token. A failure here
    // leaves a token no one can use through us: logged, not shown to the buyer.
    if (gateway && card.gateway === gateway.name && !(await tokenInUse(db, card.gateway, card.token))) {
      await gateway.deleteCard(card.token).catch((error: unknown) => {
        app.log.warn(`card gateway: the token of deleted card ${card.id} was not deleted: ${String(error)}`);
      });
    }
    return { cardId };
  });

  const chargeView = async (
    tx: Queryable,
    order: StoredOrder,
    attempt: StoredAttempt,
    charge: StoredCharge,
  ): Promise<ChargeView> => {
    const card = await findCardById(tx, charge.cardId);
    if (!card) throw new Error(`the card of charge ${charge.attemptId} vanished`);
    return {
      orderNo: order.orderNo,
      stage: attempt.stage,
      status: charge.status === 'pending' ? 'processing' : charge.status,
      amount: charge.amount,
      currency: 'USD',
      attemptId: attempt.id,
      card: { cardId: card.id, brand: card.brand, last4: card.last4 },
      declineCode: charge.status === 'declined' ? charge.gatewayCode : null,
    };
  };

  const ownOrder = async (tx: Queryable, orderNo: string, buyerId: string) => {
    const order = await findOrder(tx, orderNo, buyerId, true);
    if (!order) throw new ApiError(404, 404, ORDER_ERROR.notFound);
    return order;
  };

  registerEndpoint(app, goPay, async (input, { user }) => {
    const cards = need();
    // Checked before the paying transaction, as the wallet does: a wrong entry counts towards the
    // lockout whatever follows.
    await verifyPaymentPassword(db, user.id, input.paymentPassword, clock.now());

    // 1. Under the order's row lock: the replay of a key, or a new attempt and its pending charge.
    const started = await db.transaction(async (tx) => {
      const order = await ownOrder(tx, input.orderNo, user.id);
      const replay = await findAttemptByKey(tx, user.id, input.idempotencyKey);
      if (replay) {
        const charge = replay.method === 'card' ? await findCharge(tx, replay.id) : null;
        if (
          !charge ||
          replay.orderId !== order.id ||
          replay.stage !== input.stage ||
          charge.cardId !== input.cardId
        )
          throw new ApiError(409, 409, 'payment.requestReused');
        return { charge, fresh: false };
      }
      const card = await findCard(tx, user.id, input.cardId);
      if (!card || card.gateway !== cards.name) throw cardNotFound();
      const now = clock.now();
      if (isExpired(card, now)) throw new ApiError(422, 422, 'card.expired');
      const amount = stageAmount(input.stage, chargesOf(order));
      const check = canStartAttempt({
        stage: input.stage,
        orderStatus: order.status,
        amount,
        attempts: await listAttempts(tx, order.id, input.stage),
        method: 'card',
        offeredMethods: ['card'],
      });
      if (!check.ok) throw refusal(check.error);
      let attemptId: string;
      try {
        attemptId = await insertAttempt(tx, {
          orderId: order.id,
          orderNo: order.orderNo,
          stage: input.stage,
          method: 'card',
          amount,
          currency: 'USD',
          iqdAmount: null,
          iqdPerUsd: null,
          idempotencyKey: input.idempotencyKey,
          buyerId: user.id,
          at: now,
          voucherIds: [],
        });
      } catch (error) {
        if (isUniqueViolation(error, 'payment_attempt_idempotency_key'))
          throw new ApiError(409, 409, 'payment.requestReused');
        throw error;
      }
      const charge: StoredCharge = {
        attemptId,
        cardId: card.id,
        // Ours, one per charge: the gateway refuses a second transaction under the same ids.
        gatewayOrderId: `card-${attemptId}`,
        gatewayTransactionId: '1',
        amount,
        status: 'pending',
        gatewayCode: null,
      };
      await insertCharge(tx, charge, now);
      return { charge, fresh: true };
    });

    // 2. The gateway, outside any transaction: pay, or (a repeat) ask what became of the charge.
    let result: CardChargeResult | null = null;
    const { charge } = started;
    if (charge.status === 'pending') {
      const card = await findCardById(db, charge.cardId);
      if (!card) throw new Error(`the card of charge ${charge.attemptId} vanished`);
      const ask = () => cards.retrieveTransaction(charge.gatewayOrderId, charge.gatewayTransactionId);
      try {
        if (!started.fresh) result = await ask();
        if (result === null) {
          result = await cards.pay({
            orderId: charge.gatewayOrderId,
            transactionId: charge.gatewayTransactionId,
            token: card.token,
            amount: charge.amount,
            currency: 'USD',
            description: `Order ${input.orderNo}, stage ${input.stage}`,
          });
        }
      } catch (error) {
        if (!(error instanceof CardGatewayFailure)) throw error;
        app.log.warn({ kind: error.kind }, `card gateway: charge ${charge.attemptId}: ${error.message}`);
        if (error.kind === 'rejected') {
          // A repeat racing the first request finds the transaction made meanwhile; a first
          // request refused outright took nothing.
          result = started.fresh ? null : await ask().catch(() => null);
          if (started.fresh)
            result = {
              status: 'declined',
              gatewayCode: 'REQUEST_REJECTED',
              amount: charge.amount,
              currency: 'USD',
              orderId: charge.gatewayOrderId,
              transactionId: charge.gatewayTransactionId,
            };
        }
        // timeout, unavailable, auth, malformed: not known; the charge stays pending (processing)
        // and a repeat with the same key asks again.
      }
    }

    // 3. Under the order's lock again: record the outcome once, and settle the stage when paid.
    return db.transaction(async (tx) => {
      const order = await ownOrder(tx, input.orderNo, user.id);
      const attempt = await findAttempt(tx, charge.attemptId);
      if (!attempt) throw new Error(`charge ${charge.attemptId} vanished`);
      const stored = await recordChargeOutcome(
        tx,
        { order, attempt, actorId: user.id, at: clock.now() },
        result,
        app.log,
      );
      return chargeView(tx, order, attempt, stored);
    });
  });
}
