import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from './testing/storefront';
import { useQuoteRequest } from './useQuoteRequest';

/*
 * The hook over real HTTP against a loopback stand-in for the quote request call (the real call is
 * tested in apps/server/test/inquiry): it records what arrives and answers what the test sets,
 * holding the answer until the test lets it go.
 */

interface Arrival {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

let server: Server;
let baseUrl = '';
const arrivals: Arrival[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: null };
let release: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      arrivals.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as unknown,
      });
      const { status, body } = answer;
      void release.then(() => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  arrivals.length = 0;
  release = Promise.resolve();
  localStorage.clear();
});

const request = {
  productName: 'Robot vacuum cleaner',
  quantity: 200,
  unit: 'set',
  targetUnitPrice: 8550,
  contactName: 'Ali Hassan',
  phone: '7701234567',
};

describe('useQuoteRequest', () => {
  it('sends the request, says it is on its way, and resolves to the id', async () => {
    answer = { status: 200, body: { success: true, code: 200, msg: 'Success', data: { id: '41' } } };
    let letGo = () => undefined as void;
    release = new Promise<void>((resolve) => (letGo = resolve));
    const app = createStorefront(baseUrl, 'en');
    const { result } = renderHook(() => useQuoteRequest(), { wrapper: app.wrapper });
    expect(result.current.isSubmitting).toBe(false);

    let outcome: ReturnType<typeof result.current.submitQuoteRequest> | undefined;
    act(() => {
      outcome = result.current.submitQuoteRequest(request);
    });
    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(result.current.isSubmitting).toBe(true);
    letGo();
    await act(async () => {
      expect(await outcome).toMatchObject({ success: true, data: { id: '41' } });
    });
    expect(result.current.isSubmitting).toBe(false);

    expect(arrivals[0]).toMatchObject({
      method: 'POST',
      url: '/pdpd/hello/order/quotations',
      headers: { language: '1', channel: '6' },
      body: request,
    });
    expect(arrivals[0]?.headers['content-type']).toContain('application/json');
    expect(arrivals[0]?.headers.authorization).toBeUndefined();
    expect(app.failures).toEqual([]);
  });

  it('links the request to the buyer when signed in', async () => {
    answer = { status: 200, body: { success: true, code: 200, msg: 'نجاح', data: { id: '42' } } };
    const app = createStorefront(baseUrl, 'ar');
    app.session.signIn('token-of-ali');
    const { result } = renderHook(() => useQuoteRequest(), { wrapper: app.wrapper });
    await act(() => result.current.submitQuoteRequest(request));
    expect(arrivals[0]?.headers).toMatchObject({ authorization: 'Bearer token-of-ali', language: '9' });
  });

  it('reports a refusal for the toast, with the wait of a 429, and resolves to it', async () => {
    const msg = 'Too many quote requests; please try again in 55 minutes.';
    answer = { status: 429, body: { success: false, code: 429, msg, data: { secondsLeft: 3300 } } };
    const app = createStorefront(baseUrl, 'en');
    const { result } = renderHook(() => useQuoteRequest(), { wrapper: app.wrapper });
    const outcome = await act(() => result.current.submitQuoteRequest(request));
    expect(outcome).toMatchObject({
      success: false,
      kind: 'rejected',
      code: 429,
      data: { secondsLeft: 3300 },
      message: { text: msg },
      retryable: true,
    });
    expect(app.failures).toEqual([outcome]);
    expect(result.current.isSubmitting).toBe(false);
  });
});
