import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { JOB_TIME_ZONE, type JobDefinition, type JobLogger } from '../../src/jobs/jobDefinition';
import { JOB_SCHEMA, startJobRunner, type JobRunner, type JobRunnerOptions } from '../../src/jobs/jobRunner';
import { ManualClock } from '../support/manualClock';

/** One database for the suite, opened as often as a test needs (a restart, a second process). */
export interface JobDatabase {
  /** Opens the suite's database: the same data each time. */
  open(): Promise<Database | { unavailable: string }>;
  /**
   * Whether two can be open at once, as two server processes on one PostgreSQL (embedded PGlite is
   * one process by construction).
   */
  concurrent: boolean;
}

/**
 * Fast polling for tests: a due run is picked up within half a second, a timetable checked every
 * second (production: 5 s and 30 s).
 */
const FAST = { pollingIntervalSeconds: 0.5, scheduleCheckSeconds: 1, stopTimeoutMs: 5000 } as const;

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string | undefined;
  details: unknown;
}

function recordingLogger(): { logger: JobLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const line = (level: LogLine['level']) => (details: unknown, message?: string) => {
    lines.push({ level, details, message });
  };
  return { logger: { info: line('info'), warn: line('warn'), error: line('error') }, lines };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A name no other test (or earlier run on the same PostgreSQL) uses. */
function jobName(what: string): string {
  return `test.${what}-${randomUUID().slice(0, 8)}`;
}

interface RunRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
}

function runsOf(db: Database, name: string): Promise<RunRow[]> {
  return db.query<RunRow>(
    `SELECT state, retry_count, output FROM ${JOB_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
}

export function describeJobRunner(label: string, database: JobDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${label}: the job runner`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    const clock = new ManualClock(new Date('2026-03-01T09:00:00Z'));

    async function openDatabase(): Promise<Database> {
      const opened = await database.open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      return opened;
    }

    /** Opened for one test, closed after it. */
    async function open(): Promise<Database> {
      const db = await openDatabase();
      cleanups.push(() => db.close());
      return db;
    }

    async function start(
      db: Database,
      jobs: JobRunnerOptions['jobs'],
      logger: JobLogger = recordingLogger().logger,
    ): Promise<JobRunner> {
      const runner = await startJobRunner({ db, clock, logger, jobs, ...FAST });
      // Stopped before its database closes (cleanups run last first).
      cleanups.push(() => runner.stop());
      return runner;
    }

    // Creates the database (PGlite's data folder) and pg-boss's schema once, under the hook's
    // longer time limit: on a busy machine a first PGlite start alone can take several seconds.
    beforeAll(async () => {
      const db = await openDatabase();
      const runner = await startJobRunner({ db, clock, logger: recordingLogger().logger, jobs: [], ...FAST });
      await runner.stop();
      await db.close();
    });

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it('runs a sent job once, handing it the injected clock and its data; a duplicate send is dropped', async () => {
      const db = await open();
      const seen: { now: Date; orderNo: string }[] = [];
      const closeOrder: JobDefinition<{ orderNo: string }> = {
        name: jobName('close-order'),
        run({ clock: jobClock, data }) {
          seen.push({ now: jobClock.now(), orderNo: data.orderNo });
          return Promise.resolve();
        },
      };
      const runner = await start(db, [closeOrder]);

      const first = await runner.send(closeOrder, { orderNo: 'T1001' }, { key: 'T1001' });
      const duplicate = await runner.send(closeOrder, { orderNo: 'T1001' }, { key: 'T1001' });
      expect(first).toEqual(expect.any(String));
      expect(duplicate).toBeNull();

      await waitFor(() => seen.length > 0, 'the sent job');
      expect(seen[0]).toEqual({ now: new Date('2026-03-01T09:00:00Z'), orderNo: 'T1001' });
      await waitFor(async () => (await runsOf(db, closeOrder.name))[0]?.state === 'completed', 'completion');
      await sleep(1000); // two more polls: nothing else runs
      expect(seen).toHaveLength(1);

      // A test moves time and runs the job at once, outside the queue.
      clock.advance(30 * 24 * 3600 * 1000);
      await runner.runNow(closeOrder, { orderNo: 'T1002' });
      expect(seen[1]).toEqual({ now: new Date('2026-03-31T09:00:00Z'), orderNo: 'T1002' });
    });

    it('retries a failing run per its policy, then records it as failed with the error', async () => {
      const db = await open();
      const { logger, lines } = recordingLogger();
      let flakyTries = 0;
      let brokenTries = 0;
      const flaky: JobDefinition = {
        name: jobName('flaky'),
        retry: { limit: 1, delaySeconds: 0 },
        run() {
          flakyTries += 1;
          if (flakyTries === 1) throw new Error('supplier timed out');
          return Promise.resolve();
        },
      };
      const broken: JobDefinition = {
        name: jobName('broken'),
        retry: { limit: 1, delaySeconds: 0 },
        run() {
          brokenTries += 1;
          throw new Error('always broken');
        },
      };
      const runner = await start(db, [flaky, broken], logger);
      await runner.send(flaky, undefined);
      await runner.send(broken, undefined);

      await waitFor(async () => (await runsOf(db, flaky.name))[0]?.state === 'completed', 'the retried run');
      await waitFor(async () => (await runsOf(db, broken.name))[0]?.state === 'failed', 'the failed run');
      expect(flakyTries).toBe(2);
      expect(brokenTries).toBe(2);
      const [failed] = await runsOf(db, broken.name);
      expect(failed?.retry_count).toBe(1);
      expect(failed?.output?.message).toBe('always broken');
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
        'job failed; it will be tried again',
        'job failed; it will be tried again',
      ]);
      expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
        'job failed; no tries left, recorded as failed',
      ]);
    });

    it('keeps timetables and delayed runs across a restart, and drops a timetable removed from the code', async () => {
      const nightly: JobDefinition = { name: jobName('nightly'), schedule: '0 3 * * *', run: async () => {} };
      let delayedRuns = 0;
      const delayed: JobDefinition = {
        name: jobName('delayed'),
        run() {
          delayedRuns += 1;
          return Promise.resolve();
        },
      };

      const before = await openDatabase();
      const first = await startJobRunner({
        db: before,
        clock,
        logger: recordingLogger().logger,
        jobs: [nightly, delayed],
        ...FAST,
      });
      await first.send(delayed, undefined, { startAfter: new Date(Date.now() + 1500) });
      await first.stop();
      await before.close();
      expect(delayedRuns).toBe(0);

      // A new process on the same database: the timetable and the waiting run are stored there.
      const after = await open();
      const stored = await after.query<{ cron: string; timezone: string }>(
        `SELECT cron, timezone FROM ${JOB_SCHEMA}.schedule WHERE name = $1`,
        [nightly.name],
      );
      expect(stored).toEqual([{ cron: '0 3 * * *', timezone: JOB_TIME_ZONE }]);
      await start(after, [nightly, delayed]);
      await waitFor(() => delayedRuns > 0, 'the delayed run after the restart');
      expect(delayedRuns).toBe(1);

      // The next version of the code no longer schedules it.
      const unscheduled: JobDefinition = { name: nightly.name, run: async () => {} };
      await start(after, [unscheduled]);
      const left = await after.query(`SELECT 1 FROM ${JOB_SCHEMA}.schedule WHERE name = $1`, [nightly.name]);
      expect(left).toEqual([]);
    });

    it('runs a job on its timetable', async () => {
      const db = await open();
      let runs = 0;
      const everyMinute: JobDefinition = {
        name: jobName('every-minute'),
        schedule: '* * * * *',
        run() {
          runs += 1;
          return Promise.resolve();
        },
      };
      await start(db, [everyMinute]);
      // An every-minute timetable has an occurrence in the last minute: the first check sends it.
      await waitFor(() => runs > 0, 'the scheduled run');
    });

    it('stops cleanly: a run in progress finishes first, then the database is left alone', async () => {
      const db = await openDatabase();
      const { logger, lines } = recordingLogger();
      let started = false;
      let finished = false;
      const slow: JobDefinition = {
        name: jobName('slow'),
        async run() {
          started = true;
          await sleep(400);
          finished = true;
        },
      };
      const runner = await startJobRunner({ db, clock, logger, jobs: [slow], ...FAST });
      await runner.send(slow, undefined);
      await waitFor(() => started, 'the slow run to start');
      await runner.stop();
      expect(finished).toBe(true);
      expect((await runsOf(db, slow.name))[0]?.state).toBe('completed');
      await db.close();
      await sleep(1000); // a poll left running would now fail on the closed database
      expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    });

    // Embedded PGlite is one process by construction; PostgreSQL is where two servers meet.
    if (database.concurrent)
      it('with two processes on one database, a sent run and a timetable tick run once', async () => {
        // Stay inside one minute: a tick in the next minute would rightly run again.
        const second = new Date().getUTCSeconds();
        if (second >= 45) await sleep((61 - second) * 1000);

        const runsBy = { sent: [] as string[], ticked: [] as string[] };
        const sentName = jobName('sent-once');
        const tickedName = jobName('ticked-once');
        const jobsOf = (processName: string) => {
          const sent: JobDefinition = {
            name: sentName,
            run() {
              runsBy.sent.push(processName);
              return Promise.resolve();
            },
          };
          const ticked: JobDefinition = {
            name: tickedName,
            schedule: '* * * * *',
            run() {
              runsBy.ticked.push(processName);
              return Promise.resolve();
            },
          };
          return [sent, ticked];
        };
        const [one, two] = await Promise.all([open(), open()]);
        const [runnerOne, runnerTwo] = await Promise.all([
          start(one, jobsOf('one')),
          start(two, jobsOf('two')),
        ]);
        // Both processes send the same run (an order's auto-close) at once: one is stored.
        const ids = await Promise.all([
          runnerOne.send(jobsOf('one')[0]!, undefined, { key: 'T1001' }),
          runnerTwo.send(jobsOf('two')[0]!, undefined, { key: 'T1001' }),
        ]);
        expect(ids.filter((id) => id !== null)).toHaveLength(1);

        await waitFor(() => runsBy.sent.length > 0 && runsBy.ticked.length > 0, 'both runs');
        await sleep(3000); // six polls of each process and three timetable checks
        expect(runsBy.sent).toHaveLength(1);
        expect(runsBy.ticked).toHaveLength(1);
      }, 30_000);
  });
}
