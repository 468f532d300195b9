import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';

/** Cron schedules are read in Baghdad's time: "every day at 03:00" means 03:00 for the buyers. */
export const JOB_TIME_ZONE = 'Asia/Baghdad';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a job's `run` receives: the app's database and clock (a test's clock in tests), a logger. */
export interface JobContext<Data> {
  db: Database;
  /** The time the job acts on ("items not touched for 30 days"): never `Date.now()`. */
  clock: Clock;
  logger: JobLogger;
  /** What `send` was given; `undefined` for a scheduled run. */
  data: Data;
}

/** How often a failed run is tried again before it is recorded as failed. */
export interface JobRetryPolicy {
  /** Tries after the first one. */
  readonly limit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  readonly delaySeconds: number;
}

/** A failed run is tried three more times, 30-60 s, 1-2 min and 2-4 min after each failure. */
export const DEFAULT_RETRY: JobRetryPolicy = { limit: 3, delaySeconds: 30 };

/**
 * One kind of background work an area owns (the cart's clean-up of idle items, an order's
 * auto-close). Its runs are stored in the database by the job runner (`jobRunner.ts`): a run that
 * is due survives a restart, and with several server processes each run executes in one of them.
 */
/** `Data` is stored as JSON: an object of plain values, or nothing. */
export interface JobDefinition<Data extends object | undefined = undefined> {
  /**
   * Unique across the server, `<area>.<what-it-does>` (`cart.remove-idle-items`): letters, digits,
   * `.`, `-`, `_`. It names the job's queue in the database, so renaming one abandons its queue.
   */
  readonly name: string;
  /**
   * A cron expression in Baghdad time (`JOB_TIME_ZONE`), for a job that runs on a timetable
   * (`'0 3 * * *'`: daily at 03:00). Without it the job runs only when sent (`JobRunner.send`).
   * Occurrences are at most one a minute.
   */
  readonly schedule?: string;
  /** @default DEFAULT_RETRY */
  readonly retry?: JobRetryPolicy;
  /**
   * Seconds a run may take before it is presumed lost (its process died) and tried again.
   * @default 900
   */
  readonly timeoutSeconds?: number;
  /** Does the work. Throwing fails this try; it is retried per `retry`, then recorded as failed. */
  run(context: JobContext<Data>): Promise<void>;
}

/**
 * Any job, whatever its data: a list of an area's jobs holds jobs with different data. (`never`
 * because a job's `run` accepts its own data only; the runner hands each job what it was sent.)
 */
export type AnyJobDefinition = JobDefinition<never>;
