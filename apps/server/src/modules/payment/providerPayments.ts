import {
  PDPD_BASE_PATH,
  fibCallback,
  zainCashReturn,
  zainCashWebhook,
  type WireResponseOf,
} from '@tijara/api/contract';
import type { PaymentMethod } from '@tijara/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { localeOf } from '../../http/envelope';
import { registerEndpoint, validInput } from '../../http/registerEndpoint';
import { findOrder } from '../order/orderRepository';
import { findAttempt, insertEvent } from './paymentRepository';
import { findProviderSession, insertProviderSession, type StoredProviderSession } from './providerRepository';
import {
  ProviderFailure,
  type ConfiguredProviders,
  type PaymentProvider,
  type ProviderLocale,
  type ProviderName,
  type StartedPayment,
  type VerifiedPayment,
} from './providers';
import { settleStage } from './settleStage';
import { applyVerifiedTopUp, walletTopUpReturnPath } from './topUpSettle';

/*
 * The payment platforms wired into the stages (issue 15 item 2): what a provider's word does to an
 * attempt, and the public addresses a provider calls (ZainCash's return and webhook, FIB's callback).
 * Starting a payment (`startAtProvider`) is called from `paymentRoutes.ts`, beside the other
 * methods, and from `providerTopUps.ts`.
 */

export type NoticeOutcome = WireResponseOf<typeof zainCashWebhook>['outcome'];

export const PROVIDER_NAMES: readonly ProviderName[] = ['zaincash', 'fib'];

export const isProviderMethod = (method: PaymentMethod): method is ProviderName =>
  (PROVIDER_NAMES as readonly string[]).includes(method);

/** The configured providers' methods, in a fixed order. */
export const providerMethods = (providers: ConfiguredProviders): ProviderName[] =>
  PROVIDER_NAMES.filter((name) => providers[name] !== undefined);

/** The session as the buyer's screens show it (`providerSessionSchema`). */
export function sessionWire(session: StoredProviderSession) {
  return {
    method: session.provider,
    redirectUrl: session.redirectUrl,
    qrCode: session.qrCode,
    readableCode: session.readableCode,
    appLinks: session.appLinks,
    validUntil: session.validUntil?.toISOString() ?? null,
  };
}

/** Where the buyer's browser and the providers reach this server, with no trailing slash. */
export function publicBaseOf(configured: string | null, request: { protocol: string; host: string }) {
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The page that shows a stage's payment (`/payment-result`, read by the web's payment result route). */
export const paymentResultPath = (orderNo: string, stage: number) =>
  `/payment-result?orderNo=${encodeURIComponent(orderNo)}&stage=${stage}`;

/**
 * The return and callback addresses a provider is given for a payment whose outcome the buyer sees
 * at `resultPath` (a stage's `paymentResultPath`, a top-up's `walletTopUpReturnPath`).
 */
export function providerUrls(provider: ProviderName, base: string, resultPath: string) {
  if (provider === 'zaincash') {
    return {
      returnUrl: `${base}${PDPD_BASE_PATH}${zainCashReturn.path}`,
      callbackUrl: `${base}${PDPD_BASE_PATH}${zainCashWebhook.path}`,
    };
  }
  // FIB's redirect carries nothing: the buyer goes straight to the result page, which asks FIB.
  return {
    returnUrl: `${base}${resultPath}`,
    callbackUrl: `${base}${PDPD_BASE_PATH}${fibCallback.path}`,
  };
}

/** What a payment started at a provider pays: a stage's attempt or a wallet top-up. */
export type ProviderPaymentOwner =
  { attemptId: string; topUpId: null } | { attemptId: null; topUpId: string };

export interface ProviderStart {
  name: ProviderName;
  owner: ProviderPaymentOwner;
  /** Our reference at the provider: the attempt's id, or the top-up's `topUpReference`. */
  reference: string;
  amountIqd: number;
  description: string;
  /** This server's public base (`publicBaseOf`) and the page the buyer sees the outcome on. */
  base: string;
  resultPath: string;
  locale: ProviderLocale;
  at: Date;
}

/**
 * Makes the provider's payment and records its session (the QR code, links or page the buyer pays
 * with), inside the caller's transaction: when the provider fails or the transaction does not
 * commit, no attempt or top-up is left open without a way to pay it. A provider that cannot start
 * the payment is logged without secrets and answered 502, which rolls the transaction back.
 */
export async function startAtProvider(
  tx: Queryable,
  provider: PaymentProvider,
  start: ProviderStart,
  log: FastifyBaseLogger,
): Promise<void> {
  let started: StartedPayment;
  try {
    started = await provider.start({
      reference: start.reference,
      amount: start.amountIqd,
      currency: 'IQD',
      description: start.description,
      ...providerUrls(start.name, start.base, start.resultPath),
      locale: start.locale,
    });
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    log.warn(
      { provider: error.provider, kind: error.kind, status: error.status, ...start.owner },
      'a payment provider did not start a payment',
    );
    throw new ApiError(502, 502, 'payment.provider.unavailable');
  }
  await insertProviderSession(tx, {
    ...start.owner,
    provider: start.name,
    providerRef: started.providerRef,
    redirectUrl: started.redirectUrl ?? null,
    qrCode: started.qrCode ?? null,
    readableCode: started.readableCode ?? null,
    appLinks: started.appLinks ?? null,
    validUntil: started.validUntil ?? null,
    at: start.at,
  });
}

/** A provider's failure as the caller of a public notice address is answered; logged without secrets. */
function noticeRefusal(error: unknown, log: FastifyBaseLogger): never {
  if (!(error instanceof ProviderFailure)) throw error;
  log.warn(
    { provider: error.provider, kind: error.kind, status: error.status },
    'a payment provider notice was not accepted',
  );
  switch (error.kind) {
    case 'bad_signature':
    case 'expired':
    case 'malformed':
      throw new ApiError(400, 400, 'payment.provider.notVerified');
    case 'not_found':
      throw new ApiError(404, 404, 'payment.attemptNotFound');
    case 'mismatch':
      throw new ApiError(422, 422, 'payment.provider.mismatch');
    default:
      throw new ApiError(502, 502, 'payment.provider.unavailable');
  }
}

/**
 * Applies what a provider verifiably said about one of its payments, in one transaction. A payment
 * for a wallet top-up (migration 0023) is the top-up's (`applyVerifiedTopUp`, under its row lock:
 * `paid` credits the wallet once, a failure fails the top-up); the buyer goes back to the wallet
 * page. A stage's attempt is applied under the order's row lock: `paid` settles the stage (`settleStage`, once: a replay finds the attempt decided
 * and answers `unchanged`), `failed`, `cancelled` or `refunded` fails the attempt (`providerFailed`,
 * with the provider's status word; the buyer may repay), `pending` changes nothing. The amount and
 * currency must be the attempt's dinars: otherwise nothing changes, the difference is logged (no
 * token or credential) and the answer is 422 `payment.provider.mismatch`.
 */
export async function applyVerified(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  verified: VerifiedPayment,
): Promise<{ outcome: NoticeOutcome; returnPath: string }> {
  return db.transaction(async (tx) => {
    const session = await findProviderSession(tx, verified.provider, verified.providerRef);
    if (!session) throw new ApiError(404, 404, 'payment.attemptNotFound');
    if (session.topUpId !== null) {
      const { outcome } = await applyVerifiedTopUp(tx, session.topUpId, verified, clock.now(), log);
      return { outcome, returnPath: walletTopUpReturnPath(session.topUpId) };
    }
    if (session.attemptId === null) throw new Error(`provider payment ${verified.providerRef} pays nothing`);
    const found = await findAttempt(tx, session.attemptId);
    if (!found)
      throw new Error(`the attempt of ${verified.provider} payment ${verified.providerRef} vanished`);
    const order = await findOrder(tx, found.orderNo, null, true);
    if (!order) throw new Error(`the order of payment attempt ${found.id} vanished`);
    // Read again under the lock: a notice applied meanwhile is seen now.
    const attempt = (await findAttempt(tx, found.id)) ?? found;
    const returnPath = paymentResultPath(attempt.orderNo, attempt.stage);
    const sameAttempt = verified.reference === undefined || verified.reference === attempt.id;
    if (!sameAttempt || verified.amount !== attempt.iqdAmount || verified.currency !== 'IQD') {
      log.warn(
        {
          provider: verified.provider,
          providerRef: verified.providerRef,
          attemptId: attempt.id,
          expected: { reference: attempt.id, amount: attempt.iqdAmount, currency: 'IQD' },
          received: { reference: verified.reference, amount: verified.amount, currency: verified.currency },
          providerStatus: verified.providerStatus,
        },
        'a payment provider reported a payment that does not match its attempt: nothing changed',
      );
      throw new ApiError(422, 422, 'payment.provider.mismatch');
    }
    if (attempt.status !== 'submitted') return { outcome: 'unchanged', returnPath };
    const now = clock.now();
    switch (verified.status) {
      case 'pending':
        return { outcome: 'pending', returnPath };
      case 'paid':
        try {
          await settleStage(tx, { order, attempt, actorId: null, at: now, event: 'providerSucceeded' });
        } catch (error) {
          // The money was taken but the stage cannot take it (the order was cancelled meanwhile):
          // nothing is recorded, and someone must refund it at the provider.
          if (error instanceof ApiError)
            log.error(
              {
                provider: verified.provider,
                providerRef: verified.providerRef,
                attemptId: attempt.id,
                refused: error.messageKey,
              },
              'a provider payment arrived for a stage that cannot be settled: refund it at the provider',
            );
          throw error;
        }
        return { outcome: 'settled', returnPath };
      case 'failed':
      case 'cancelled':
      case 'refunded':
        await insertEvent(tx, {
          attemptId: attempt.id,
          kind: 'providerFailed',
          note: verified.providerStatus.slice(0, 500),
          actorId: null,
          at: now,
        });
        return { outcome: 'failed', returnPath };
    }
  });
}

/**
 * Asks the provider where an attempt still waiting for it stands, and applies the answer
 * (`payOrder/result` on a processing stage). A provider that cannot be reached, or an answer that
 * cannot be applied, leaves the attempt as it is: the page asks again.
 */
export async function refreshProviderAttempt(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
  providerRef: string,
): Promise<void> {
  try {
    await applyVerified(db, clock, log, await provider.status(providerRef));
  } catch (error) {
    if (error instanceof ProviderFailure)
      log.warn({ provider: error.provider, kind: error.kind }, 'a payment provider status query failed');
    else if (!(error instanceof ApiError)) throw error;
  }
}

/** Where the payment a ZainCash token names (by the provider's transaction) shows, for the buyer's way back. */
async function returnPathOfToken(db: Database, token: string): Promise<string | null> {
  let transactionId: unknown;
  try {
    const claims = decodeJwt(token);
    const data = typeof claims.data === 'object' && claims.data !== null ? claims.data : claims;
    transactionId = (data as Record<string, unknown>).transactionId;
  } catch {
    return null;
  }
  if (typeof transactionId !== 'string') return null;
  const session = await findProviderSession(db, 'zaincash', transactionId);
  if (!session) return null;
  if (session.topUpId !== null) return walletTopUpReturnPath(session.topUpId);
  const attempt = session.attemptId === null ? null : await findAttempt(db, session.attemptId);
  return attempt ? paymentResultPath(attempt.orderNo, attempt.stage) : null;
}

export interface ProviderRouteDependencies {
  db: Database;
  clock: Clock;
  providers: ConfiguredProviders;
}

const notConfigured = () => new ApiError(404, 404, 'payment.provider.notConfigured');

/** The addresses the providers call: ZainCash's return and webhook, FIB's status callback. */
export function registerProviderRoutes(
  app: FastifyInstance,
  { db, clock, providers }: ProviderRouteDependencies,
) {
  // The buyer's browser comes back here: the answer is a redirect to the result page, not an envelope.
  app.route({
    method: 'GET',
    url: `${PDPD_BASE_PATH}${zainCashReturn.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      // The text rule and the schema, as every call's input (registerEndpoint).
      const { token } = validInput(zainCashReturn, request, locale);
      const provider = providers.zaincash;
      if (!provider) throw notConfigured();
      let returnPath: string | null;
      try {
        returnPath = (
          await applyVerified(db, clock, request.log, await provider.verifyReturn({ query: { token } }))
        ).returnPath;
      } catch (error) {
        if (
          error instanceof ProviderFailure &&
          ['bad_signature', 'expired', 'malformed'].includes(error.kind)
        )
          noticeRefusal(error, request.log);
        if (!(error instanceof ProviderFailure) && !(error instanceof ApiError)) throw error;
        if (error instanceof ProviderFailure)
          request.log.warn(
            { provider: error.provider, kind: error.kind },
            'a ZainCash return was not applied',
          );
        // The token's signature verified (only the inquiry or the attempt's state stood in the way):
        // the buyer still goes to the stage's (or the top-up's) page, which asks ZainCash again.
        returnPath = await returnPathOfToken(db, token);
        if (!returnPath)
          throw error instanceof ApiError ? error : new ApiError(502, 502, 'payment.provider.unavailable');
      }
      return reply.redirect(returnPath, 303);
    },
  });

  const notice = async (
    provider: PaymentProvider | undefined,
    body: unknown,
    log: FastifyBaseLogger,
  ): Promise<{ outcome: NoticeOutcome }> => {
    if (!provider) throw notConfigured();
    let verified: VerifiedPayment;
    try {
      verified = await provider.verifyCallback({ body });
    } catch (error) {
      noticeRefusal(error, log);
    }
    const { outcome } = await applyVerified(db, clock, log, verified);
    return { outcome };
  };

  registerEndpoint(app, zainCashWebhook, (body, { request }) =>
    notice(providers.zaincash, body, request.log),
  );
  registerEndpoint(app, fibCallback, (body, { request }) => notice(providers.fib, body, request.log));
}
