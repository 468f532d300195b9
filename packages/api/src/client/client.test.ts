import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointSchemas, exportOrderPdf, getRate, listAreas, logout } from '../contract';
import { schemasOf } from '../contract/schemas';
import type { Endpoint, EndpointSchemas } from '../contract';
import { createPdpdClient, messageOfFailure, type PdpdClientOptions } from './client';

function answer(status: number, body: unknown, contentType = 'application/json'): typeof fetch {
  return vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
    ),
  );
}

/** A form-encoded endpoint, as a catalogue call may declare itself, with its schemas. */
const formCallSchemas = endpointSchemas({
  request: z.object({ name: z.string(), ids: z.array(z.number()), page: z.number().optional() }),
  response: z.null(),
});
const formCall = defineEndpoint<typeof formCallSchemas>()({
  path: '/hello/form/call',
  method: 'POST',
  encoding: 'form',
  access: 'public',
});

/** The contract's schemas, and the test's own call's. */
const testSchemas = (endpoint: Endpoint): Promise<EndpointSchemas> =>
  Promise.resolve(endpoint === formCall ? formCallSchemas : schemasOf(endpoint));

function client(fetchImpl: typeof fetch, extra: Partial<PdpdClientOptions> = {}) {
  return createPdpdClient({
    getLocale: () => 'ckb',
    fetch: fetchImpl,
    loadSchemas: testSchemas,
    ...extra,
  });
}

describe('createPdpdClient', () => {
  it('posts JSON to /pdpd with the language, channel and user-type headers', async () => {
    const fetchImpl = answer(200, { success: true, code: 200, msg: 'ok', data: 1310 });
    await client(fetchImpl, { getToken: () => 'token-1' }).call(getRate, {});
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe('/pdpd/ds/business/getRate');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({
      language: '10',
      channel: '6',
      'user-type': '2',
      'content-type': 'application/json',
      authorization: 'Bearer token-1',
    });
  });

  it('resolves the data of a success envelope', async () => {
    const result = await client(answer(200, { success: true, code: 200, msg: 'ok', data: 1310 })).call(
      getRate,
      {},
    );
    expect(result).toEqual({ success: true, code: 200, msg: 'ok', data: 1310 });
  });

  it('resolves a failure envelope to success false and reports it for the toast', async () => {
    const onFailure = vi.fn();
    const result = await client(answer(404, { success: false, code: 404, msg: 'not here', data: null }), {
      onFailure,
    }).call(getRate, {});
    expect(result).toMatchObject({
      success: false,
      kind: 'rejected',
      code: 404,
      msg: 'not here',
      retryable: false,
    });
    expect(onFailure).toHaveBeenCalledWith(result);
  });

  it('treats a business code in a 200 answer as a failure', async () => {
    const result = await client(
      answer(200, { success: false, code: 6023, msg: 'no account', data: null }),
    ).call(getRate, {});
    expect(result).toMatchObject({ success: false, kind: 'rejected', code: 6023 });
  });

  it('signs the buyer out on 401 instead of showing a toast', async () => {
    const onUnauthorized = vi.fn();
    const onFailure = vi.fn();
    const result = await client(answer(401, { success: false, code: 401, msg: 'expired', data: null }), {
      onUnauthorized,
      onFailure,
    }).call(getRate, {});
    expect(result).toMatchObject({ success: false, kind: 'unauthorized', code: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('gives code -404 when no answer arrives', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await client(offline).call(getRate, {});
    expect(result).toMatchObject({ success: false, kind: 'no-response', code: -404, retryable: true });
  });

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const result = await client(hanging, { timeoutMs: 20 }).call(getRate, {});
    expect(result).toMatchObject({ success: false, code: -404 });
  });

  it('flags an answer that breaks the contract as malformed', async () => {
    const notEnvelope = await client(answer(200, '<html>proxy error</html>')).call(getRate, {});
    expect(notEnvelope).toMatchObject({ success: false, kind: 'malformed', code: 200 });
    const badRate = await client(answer(200, { success: true, code: 200, msg: 'ok', data: -5 })).call(
      getRate,
      {},
    );
    expect(badRate).toMatchObject({ success: false, kind: 'malformed' });
  });

  it('gives a failure the message that maps its code, else the msg, else the system error', async () => {
    const mapped = await client(
      answer(400, { success: false, code: 6023, msg: 'no account', data: null }),
    ).call(getRate, {});
    expect(mapped).toMatchObject({ message: { key: 'error.accountNotFound' } });
    const conflict = await client(answer(409, { success: false, code: 409, msg: 'taken', data: null })).call(
      getRate,
      {},
    );
    expect(conflict).toMatchObject({ message: { text: 'taken' } });
    const bare = await client(answer(500, { success: false, code: 500, msg: '', data: null })).call(
      getRate,
      {},
    );
    expect(bare).toMatchObject({ message: { key: 'error.system' }, retryable: true });
  });

  it('judges whether a call may pass later by its HTTP status, not by a business code', async () => {
    const wrongPassword = await client(
      answer(400, { success: false, code: 6024, msg: 'wrong', data: { remainingAttempts: 4 } }),
    ).call(getRate, {});
    expect(wrongPassword).toMatchObject({ code: 6024, retryable: false });
    const inA200 = await client(answer(200, { success: false, code: 6128, msg: 'x', data: null })).call(
      getRate,
      {},
    );
    expect(inA200).toMatchObject({ code: 6128, retryable: false });
    const unavailable = await client(answer(503, { success: false, code: 503, msg: '', data: null })).call(
      getRate,
      {},
    );
    expect(unavailable).toMatchObject({ code: 503, retryable: true, message: { key: 'http.unavailable' } });
  });

  it('waits 250 s for an answer unless told otherwise', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      await client(answer(200, { success: true, code: 200, msg: 'ok', data: 1310 })).call(getRate, {});
      expect(timeout).toHaveBeenCalledWith(250_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('keeps the data a failure carries, such as the seconds to wait', async () => {
    const result = await client(
      answer(429, { success: false, code: 429, msg: 'wait', data: { secondsLeft: 42 } }),
    ).call(getRate, {});
    expect(result).toMatchObject({ success: false, code: 429, data: { secondsLeft: 42 }, retryable: true });
  });

  it('does not toast a silent call, but still signs out on 401', async () => {
    const onFailure = vi.fn();
    const onUnauthorized = vi.fn();
    const options = { onFailure, onUnauthorized };
    await client(answer(400, { success: false, code: 6062, msg: 'x', data: null }), options).call(
      getRate,
      {},
      { silent: true },
    );
    expect(onFailure).not.toHaveBeenCalled();
    await client(answer(401, { success: false, code: 401, msg: 'x', data: null }), options).call(
      getRate,
      {},
      { silent: true },
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('treats a 401 without an envelope as unauthorized too', async () => {
    const onUnauthorized = vi.fn();
    const result = await client(answer(401, 'Unauthorized', 'text/plain'), { onUnauthorized }).call(
      getRate,
      {},
    );
    expect(result).toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a non-JSON error page by its status', async () => {
    const onFailure = vi.fn();
    const result = await client(answer(502, '<html>bad gateway</html>', 'text/html'), { onFailure }).call(
      getRate,
      {},
    );
    expect(result).toMatchObject({
      kind: 'rejected',
      code: 502,
      message: { key: 'http.badGateway' },
      retryable: true,
    });
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('sends a GET request as its query, without a body', async () => {
    const fetchImpl = answer(200, { success: true, code: 200, msg: 'ok', data: [] });
    await client(fetchImpl).call(listAreas, { parentId: 4840 });
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe('/pdpd/hello/userAddress/area?parentId=4840');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('posts a form when the endpoint says so', async () => {
    const fetchImpl = answer(200, { success: true, code: 200, msg: 'ok', data: null });
    await client(fetchImpl, { baseUrl: 'https://shop.example/pdpd' }).call(formCall, {
      name: 'مصباح & lamp',
      ids: [3, 5],
    });
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe('https://shop.example/pdpd/hello/form/call');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(Object.fromEntries(new URLSearchParams(init?.body as string))).toEqual({
      name: 'مصباح & lamp',
      ids: '5',
    });
    expect(new URLSearchParams(init?.body as string).getAll('ids')).toEqual(['3', '5']);
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchImpl = answer(200, { success: true, code: 200, msg: 'ok', data: 1310 });
    await client(fetchImpl, { getToken: () => null }).call(getRate, {});
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('passes a file answer through as a Blob', async () => {
    const result = await client(answer(200, '%PDF-1.7 order', 'application/pdf')).call(exportOrderPdf, {
      orderNo: 'A1',
    });
    if (!result.success) throw new Error(`expected a blob, got ${result.kind}`);
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.data.type).toBe('application/pdf');
    expect(await result.data.text()).toBe('%PDF-1.7 order');
  });

  it('flags a file where the contract expects an envelope as malformed', async () => {
    const result = await client(answer(200, 'just text', 'text/plain')).call(getRate, {});
    expect(result).toMatchObject({ success: false, kind: 'malformed', message: { key: 'error.system' } });
  });

  it('reads an answer without a body (204, 304) as null data', async () => {
    const empty: typeof fetch = () => Promise.resolve(new Response(null, { status: 204 }));
    expect(await client(empty).call(logout, {})).toEqual({ success: true, code: 204, msg: '', data: null });
    expect(await client(empty).call(getRate, {})).toMatchObject({ success: false, kind: 'malformed' });
  });

  it('gives code -404 when the answer stops half-way', async () => {
    const broken: typeof fetch = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"success":'));
              controller.error(new TypeError('connection reset'));
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    expect(await client(broken).call(getRate, {})).toMatchObject({ kind: 'no-response', code: -404 });
  });
});

describe('messageOfFailure', () => {
  it('maps codes through the errors catalogue', () => {
    expect(messageOfFailure('rejected', 6128, 'send failed')).toEqual({ key: 'error.sendCodeFailed' });
    expect(messageOfFailure('rejected', 404, 'no route')).toEqual({ key: 'http.notFound' });
    expect(messageOfFailure('no-response', -404, '')).toEqual({ key: 'error.system' });
  });

  it('never shows a success text as an error', () => {
    expect(messageOfFailure('rejected', 200, '')).toEqual({ key: 'error.system' });
    expect(messageOfFailure('rejected', 200, 'Quota reached')).toEqual({ text: 'Quota reached' });
    expect(messageOfFailure('malformed', 200, 'Success')).toEqual({ key: 'error.system' });
  });
});

describe('the schemas, loaded with each call', () => {
  const rateAnswer = () => answer(200, { success: true, code: 200, msg: 'ok', data: 1310 });

  it('are asked for when a call starts, for its endpoint', async () => {
    const loadSchemas = vi.fn(testSchemas);
    const pdpd = client(rateAnswer(), { loadSchemas });
    expect(loadSchemas).not.toHaveBeenCalled();
    expect(await pdpd.call(getRate, {})).toMatchObject({ success: true, data: 1310 });
    expect(loadSchemas).toHaveBeenCalledExactlyOnceWith(getRate);
  });

  it('come with their area by default, the same as the server validates with', async () => {
    const fetchImpl = answer(200, { success: true, code: 200, msg: 'ok', data: 1310 });
    const result = await createPdpdClient({ getLocale: () => 'en', fetch: fetchImpl }).call(getRate, {});
    expect(result).toMatchObject({ success: true, data: 1310 });
  });

  it('check the answer: data the schema refuses is malformed', async () => {
    const result = await client(answer(200, { success: true, code: 200, msg: 'ok', data: 'many' })).call(
      getRate,
      {},
    );
    expect(result).toMatchObject({ success: false, kind: 'malformed' });
  });

  it('that fail to load make the call a no-answer failure, and leave the next call alone', async () => {
    const onFailure = vi.fn();
    const loadSchemas = vi
      .fn(testSchemas)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const pdpd = client(rateAnswer(), { loadSchemas, onFailure });
    expect(await pdpd.call(getRate, {})).toMatchObject({
      success: false,
      kind: 'no-response',
      retryable: true,
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(await pdpd.call(getRate, {})).toMatchObject({ success: true, data: 1310 });
  });

  it('are not needed for a failure', async () => {
    const loadSchemas = vi.fn(() => new Promise<EndpointSchemas>(() => {}));
    const result = await client(answer(422, { success: false, code: 6011, msg: 'full', data: null }), {
      loadSchemas,
    }).call(getRate, {});
    expect(result).toMatchObject({ success: false, kind: 'rejected', code: 6011 });
  });
});
