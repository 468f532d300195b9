import { createPdpdClient } from '@tijara/api/client';
import { parseIqdPerUsd } from '@tijara/domain';
import { getRate } from '@tijara/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/areas';
import { seed, SEED_RATE } from '../src/db/seed';
import { buildApp } from '../src/http/buildApp';
import { setRate } from '../src/modules/rate/rateRepository';

/**
 * The same checks over HTTP against whichever database `open` gives: embedded PGlite and a real
 * PostgreSQL server must behave alike.
 */
export function describeRateApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: /pdpd/ds/business/getRate over HTTP`, () => {
    let db: Database;
    let app: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      const opened = await open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      db = opened;
      await migrate(db, migrations);
      await seed(db);
      app = await buildApp({ db });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const post = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', channel: '6', 'user-type': '2' },
        body: '{}',
        ...init,
      });

    it('migrations are recorded, so a second start applies none', async () => {
      expect(await migrate(db, migrations)).toEqual([]);
    });

    it('answers the seeded rate in the envelope', async () => {
      const response = await post('/pdpd/ds/business/getRate');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        code: 200,
        msg: 'تمت العملية بنجاح',
        data: SEED_RATE,
      });
    });

    it('answers the newest rate stored in the table, through the storefront client', async () => {
      const stored = parseIqdPerUsd('1452.25');
      if (stored === null) throw new Error('bad test rate');
      await setRate(db, stored, 'test');
      const client = createPdpdClient({ baseUrl: `${base}/pdpd`, getLocale: () => 'en' });
      const result = await client.call(getRate, {});
      expect(result).toEqual({ success: true, code: 200, msg: 'Success', data: 1452.25 });
    });

    it('accepts an empty body and a form body', async () => {
      expect((await post('/pdpd/ds/business/getRate', { body: '' })).status).toBe(200);
      const form = await post('/pdpd/ds/business/getRate', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(form.status).toBe(200);
    });

    it('rejects malformed JSON with a 400 envelope in the caller language', async () => {
      const response = await post('/pdpd/ds/business/getRate', {
        headers: { 'content-type': 'application/json', language: '1' },
        body: '{"oops":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        code: 400,
        msg: 'The request body is not valid JSON.',
        data: null,
      });
    });

    it('rejects the wrong method with 405, naming the allowed one, in Arabic by default', async () => {
      const response = await fetch(`${base}/pdpd/ds/business/getRate`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      const body = (await response.json()) as { success: boolean; code: number; msg: string };
      expect(body).toMatchObject({ success: false, code: 405, data: null });
      expect(body.msg).toContain('POST');
      expect(body.msg).toContain('لا يقبل');
    });

    it('rejects an unknown path with a 404 envelope', async () => {
      const response = await post('/pdpd/ds/business/getRates', { headers: { language: '0' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        code: 404,
        msg: '接口 /pdpd/ds/business/getRates 不存在。',
        data: null,
      });
    });

    it('rejects fields the contract does not have, naming them, in Kurdish', async () => {
      const response = await post('/pdpd/ds/business/getRate', {
        headers: { 'content-type': 'application/json', language: '10' },
        body: '{"currency":"EUR"}',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { msg: string };
      expect(body.msg).toBe('خانەی currency نەناسراوە.');
    });

    it('rejects a body that is not an object, naming the problem', async () => {
      const response = await post('/pdpd/ds/business/getRate', {
        headers: { 'content-type': 'application/json', language: '1' },
        body: '[1,2]',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { success: boolean; msg: string };
      expect(body.success).toBe(false);
      expect(body.msg).toMatch(/^The field \(body\) is invalid: .+/);
    });

    it('rejects an unsupported content type with 415 and no stack trace', async () => {
      const response = await post('/pdpd/ds/business/getRate', {
        headers: { 'content-type': 'text/plain', language: '1' },
        body: 'hello',
      });
      expect(response.status).toBe(415);
      const text = await response.text();
      expect(text).not.toMatch(/at .+\(.+:\d+:\d+\)/);
      expect(JSON.parse(text)).toMatchObject({ success: false, code: 415 });
    });
  });
}
