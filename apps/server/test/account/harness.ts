import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/modules/areas';
import { seed } from '../../src/db/seed';
import { buildApp, type AppOptions } from '../../src/http/buildApp';
import type { RateLimits } from '../../src/http/rateLimit';
import { startIdentityProviders, type IdentityProviders } from '../support/identityProviders';
import { ManualClock } from '../support/manualClock';
import { pdpdCaller, type Answer, type CallOptions } from '../support/pdpdCaller';

/** A Monday morning in Baghdad (06:00 UTC = 09:00 UTC+3), far from the day's boundary. */
export const START = new Date('2026-03-02T06:00:00Z');

export interface RegisteredUser {
  userId: string;
  userName: string;
  email: string;
  /** The national number as stored (no trunk 0). */
  phone: string;
  password: string;
  token: string;
}

export interface Harness {
  readonly db: Database;
  readonly app: FastifyInstance;
  readonly base: string;
  readonly clock: ManualClock;
  readonly providers: IdentityProviders;
  call<Data = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Answer<Data>>;
  /** Registers a new buyer with unique details and answers them with the token. */
  registerUser(
    overrides?: Partial<Pick<RegisteredUser, 'userName' | 'email' | 'password'>>,
  ): Promise<RegisteredUser>;
  /** A phone number no account has yet. */
  freshPhone(): string;
  /** The code carried by the newest outbox message to `recipient`: how a buyer reads WhatsApp or email. */
  latestCode(recipient: string): Promise<string>;
  expectFailure(answer: Answer, status: number, code: number, msg?: string | RegExp): void;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Per-address limits no suite of behaviour reaches: every call of these suites comes from
 * 127.0.0.1 while the manual clock stands still. The real limits are tested in
 * test/abuse/abuseSuite.ts, with addresses told by a trusted proxy.
 */
export const UNREACHED_RATE_LIMITS: RateLimits = {
  login: { max: 1_000_000, windowMs: 60_000 },
  availability: { max: 1_000_000, windowMs: 60_000 },
  codeSend: { max: 1_000_000, windowMs: 60_000 },
};

/** Opens the database, migrates it and serves the app on a loopback port for one suite. */
export function useHarness(
  open: () => Promise<Database | { unavailable: string }>,
  appOptions: Pick<AppOptions, 'trustProxy' | 'rateLimits'> = { rateLimits: UNREACHED_RATE_LIMITS },
): Harness {
  let db: Database;
  let app: FastifyInstance;
  let base = '';
  let providers: IdentityProviders;
  const clock = new ManualClock(START);
  let serial = 0;

  beforeAll(async () => {
    const opened = await open();
    if ('unavailable' in opened) throw new Error(opened.unavailable);
    db = opened;
    await migrate(db, migrations);
    await seed(db);
    providers = await startIdentityProviders();
    app = await buildApp({ db, clock, social: providers.config, ...appOptions });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await app?.close();
    await providers?.close();
    await db?.close();
  });

  const harness: Harness = {
    get db() {
      return db;
    },
    get app() {
      return app;
    },
    get base() {
      return base;
    },
    get providers() {
      return providers;
    },
    clock,
    call: (path, body, options) => pdpdCaller(base)(path, body, options),
    freshPhone() {
      serial += 1;
      // Iraqi mobile numbers: 7 then 9 digits.
      return `77${String(serial).padStart(8, '0')}`;
    },
    async registerUser(overrides = {}) {
      const phone = harness.freshPhone();
      const userName = overrides.userName ?? `buyer${phone}`;
      const email = overrides.email ?? `buyer${phone}@example.com`;
      const password = overrides.password ?? `pass-${phone}`;
      const answer = await harness.call<{ userId: string; token: string }>('/hello/user/login/register', {
        userName,
        email,
        phone: `0${phone}`,
        password,
        confirmPassword: password,
        areaId: '964',
      });
      expect(answer.body).toMatchObject({ success: true, code: 200 });
      return { ...answer.body.data, userName, email, phone, password };
    },
    async latestCode(recipient) {
      const rows = await db.query<{ code: string | null }>(
        `SELECT payload->>'code' AS code FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
        [recipient],
      );
      const code = rows[0]?.code;
      if (!code) throw new Error(`no code in the outbox for ${recipient}`);
      return code;
    },
    expectFailure(answer, status, code, msg) {
      expect({ status: answer.status, success: answer.body.success, code: answer.body.code }).toEqual({
        status,
        success: false,
        code,
      });
      if (typeof msg === 'string') expect(answer.body.msg).toBe(msg);
      else if (msg) expect(answer.body.msg).toMatch(msg);
    },
  };
  return harness;
}
