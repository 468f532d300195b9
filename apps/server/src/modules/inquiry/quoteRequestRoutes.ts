import { submitQuoteRequest } from '@tijara/api/contract';
import { quoteRequestWaitMs } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { enqueueMessage } from '../outbox/outboxRepository';
import {
  insertQuoteRequest,
  lockSender,
  recentRequests,
  type QuoteRequestSender,
} from './quoteRequestRepository';

/** Too many requests from one sender: 429, with the wait in `Retry-After` and `data.secondsLeft`. */
function limitReached(waitMs: number): ApiError {
  const secondsLeft = Math.ceil(waitMs / 1000);
  return new ApiError(
    429,
    429,
    'quoteRequestLimit',
    { minutes: String(Math.ceil(secondsLeft / 60)) },
    { 'retry-after': String(secondsLeft) },
    { secondsLeft },
  );
}

export interface InquiryDependencies {
  db: Database;
  clock: Clock;
}

export function registerInquiryRoutes(app: FastifyInstance, { db, clock }: InquiryDependencies): void {
  // Optional sign-in: a guest's request has no user; a signed-in buyer's is linked to the account.
  registerEndpoint(app, submitQuoteRequest, async (quote, { request, locale, user }) => {
    const userId = user?.id ?? null;
    const sender: QuoteRequestSender = {
      clientIp: request.ip,
      phone: quote.phone === undefined ? undefined : { areaId: quote.areaId, number: quote.phone },
      email: quote.email,
    };
    // The limit is checked and the request stored under the sender's locks: requests sent at once
    // cannot all pass. The confirmation is queued in the same transaction as the request.
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      await lockSender(tx, sender);
      const waitMs = quoteRequestWaitMs(now, await recentRequests(tx, sender, now));
      if (waitMs > 0) return { refused: true as const, waitMs };
      const id = await insertQuoteRequest(tx, quote, { userId, locale, clientIp: sender.clientIp, now });
      if (quote.email !== undefined) {
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: quote.email,
          payload: { kind: 'quoteRequestReceived', locale, requestId: id },
          now,
        });
      }
      return { refused: false as const, id };
    });
    if (outcome.refused) throw limitReached(outcome.waitMs);
    return { id: outcome.id };
  });
}
