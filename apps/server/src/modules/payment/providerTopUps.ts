import {
  getWalletTopUpProviders,
  startWalletTopUpProvider,
  walletTopUpProviderResult,
} from '@tijara/api/contract';
import { WALLET_ERROR, type WalletTopUpAnyMethod, type WalletTopUpProvider } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findByRequest, findTopUp, topUpReference, type StoredTopUp } from '../wallet/walletTopUpRepository';
import { topUpWire } from '../wallet/walletTopUpRoutes';
import {
  providerMethods,
  publicBaseOf,
  refreshProviderAttempt,
  sessionWire,
  startAtProvider,
} from './providerPayments';
import { topUpSessionsOf } from './providerRepository';
import type { ConfiguredProviders } from './providers';
import { walletTopUpReturnPath } from './topUpSettle';

/*
 * Topping up the wallet through ZainCash or FIB (issue 15 item 5, "or a payment provider"): the
 * wallet's calls that need the payment area's providers. A top-up through a provider is a
 * `wallet_top_up` of that method with the provider's payment (`payment_provider_session.top_up_id`,
 * migration 0023); the stages' return, webhook and callback settle it (`applyVerified`).
 */

export interface ProviderTopUpDependencies {
  db: Database;
  clock: Clock;
  providers: ConfiguredProviders;
  publicUrl: string | null;
}

const isProviderTopUp = (method: WalletTopUpAnyMethod): method is WalletTopUpProvider =>
  method === 'zaincash' || method === 'fib';

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

const reused = () => new ApiError(409, 409, WALLET_ERROR.topUpRequestReused);
const notFound = () => new ApiError(404, 404, WALLET_ERROR.topUpNotFound);

/** The top-up with how to go on paying it (its provider's session, while pending). */
async function withSession(db: Queryable, topUp: StoredTopUp) {
  const session = (await topUpSessionsOf(db, [topUp.id])).get(topUp.id);
  return { topUp, session: session ?? null };
}

export function registerProviderTopUpRoutes(
  app: FastifyInstance,
  { db, clock, providers, publicUrl }: ProviderTopUpDependencies,
): void {
  registerEndpoint(app, getWalletTopUpProviders, () =>
    Promise.resolve({ providers: providerMethods(providers) }),
  );

  registerEndpoint(app, startWalletTopUpProvider, async (input, { user, locale, request }) => {
    const provider = providers[input.provider];
    if (!provider) throw new ApiError(422, 422, WALLET_ERROR.topUpProviderUnavailable);
    const sameRequest = (topUp: StoredTopUp) =>
      topUp.method === input.provider && topUp.amountIqd === input.amountIqd;
    const answer = async (tx: Queryable, topUp: StoredTopUp) => {
      const { session } = await withSession(tx, topUp);
      if (!session) throw new Error(`provider top-up ${topUp.id} has no session`);
      return { topUp: topUpWire(topUp), session: sessionWire(session) };
    };
    const first = await findByRequest(db, user.id, input.requestId);
    if (first) {
      if (!sameRequest(first)) throw reused();
      return answer(db, first);
    }
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO wallet_top_up (user_id, request_id, method, amount_iqd, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
          [user.id, input.requestId, input.provider, input.amountIqd, now.toISOString()],
        );
        const topUpId = row!.id;
        // The provider's payment is made inside the transaction (as a stage's): when the provider
        // fails or the transaction does not commit, no top-up is left without a way to pay it.
        await startAtProvider(
          tx,
          provider,
          {
            name: input.provider,
            owner: { attemptId: null, topUpId },
            reference: topUpReference(topUpId),
            amountIqd: input.amountIqd,
            description: `Wallet top-up ${topUpId}`,
            base: publicBaseOf(publicUrl, request),
            resultPath: walletTopUpReturnPath(topUpId),
            locale,
            at: now,
          },
          request.log,
        );
        return answer(tx, (await findTopUp(tx, topUpId))!);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'wallet_top_up_request_key')) {
        // A parallel start with the same id committed first (its provider payment with it).
        const raced = await findByRequest(db, user.id, input.requestId);
        if (raced && sameRequest(raced)) return answer(db, raced);
        throw reused();
      }
      throw error;
    }
  });

  registerEndpoint(app, walletTopUpProviderResult, async ({ topUpId }, { user, request }) => {
    let topUp = await findTopUp(db, topUpId, user.id);
    if (!topUp || !isProviderTopUp(topUp.method)) throw notFound();
    let { session } = await withSession(db, topUp);
    const provider = providers[topUp.method];
    if (topUp.status === 'pending' && session && provider) {
      // Still waiting: ask the provider (its webhook or callback may be late, or never come).
      await refreshProviderAttempt(db, clock, request.log, provider, session.providerRef);
      topUp = (await findTopUp(db, topUpId, user.id)) ?? topUp;
    }
    if (topUp.status !== 'pending') session = null;
    return { topUp: topUpWire(topUp), session: session ? sessionWire(session) : null };
  });
}
