import { fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  DEFAULT_RETRY,
  JOB_TIME_ZONE,
  type AnyJobDefinition,
  type JobDefinition,
  type JobLogger,
} from './jobDefinition';

/** pg-boss's tables live in a schema of their own, apart from the areas' tables and migrations. */
export const JOB_SCHEMA = 'pgboss';

/** A run is retried no more than an hour after a failure, however many failures came before. */
const MAX_RETRY_DELAY_SECONDS = 3600;
/** Finished runs are kept a week for inspection (`pgboss.job`), then deleted by pg-boss. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;
/** Its own pool on PostgreSQL: one poller per job, the cron pass and maintenance share it. */
const POSTGRES_POOL_SIZE = 4;

export interface SendJobOptions {
  /**
   * Only one run per key is waiting or running at a time (an order number for an order's
   * auto-close): a send while one is waiting or running is dropped. Without a key, the job as a
   * whole has one such run at a time.
   */
  key?: string;
  /** Not before this time (an unpaid order's auto-close at its deadline). */
  startAfter?: Date;
}

export interface JobRunner {
  /**
   * Stores a run of `job` in the database; a runner (this process or another) runs it once when it
   * is due. Answers the run's id, or null when a run with the same key was already waiting or running.
   */
  send<Data extends object | undefined>(
    job: JobDefinition<Data>,
    data: Data,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /**
   * Runs `job` here and now, with the runner's database, clock and logger, outside the queue: for a
   * test that set its clock and wants the job's effect without waiting for a timetable.
   */
  runNow<Data extends object | undefined>(job: JobDefinition<Data>, data: Data): Promise<void>;
  /** Lets the runs in progress finish (up to `stopTimeoutMs`), then stops polling. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  logger: JobLogger;
  /** Every job this process runs (each area's `jobs`); their schedules are stored at start. */
  jobs: readonly AnyJobDefinition[];
  /** How often each job's queue is checked for a due run. @default 5 */
  pollingIntervalSeconds?: number;
  /** How often the timetables are checked for an occurrence that came due. @default 30 */
  scheduleCheckSeconds?: number;
  /** How long `stop` waits for runs in progress. @default 10000 */
  stopTimeoutMs?: number;
}

function connectionOptions(db: Database): ConstructorOptions {
  const connection = db.jobQueueConnection;
  if (!connection) throw new Error('The job runner needs a database opened by openDatabase');
  return connection.kind === 'pglite'
    ? { db: fromPglite(connection.pglite), backend: 'pglite' }
    : { connectionString: connection.connectionString, max: POSTGRES_POOL_SIZE };
}

/**
 * Starts pg-boss on the app's database with every job of `jobs`: one queue per job, a worker
 * polling it, and the job's timetable stored (a job whose timetable was removed loses it).
 *
 * Each queue has pg-boss's `exclusive` policy: at most one run per job (and key) is waiting or
 * running, enforced by a unique index, so two processes sending the same run, or a timetable
 * occurrence seen by both, make one run. pg-boss's cron pass is claimed by one process at a time
 * and files an occurrence under its minute, a second guard against a double tick.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, clock, logger, jobs } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 5;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
  }

  const boss = new PgBoss({
    ...connectionOptions(db),
    schema: JOB_SCHEMA,
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
    // The internal queue that turns a due occurrence into a run is polled as often as the jobs.
    cronWorkerIntervalSeconds: Math.max(1, Math.round(pollingIntervalSeconds)),
    instanceName: 'tijara-server',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner: pg-boss error'));
  boss.on('warning', (warning) => logger.warn({ data: warning.data }, `job runner: ${warning.message}`));
  await boss.start();

  const run = async <Data extends object | undefined>(job: JobDefinition<Data>, data: Data) => {
    await job.run({ db, clock, logger, data });
  };

  try {
    for (const job of jobs) {
      const retry = job.retry ?? DEFAULT_RETRY;
      const backoff = retry.delaySeconds > 0;
      const queue = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: backoff,
        ...(backoff ? { retryDelayMax: MAX_RETRY_DELAY_SECONDS } : {}),
        expireInSeconds: job.timeoutSeconds ?? 900,
        deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      };
      await boss.createQueue(job.name, { ...queue, policy: 'exclusive' });
      // createQueue leaves an existing queue as it was: a changed retry policy is applied here.
      await boss.updateQueue(job.name, queue);
      await boss.work(
        job.name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([claimed]: JobWithMetadata<object | null>[]) => {
          if (!claimed) return;
          try {
            await run(job, (claimed.data ?? undefined) as never);
          } catch (error) {
            const lastTry = claimed.retryCount >= claimed.retryLimit;
            const details = { err: error, job: job.name, runId: claimed.id, retries: claimed.retryCount };
            if (lastTry) logger.error(details, 'job failed; no tries left, recorded as failed');
            else logger.warn(details, 'job failed; it will be tried again');
            // pg-boss records the error on the run and retries it per the queue's policy.
            throw error;
          }
        },
      );
      if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: JOB_TIME_ZONE });
    }
    // A job whose timetable was removed, or that no longer exists, stops being scheduled.
    for (const schedule of await boss.getSchedules()) {
      const job = jobs.find((candidate) => candidate.name === schedule.name);
      if (!job?.schedule) await boss.unschedule(schedule.name, schedule.key);
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  logger.info({ jobs: [...names] }, 'job runner started');

  return {
    send: (job, data, sendOptions = {}) =>
      boss.send(job.name, data ?? null, {
        ...(sendOptions.key === undefined ? {} : { singletonKey: sendOptions.key }),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
      }),
    runNow: run,
    stop: () => boss.stop({ graceful: true, timeout: stopTimeoutMs }),
  };
}
