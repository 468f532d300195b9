import { describe, expect, it, vi } from 'vitest';
import { getRate } from '../contract';
import { createPdpdClient, type PdpdClientOptions } from './client';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

function client(fetchImpl: typeof fetch, extra: Partial<PdpdClientOptions> = {}) {
  return createPdpdClient({ getLocale: () => 'ckb', fetch: fetchImpl, ...extra });
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
});
