import { expect, it } from 'vitest';
import { pdpdCaller } from '../support/pdpdCaller';
import { startServer, type ServerProcess } from './serverProcess';

const REGISTER = '/hello/user/login/register';

/** At least this many registrations are sent in all (issue 6: "in the middle of registrations"). */
const MIN_REGISTRATIONS = 100;
/** Registrations kept in flight at once, so that many are open at the moment of the kill. */
const CONCURRENCY = 24;
/** The server is killed once this many registrations have answered success. */
const KILL_AFTER_SUCCESSES = 80;

interface Registered {
  userName: string;
  password: string;
  userId: string;
  token: string;
}

interface Burst {
  registered: Registered[];
  sent: number;
  /** Registrations sent but not answered when SIGKILL was sent. */
  inFlightAtKill: number;
}

/**
 * Sends registrations, `CONCURRENCY` at a time, and SIGKILLs the server as soon as
 * `KILL_AFTER_SUCCESSES` have answered success, with the others still in flight. Only a full
 * success envelope counts as registered; a call cut off by the kill proves nothing either way.
 */
async function registerUntilKilled(server: ServerProcess, run: string): Promise<Burst> {
  const call = pdpdCaller(server.base);
  const registered: Registered[] = [];
  let next = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;

  const registerOne = async (index: number) => {
    const userName = `burst${run}n${index}`;
    const password = `pw-${run}-${index}`;
    const body = {
      userName,
      email: `${userName}@example.com`,
      // Iraqi mobile numbers, 75 then 8 digits: unique per run and index.
      phone: `75${run}${String(index).padStart(6, '0')}`,
      password,
      confirmPassword: password,
      areaId: '964',
    };
    inFlight += 1;
    try {
      const answer = await call<{ userId: string; token: string }>(REGISTER, body);
      if (answer.status === 200 && answer.body.success) {
        registered.push({ userName, password, ...answer.body.data });
      } else if (inFlightAtKill < 0) {
        throw new Error(`registration ${index} failed before the kill: ${JSON.stringify(answer.body)}`);
      }
    } catch (error) {
      // Refused or cut off by the kill: its outcome is unknown, and the test claims nothing about it.
      if (inFlightAtKill < 0) throw error;
    } finally {
      inFlight -= 1;
    }
    if (inFlightAtKill < 0 && registered.length >= KILL_AFTER_SUCCESSES) {
      inFlightAtKill = inFlight;
      process.kill(server.pid, 'SIGKILL');
    }
  };

  const worker = async () => {
    while (inFlightAtKill < 0) {
      const index = next;
      next += 1;
      await registerOne(index);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await server.exited;
  return { registered, sent: next, inFlightAtKill };
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/**
 * Issue 6: killing the server with SIGKILL in the middle of registrations loses no account whose
 * registration had answered success. `database` gives the server its database (a fresh PGlite
 * folder or a PostgreSQL URL); the same database is used again after the restart.
 */
export function sigkillDuringRegistrationsTest(name: string, database: () => Record<string, string>) {
  it(
    `${name}: every registration that answered success survives SIGKILL and a restart`,
    { timeout: 120_000 },
    async ({ annotate }) => {
      // The sign-ins below come from one machine, far more than a client address may make in a
      // minute (src/http/rateLimit.ts): each comes "from" its own address through a trusted proxy.
      const env = { ...database(), SEED_DEV_ACCOUNTS: '0', TRUST_PROXY: '127.0.0.1' };
      const first = await startServer(env);
      const run = String(process.pid % 100).padStart(2, '0');
      const burst = await registerUntilKilled(first, run);
      expect((await first.exited).signal).toBe('SIGKILL');
      expect(burst.sent).toBeGreaterThanOrEqual(MIN_REGISTRATIONS);
      expect(burst.registered.length).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
      expect(burst.inFlightAtKill).toBeGreaterThan(0);
      await annotate(
        `${name}: ${burst.sent} registrations sent, ${burst.registered.length} answered success, ${burst.inFlightAtKill} in flight at SIGKILL`,
      );

      const second = await startServer(env);
      try {
        const call = pdpdCaller(second.base);
        const missing: string[] = [];
        // The account and its first session committed together: the token from the answer still works.
        await inBatches(burst.registered, 16, async (user) => {
          const info = await call<{ userId: string; userName: string }>('/hello/user/userInfo', undefined, {
            method: 'GET',
            token: user.token,
          });
          if (info.status !== 200 || info.body.data.userId !== user.userId) missing.push(user.userName);
        });
        expect(missing).toEqual([]);
        // And the password hash is whole: every one of them signs in with its password.
        const loginFailures: string[] = [];
        let address = 0;
        await inBatches(burst.registered, 4, async (user) => {
          address += 1;
          const response = await fetch(`${second.base}/pdpd/hello/user/login/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              language: '1',
              'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
            },
            body: JSON.stringify({ type: 1, account: user.userName, password: user.password }),
          });
          const login = (await response.json()) as { success: boolean; msg: string };
          if (!login.success) loginFailures.push(`${user.userName}: ${login.msg}`);
        });
        expect(loginFailures).toEqual([]);
        // The recovered database takes new accounts.
        const after = await call(REGISTER, {
          userName: `after${run}`,
          email: `after${run}@example.com`,
          phone: `7599${run}9999`,
          password: 'secret12',
          confirmPassword: 'secret12',
        });
        expect(after.body).toMatchObject({ success: true });
      } finally {
        await second.stop();
      }
    },
  );
}
