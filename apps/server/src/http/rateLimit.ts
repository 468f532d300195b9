import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { ApiError } from './ApiError';
import { clientAddressOf } from './clientAddress';

/**
 * Calls limited per client address (issue 12, item 7): sign-ins (every login type), the
 * availability checks that tell whether a user name, email or phone has an account, and the calls
 * that send a code by WhatsApp or email (each costs a message and reaches a stranger's inbox).
 */
export type RateLimitKind = 'login' | 'availability' | 'codeSend';

export interface RateLimit {
  /** Calls allowed per window; the next one answers 429 until the window ends. */
  max: number;
  windowMs: number;
}

export type RateLimits = Record<RateLimitKind, RateLimit>;

const MINUTE = 60_000;

/**
 * Generous for a person (a family or an office behind one address included), far too slow for a
 * script: 20 sign-ins a minute (the password lockout stops guessing at one account long before),
 * 30 availability checks a minute (a registration form asks 3, once per field), 10 codes an hour
 * (each recipient also waits 60 s between codes and has a daily limit, spec section 9).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: MINUTE },
  availability: { max: 30, windowMs: MINUTE },
  codeSend: { max: 10, windowMs: 60 * MINUTE },
};

/** Counts older than this are deleted; it is longer than any window. */
const KEEP_COUNTS_MS = 24 * 60 * MINUTE;

export interface RateLimiter {
  /** Counts the call of `request`'s client address; throws the 429 envelope past the limit. */
  check(kind: RateLimitKind, request: FastifyRequest): Promise<void>;
}

/**
 * Fixed windows counted in the database (`request_count`), so that two server processes share
 * them: one upsert per call, atomic, and at the start of a window a sweep of old counts.
 */
export function rateLimiter(db: Queryable, clock: Clock, limits: RateLimits): RateLimiter {
  return {
    async check(kind, request) {
      const { max, windowMs } = limits[kind];
      const now = clock.now().getTime();
      const windowStart = now - (now % windowMs);
      const rows = await db.query<{ hits: number }>(
        `INSERT INTO request_count (kind, client_address, window_start, hits) VALUES ($1, $2, $3, 1)
         ON CONFLICT (kind, client_address, window_start) DO UPDATE SET hits = request_count.hits + 1
         RETURNING hits`,
        [kind, clientAddressOf(request), new Date(windowStart)],
      );
      const hits = rows[0]?.hits ?? 1;
      if (hits === 1) {
        await db.query('DELETE FROM request_count WHERE window_start < $1', [new Date(now - KEEP_COUNTS_MS)]);
      }
      if (hits > max) throw tooManyRequests(windowStart + windowMs - now);
    },
  };
}

/** 429 with the wait in `Retry-After` and `data.secondsLeft`, like the other waits of the API. */
function tooManyRequests(waitMs: number): ApiError {
  const secondsLeft = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(
    429,
    429,
    'tooManyRequests',
    { minutes: Math.ceil(secondsLeft / 60) },
    { 'retry-after': String(secondsLeft) },
    { secondsLeft },
  );
}
