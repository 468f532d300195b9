import { submitQuoteRequest } from '@tijara/api/contract';
import { quoteRequestSchema, quoteRequestWaitMs, type Locale, type QuoteRequest } from '@tijara/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { authenticatorOf } from '../../http/authentication';
import { registerEndpoint } from '../../http/registerEndpoint';
import { validationMessage } from '../../i18n/messages';
import { enqueueMessage } from '../outbox/outboxRepository';
import {
  insertQuoteRequest,
  lockSender,
  recentRequests,
  type QuoteRequestSender,
} from './quoteRequestRepository';

/** The domain's quote request rule on what arrived; a broken rule is a 400 naming the field. */
function validQuoteRequest(
  fields: z.output<typeof submitQuoteRequest.request>,
  locale: Locale,
): QuoteRequest {
  const parsed = quoteRequestSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(body)';
  throw new ApiError(400, 400, 'invalidField', {
    field,
    problem: validationMessage(locale, issue?.message ?? '') ?? issue?.message ?? '',
  });
}

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

/**
 * The signed-in buyer when the call carries a bearer token, else null (a guest). A token that no
 * longer works is a 401 as on any call, so the storefront signs out rather than file the request
 * as a guest's while the buyer believes they are signed in.
 */
async function buyerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (request.headers.authorization === undefined) return null;
  const { user } = await authenticatorOf(app)(request);
  return user.id;
}

export interface InquiryDependencies {
  db: Database;
  clock: Clock;
}

export function registerInquiryRoutes(app: FastifyInstance, { db, clock }: InquiryDependencies): void {
  registerEndpoint(app, submitQuoteRequest, async (fields, { request, locale }) => {
    const quote = validQuoteRequest(fields, locale);
    const userId = await buyerOf(app, request);
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
