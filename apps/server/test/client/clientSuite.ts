import { createPdpdClient, type PdpdClientOptions, type PdpdFailure } from '@tijara/api/client';
import {
  addAddress,
  checkUserName,
  defineEndpoint,
  exportOrderPdf,
  getRate,
  listAddresses,
  listAreas,
  login,
  logout,
  NO_RESPONSE_CODE,
  register,
  userInfo,
} from '@tijara/api/contract';
import { BUSINESS_CODE, DEFAULT_COUNTRY_ID, LOCALES, type Locale } from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../../src/db/database';
import { SEED_RATE } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { useHarness } from '../account/harness';
import { EXPORTED_PDF, startFileServer, startSilentServer, type FileServer } from './protocolDoubles';

/** What the server answers `msg` with on success, per `language` header (apps/server i18n). */
const SUCCESS_MSG: Record<Locale, string> = {
  ar: 'تمت العملية بنجاح',
  ckb: 'سەرکەوتوو بوو',
  en: 'Success',
  zh: '成功',
};

/** A call the contract does not have (so no schemas either): the server answers 404 at any such path. */
const noSuchCall = defineEndpoint<{ request: z.ZodObject; response: z.ZodNull }>()({
  path: '/hello/no/such/call',
  method: 'POST',
  access: 'public',
});

/** getRate by the wrong method: the server answers 405 with `Allow: POST`. */
const getRateByGet = { ...getRate, method: 'GET' as const };

/** checkUserName sent as a form (spec section 7: "POST (JSON or form)"). */
const checkUserNameByForm = { ...checkUserName, encoding: 'form' as const };

interface Storefront {
  client: ReturnType<typeof createPdpdClient>;
  /** What `onFailure` received: the toasts the buyer would see. */
  toasts: PdpdFailure[];
  /** What `onUnauthorized` received: the trips to /login. */
  signOuts: PdpdFailure[];
}

/**
 * The storefront's client (packages/api) against the real server (buildApp over HTTP on loopback),
 * on whichever database `open` gives: spec section 7's handling of answers, end to end.
 */
export function describeClientApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: the /pdpd client against the server`, () => {
    const harness = useHarness(open);

    function storefront(
      options: { locale?: Locale; token?: string; baseUrl?: string } & Partial<PdpdClientOptions> = {},
    ): Storefront {
      const { locale = 'en', token, baseUrl = `${harness.base}/pdpd`, ...rest } = options;
      const toasts: PdpdFailure[] = [];
      const signOuts: PdpdFailure[] = [];
      const client = createPdpdClient({
        baseUrl,
        getLocale: () => locale,
        getToken: () => token ?? null,
        onFailure: (failure) => toasts.push(failure),
        onUnauthorized: (failure) => signOuts.push(failure),
        ...rest,
      });
      return { client, toasts, signOuts };
    }

    describe('success', () => {
      it('reads the rate, checked against the contract, with msg in each of the four languages', async () => {
        for (const locale of LOCALES) {
          const { client, toasts } = storefront({ locale });
          expect(await client.call(getRate, {})).toEqual({
            success: true,
            code: 200,
            msg: SUCCESS_MSG[locale],
            data: SEED_RATE,
          });
          expect(toasts).toEqual([]);
        }
      });

      it('signs in, then sends the bearer token to private calls', async () => {
        const buyer = await harness.registerUser();
        const signedOut = storefront();
        const signedIn = await signedOut.client.call(login, {
          type: 1,
          account: buyer.userName,
          password: buyer.password,
        });
        if (!signedIn.success) throw new Error(`login failed: ${signedIn.msg}`);
        const { client, toasts, signOuts } = storefront({ token: signedIn.data.token });
        expect(await client.call(userInfo, {})).toMatchObject({
          success: true,
          data: { userId: buyer.userId, userName: buyer.userName, email: buyer.email, phone: buyer.phone },
        });
        expect([toasts, signOuts]).toEqual([[], []]);
      });

      it('sends a GET call as its query: the countries, then the provinces of Iraq', async () => {
        const { client } = storefront({ locale: 'ar' });
        const countries = await client.call(listAreas, { parentId: 0 });
        expect(countries.success && countries.data.map((area) => area.areaArName)).toContain('العراق');
        const provinces = await client.call(listAreas, { parentId: DEFAULT_COUNTRY_ID });
        expect(provinces.success && provinces.data).toHaveLength(18);
      });

      it('posts a form when the endpoint says so, and JSON otherwise, with the same answer', async () => {
        const { client, toasts } = storefront();
        const userName = `free${harness.freshPhone()}`;
        expect(await client.call(checkUserNameByForm, { userName })).toMatchObject({
          success: true,
          data: true,
        });
        expect(await client.call(checkUserName, { userName })).toMatchObject({ success: true, data: true });
        const taken = await harness.registerUser();
        expect(await client.call(checkUserNameByForm, { userName: taken.userName })).toMatchObject({
          success: true,
          data: false,
        });
        expect(toasts).toEqual([]);
      });

      it('saves an address and lists it', async () => {
        const buyer = await harness.registerUser();
        const { client } = storefront({ token: buyer.token });
        const saved = await client.call(addAddress, {
          firstName: 'Ali',
          lastName: 'Hassan',
          address: 'Karrada, street 62, house 14',
          countryId: DEFAULT_COUNTRY_ID,
          provinceId: DEFAULT_COUNTRY_ID * 100 + 1,
          cityId: (DEFAULT_COUNTRY_ID * 100 + 1) * 100 + 1,
          mobile: '07701234567',
          isDefault: 1,
        });
        if (!saved.success) throw new Error(`add failed: ${saved.msg}`);
        const list = await client.call(listAddresses, {});
        expect(list.success && list.data.map((address) => [address.id, address.isDefault])).toEqual([
          [saved.data.id, 1],
        ]);
      });
    });

    describe('401: sign out and go to /login', () => {
      it('calls onUnauthorized, not the toast, for a private call without a token', async () => {
        const { client, toasts, signOuts } = storefront();
        const result = await client.call(userInfo, {});
        expect(result).toMatchObject({ success: false, kind: 'unauthorized', code: 401, retryable: false });
        expect(signOuts).toEqual([result]);
        expect(toasts).toEqual([]);
      });

      it('does the same once the token has been revoked by logout', async () => {
        const buyer = await harness.registerUser();
        const { client, toasts, signOuts } = storefront({ token: buyer.token });
        expect(await client.call(logout, {})).toMatchObject({ success: true, data: null });
        expect(await client.call(userInfo, {})).toMatchObject({ success: false, kind: 'unauthorized' });
        expect(signOuts).toHaveLength(1);
        expect(toasts).toEqual([]);
      });
    });

    describe('other failures: a toast with the mapped message, or msg, or the system error', () => {
      it('maps a business code (6023) and keeps the msg in the caller language', async () => {
        const account = `nobody${harness.freshPhone()}`;
        const english = storefront({ locale: 'en' });
        const result = await english.client.call(login, { type: 1, account, password: 'whatever-1' });
        expect(result).toEqual({
          success: false,
          kind: 'rejected',
          code: BUSINESS_CODE.accountNotFound,
          msg: 'This account does not exist.',
          data: null,
          message: { key: 'error.accountNotFound' },
          retryable: false,
        });
        expect(english.toasts).toEqual([result]);

        const arabic = storefront({ locale: 'ar' });
        const inArabic = await arabic.client.call(login, { type: 1, account, password: 'whatever-1' });
        expect(inArabic).toMatchObject({ code: 6023, msg: 'الحساب غير موجود.' });
        expect(arabic.toasts).toHaveLength(1);
      });

      it("keeps the data a failure carries: 6024's attempts left", async () => {
        const buyer = await harness.registerUser();
        const { client } = storefront();
        const result = await client.call(login, {
          type: 1,
          account: buyer.userName,
          password: 'wrong-pass-1',
        });
        expect(result).toMatchObject({
          success: false,
          code: BUSINESS_CODE.wrongPassword,
          data: { remainingAttempts: 4 },
          message: { key: 'error.wrongPassword' },
        });
      });

      it("shows the server's msg for a code with no mapped message (409 taken)", async () => {
        const buyer = await harness.registerUser();
        const { client, toasts } = storefront({ locale: 'en' });
        const result = await client.call(register, {
          userName: buyer.userName,
          email: `other${harness.freshPhone()}@example.com`,
          phone: `0${harness.freshPhone()}`,
          password: 'pass-123456',
          confirmPassword: 'pass-123456',
        });
        expect(result.success).toBe(false);
        if (result.success) return;
        expect(result.code).toBe(409);
        expect(result.msg).not.toBe('');
        expect(result.message).toEqual({ text: result.msg });
        expect(toasts).toEqual([result]);
      });

      it('answers an unknown path 404, mapped to "not found"', async () => {
        const { client, toasts } = storefront({ locale: 'en' });
        const result = await client.call(noSuchCall, {});
        expect(result).toMatchObject({
          success: false,
          kind: 'rejected',
          code: 404,
          msg: 'There is no /pdpd/hello/no/such/call endpoint.',
          message: { key: 'http.notFound' },
        });
        expect(toasts).toHaveLength(1);
      });

      it('answers a wrong method 405, shown by its msg', async () => {
        const { client } = storefront({ locale: 'en' });
        const result = await client.call(getRateByGet, {});
        expect(result).toMatchObject({ success: false, code: 405 });
        if (result.success) return;
        expect(result.message).toEqual({ text: result.msg });
      });

      it('maps a request the server refuses (400), the msg naming the problem', async () => {
        const { client } = storefront({ locale: 'en' });
        // The contract's type would refuse this at compile time; a stale screen could still send it.
        const result = await client.call(checkUserName, { userName: 42 } as unknown as { userName: string });
        expect(result).toMatchObject({ success: false, code: 400, message: { key: 'http.badRequest' } });
        if (result.success) return;
        expect(result.msg).toMatch(/userName/);
      });
    });

    describe('no response: code -404', () => {
      it('when the server is down', async () => {
        const app = await buildApp({ db: harness.db });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const { client: upClient } = storefront({ baseUrl: `http://127.0.0.1:${port}/pdpd` });
        expect(await upClient.call(getRate, {})).toMatchObject({ success: true });
        await app.close();

        const { client, toasts } = storefront({ baseUrl: `http://127.0.0.1:${port}/pdpd` });
        const result = await client.call(getRate, {});
        expect(result).toEqual({
          success: false,
          kind: 'no-response',
          code: NO_RESPONSE_CODE,
          msg: '',
          data: null,
          message: { key: 'error.system' },
          retryable: true,
        });
        expect(toasts).toEqual([result]);
      });

      it('when the server does not answer within the timeout', async () => {
        const silent = await startSilentServer();
        try {
          const { client, toasts } = storefront({ baseUrl: `${silent.origin}/pdpd`, timeoutMs: 300 });
          const started = performance.now();
          const result = await client.call(getRate, {});
          const elapsed = performance.now() - started;
          expect(result).toMatchObject({ success: false, kind: 'no-response', code: -404 });
          expect(silent.connections()).toBe(1);
          expect(elapsed).toBeGreaterThanOrEqual(250);
          expect(elapsed).toBeLessThan(5_000);
          expect(toasts).toHaveLength(1);
        } finally {
          await silent.close();
        }
      });
    });

    describe('blob responses pass through', () => {
      // The server has no call answering a file yet: a small double speaks the protocol for it.
      let files: FileServer;
      beforeAll(async () => {
        files = await startFileServer();
      });
      afterAll(() => files?.close());

      it('hands a PDF export over as a Blob, with the same headers as any call', async () => {
        const { client, toasts } = storefront({
          baseUrl: `${files.origin}/pdpd`,
          locale: 'ckb',
          token: 'tok',
        });
        const result = await client.call(exportOrderPdf, { orderNo: 'A-1001' });
        if (!result.success) throw new Error(`expected the file, got ${result.kind} ${result.code}`);
        expect(result.data).toBeInstanceOf(Blob);
        expect(result.data.type).toBe('application/pdf');
        expect(await result.data.text()).toBe(EXPORTED_PDF);
        expect(files.received.at(-1)).toMatchObject({
          language: '10',
          channel: '6',
          'user-type': '2',
          authorization: 'Bearer tok',
          'content-type': 'application/json',
        });
        expect(toasts).toEqual([]);
      });

      it('still signs out when the file call answers 401', async () => {
        const { client, signOuts } = storefront({ baseUrl: `${files.origin}/pdpd` });
        expect(await client.call(exportOrderPdf, { orderNo: 'A-1001' })).toMatchObject({
          kind: 'unauthorized',
        });
        expect(signOuts).toHaveLength(1);
      });
    });
  });
}
