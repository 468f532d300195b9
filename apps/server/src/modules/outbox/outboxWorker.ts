import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxChannel } from './outboxRepository';
import type { MessageTransport } from './transports/transport';

export type Transports = Record<OutboxChannel, MessageTransport>;

/** A send that has not finished in 60 s is presumed lost and may be retried. */
const LEASE_MS = 60_000;
/** Five tries (15 s, 30 s, 60 s, 120 s apart): past that the code inside has expired anyway. */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 15_000;
const BATCH = 20;

/**
 * Delivers the messages that are due, each through its channel's transport. Answers how many
 * were delivered. Failures are recorded on the row and retried with a doubling wait.
 */
export async function deliverDueMessages(
  db: Queryable,
  clock: Clock,
  transports: Transports,
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<number> {
  const now = clock.now();
  const due = await claimDueMessages(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  let delivered = 0;
  for (const message of due) {
    try {
      await transports[message.channel].deliver(message);
      await markSent(db, message.id, clock.now());
      delivered += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failedAt = clock.now();
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp
        ? null
        : new Date(failedAt.getTime() + FIRST_RETRY_MS * 2 ** (message.attempts - 1));
      await markAttemptFailed(db, message.id, reason, failedAt, retryAt);
      const log = { outboxId: message.id, channel: message.channel, attempts: message.attempts, reason };
      if (giveUp) logger.error(log, 'outgoing message abandoned');
      else logger.warn(log, 'outgoing message failed; will retry');
    }
  }
  return delivered;
}

/** Polls the outbox every `intervalMs` until stopped; one pass at a time. */
export function startOutboxWorker(options: {
  db: Queryable;
  clock: Clock;
  transports: Transports;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  const { db, clock, transports, logger, intervalMs = 1000 } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = deliverDueMessages(db, clock, transports, logger)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
