import { LANGUAGE_CODE, type Locale } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { buildApp } from '../../src/http/buildApp';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rateLimit';
import { ACCOUNT_WIDE_CEILING } from '../../src/modules/account/loginThrottle';
import { useHarness, type Harness } from '../account/harness';
import type { Answer } from '../support/pdpdCaller';

const LOGIN = '/hello/user/login/login';
const MINUTE = 60_000;

/** Calls /pdpd{path} on `base` as if from `address`, told by the trusted proxy on 127.0.0.1. */
async function callFrom<Data = unknown>(
  base: string,
  address: string | null,
  path: string,
  body: unknown,
  locale: Locale = 'en',
): Promise<Answer<Data>> {
  const response = await fetch(`${base}/pdpd${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: String(LANGUAGE_CODE[locale]),
      ...(address === null ? {} : { 'x-forwarded-for': address }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer<Data>['body'],
  };
}

async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A distinct documentation address (RFC 5737) per number. */
const address = (n: number) => `198.51.100.${n}`;

export function abuseTests(h: Harness) {
  const from = <Data = unknown>(who: string | null, path: string, body: unknown, locale?: Locale) =>
    callFrom<Data>(h.base, who, path, body, locale);
  const login = (who: string, account: string, password: string) =>
    from<{ token: string }>(who, LOGIN, { type: 1, account, password });

  // Every password checked is a scrypt hash (about 0.1 s alone, several times that on a busy machine).
  describe('the password lockout counts per account and client address', { timeout: 180_000 }, () => {
    it('50 wrong passwords from one address, spread over 50 minutes, do not stop the owner signing in from another', async () => {
      const owner = await h.registerUser();
      const codes: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        codes.push((await login(address(7), owner.userName, 'guess-' + i)).body.code);
        h.clock.advance(MINUTE);
      }
      // Guessing from that address is still stopped: 5 wrong, then 5 minutes locked, again and again.
      expect(codes.every((code) => code === 6024 || code === 6025)).toBe(true);
      expect(codes.filter((code) => code === 6024).length).toBeGreaterThanOrEqual(20);
      expect(codes.filter((code) => code === 6025).length).toBeGreaterThanOrEqual(10);
      const answer = await login(address(8), owner.userName, owner.password);
      expect(answer.body).toMatchObject({ success: true, code: 200 });
    });

    it('50 wrong passwords at once from one address lock that address, not the owner', async () => {
      const owner = await h.registerUser();
      const codes: number[] = [];
      for (let i = 0; i < 50; i += 1)
        codes.push((await login(address(9), owner.email, 'nope-' + i)).body.code);
      expect(codes.slice(0, 5)).toEqual([6024, 6024, 6024, 6024, 6025]);
      // Then locked, until the address's sign-in limit answers 429 for the rest of the minute.
      expect(codes.slice(5, DEFAULT_RATE_LIMITS.login.max).every((code) => code === 6025)).toBe(true);
      expect(codes.slice(DEFAULT_RATE_LIMITS.login.max).every((code) => code === 429)).toBe(true);
      expect((await login(address(10), owner.email, owner.password)).body.success).toBe(true);
      // The locked address itself waits its 5 minutes, even with the right password.
      h.clock.advance(MINUTE);
      h.expectFailure(await login(address(9), owner.email, owner.password), 429, 6025);
      h.clock.advance(4 * MINUTE);
      expect((await login(address(9), owner.email, owner.password)).body.success).toBe(true);
    });

    it('guessing spread over five addresses meets the account-wide ceiling, which locks the account for 5 minutes', async () => {
      const owner = await h.registerUser();
      const guessers = [11, 12, 13, 14, 15].map(address);
      let last: Answer | null = null;
      let wrong = 0;
      for (let round = 0; round < 2; round += 1) {
        for (const guesser of guessers) {
          for (let i = 0; i < 5; i += 1) {
            last = await login(guesser, owner.userName, `round-${round}-${i}`);
            wrong += 1;
            if (wrong < ACCOUNT_WIDE_CEILING.wrongPasswords) expect([6024, 6025]).toContain(last.body.code);
          }
        }
        if (round === 0) {
          // Half way (25 wrong from 5 addresses, each locked out): the owner still signs in.
          expect((await login(address(16), owner.userName, owner.password)).body.success).toBe(true);
          h.clock.advance(5 * MINUTE);
        }
      }
      expect(wrong).toBe(ACCOUNT_WIDE_CEILING.wrongPasswords);
      // The 50th locked the whole account, from any address, for 5 minutes.
      h.expectFailure(await login(address(17), owner.userName, owner.password), 429, 6025);
      h.clock.advance(5 * MINUTE);
      expect((await login(address(17), owner.userName, owner.password)).body.success).toBe(true);
      expect(last?.body.code).toBe(6025);
      expect(last?.headers.get('retry-after')).toBe('300');
    });

    it('the unknown-account answer (6023) takes about as long as a wrong password', async () => {
      const owner = await h.registerUser();
      const timed = async (run: () => Promise<unknown>) => {
        const start = performance.now();
        await run();
        return performance.now() - start;
      };
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        unknown.push(await timed(() => login(address(20 + i), `nobody-${i}`, 'whatever1')));
        wrong.push(await timed(() => login(address(20 + i), owner.userName, 'whatever1')));
      }
      // Both check a scrypt hash (tens of ms); a bare lookup would be a few ms. Generous bound.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    });
  });

  describe('per-address limits, counted in the database', { timeout: 120_000 }, () => {
    it('availability checks: 30 a minute per address, then 429 in the caller’s language; other addresses are not affected', async () => {
      h.clock.advance(MINUTE - (h.clock.now().getTime() % MINUTE));
      const { max } = DEFAULT_RATE_LIMITS.availability;
      const checks = ['/hello/user/login/checkUserName', '/hello/user/login/checkEmail'] as const;
      for (let i = 0; i < max; i += 1) {
        const path = checks[i % 2] ?? checks[0];
        const body = i % 2 === 0 ? { userName: `free${i}x` } : { email: `free${i}@example.com` };
        expect((await from(address(30), path, body)).body.success).toBe(true);
      }
      const refused = await from<{ secondsLeft: number }>(address(30), '/hello/user/login/checkPhone', {
        phone: '7701234567',
      });
      h.expectFailure(refused, 429, 429);
      expect(refused.body.msg).toMatch(
        /^Too many requests from your connection; please try again in 1 minute\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.data.secondsLeft);
      expect(refused.body.data.secondsLeft).toBeGreaterThan(0);
      expect(refused.body.data.secondsLeft).toBeLessThanOrEqual(60);
      const arabic = await from(address(30), '/hello/user/login/checkUserName', { userName: 'arabic' }, 'ar');
      h.expectFailure(arabic, 429, 429, /^طلبات كثيرة من اتصالك/);
      expect(
        (await from(address(31), '/hello/user/login/checkUserName', { userName: 'other' })).body.success,
      ).toBe(true);
      h.clock.advance(refused.body.data.secondsLeft * 1000);
      expect(
        (await from(address(30), '/hello/user/login/checkUserName', { userName: 'later' })).body.success,
      ).toBe(true);
    });

    it('sign-ins: 20 a minute per address, whatever the account', async () => {
      h.clock.advance(MINUTE - (h.clock.now().getTime() % MINUTE));
      for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max; i += 1) {
        h.expectFailure(await login(address(40), `ghost${i}`, 'whatever1'), 400, 6023);
      }
      h.expectFailure(await login(address(40), 'ghost', 'whatever1'), 429, 429);
      h.expectFailure(await login(address(41), 'ghost', 'whatever1'), 400, 6023);
    });

    it('code sends: 10 an hour per address, by WhatsApp and email together', async () => {
      h.clock.advance(60 * MINUTE - (h.clock.now().getTime() % (60 * MINUTE)));
      for (let i = 0; i < DEFAULT_RATE_LIMITS.codeSend.max; i += 1) {
        const answer =
          i % 2 === 0
            ? await from(address(50), '/hello/user/login/sendEmailCode', { email: `nobody${i}@example.com` })
            : await from(address(50), '/hello/user/login/sendWhatsAppLoginCode', {
                areaId: '964',
                phone: h.freshPhone(),
              });
        expect(answer.status, answer.body.msg).not.toBe(429);
      }
      const refused = await from(address(50), '/hello/user/login/sendEmailCode', {
        email: 'last@example.com',
      });
      h.expectFailure(
        refused,
        429,
        429,
        'Too many requests from your connection; please try again in 60 minutes.',
      );
    });

    it('two server processes share the counts', async () => {
      h.clock.advance(MINUTE - (h.clock.now().getTime() % MINUTE));
      const second = await buildApp({ db: h.db, clock: h.clock, trustProxy: ['127.0.0.1'] });
      try {
        const otherBase = await serve(second);
        const { max } = DEFAULT_RATE_LIMITS.availability;
        for (let i = 0; i < max; i += 1) {
          const base = i % 2 === 0 ? h.base : otherBase;
          const answer = await callFrom(base, address(60), '/hello/user/login/checkUserName', {
            userName: `n${i}xx`,
          });
          expect(answer.body.success).toBe(true);
        }
        const refused = await callFrom(otherBase, address(60), '/hello/user/login/checkUserName', {
          userName: 'zz1',
        });
        h.expectFailure(refused, 429, 429);
      } finally {
        await second.close();
      }
    });
  });
}

/** Without TRUST_PROXY an X-Forwarded-For header is ignored: every call counts for the socket's address. */
export function untrustedProxyTests(h: Harness) {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const { max } = DEFAULT_RATE_LIMITS.availability;
    for (let i = 0; i < max; i += 1) {
      const answer = await callFrom(h.base, address(100 + i), '/hello/user/login/checkUserName', {
        userName: `u${i}xx`,
      });
      expect(answer.body.success).toBe(true);
    }
    h.expectFailure(
      await callFrom(h.base, address(200), '/hello/user/login/checkUserName', { userName: 'last1' }),
      429,
      429,
    );
  });
}

export function describeAbuse(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: limits against abuse over HTTP`, () => {
    describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () =>
      abuseTests(useHarness(open, { trustProxy: ['127.0.0.1'] })));
    describe('with no proxy trusted', () => untrustedProxyTests(useHarness(open, {})));
  });
}
