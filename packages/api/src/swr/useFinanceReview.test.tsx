import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefront } from './testing/storefront';
import { useReviewDecisions, useReviewQueue, useReviewVoucherImage } from './useFinanceReview';

/*
 * Finance's hooks over real HTTP against a loopback stand-in for the review calls (the calls
 * themselves are tested against the real server): a queue in memory for finance's token, a 403 for
 * a buyer's, so what a hook shows after a decision is what the stand-in answered to its refetch.
 */

const FINANCE_TOKEN = 'token-of-finance';
const BUYER_TOKEN = 'token-of-buyer';
const VOUCHER = '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a01';
let server: Server;
let baseUrl = '';
let queue: Record<string, unknown>[] = [];
const arrivals: { path: string; body: Record<string, unknown> }[] = [];

function item(attemptId: string, method: 'bank_transfer' | 'cash' = 'bank_transfer') {
  return {
    attemptId,
    orderNo: `20261126010000000${attemptId}`,
    stage: 1,
    method,
    buyer: { userId: '7', userName: 'layla', phone: '', email: '' },
    amount: 12_345,
    currency: 'USD',
    amountIqd: null,
    iqdPerUsd: 1310,
    submittedAt: '2026-11-26T08:00:00.000Z',
    voucherIds: method === 'cash' ? [] : [VOUCHER],
    previousRejections: 0,
  };
}

function decide(body: Record<string, unknown>, kind: string, reviewCode: number) {
  const index = queue.findIndex((entry) => entry.attemptId === body.attemptId);
  if (index < 0) return { status: 404, msg: 'No such payment.' };
  queue.splice(index, 1);
  return {
    status: 200,
    data: {
      attemptId: body.attemptId,
      kind,
      reviewCode,
      decidedBy: '41',
      decidedAt: '2026-11-26T09:30:00.000Z',
      orderStatus: reviewCode === 10 ? 2 : 1,
    },
  };
}

function answer(
  path: string,
  body: Record<string, unknown>,
): { status: number; data?: unknown; msg?: string } {
  switch (path) {
    case '/hello/staff/payment/reviewList':
      return { status: 200, data: queue };
    case '/hello/staff/payment/approve':
      return decide(body, 'reviewApproved', 10);
    case '/hello/staff/payment/reject':
      return decide(body, 'reviewRejected', 11);
    case '/hello/staff/payment/confirmCash':
      return decide(body, 'cashConfirmed', 10);
    default:
      return { status: 404, msg: 'no such call' };
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/pdpd/, '');
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      arrivals.push({ path, body });
      const reply = (code: number, envelope: unknown) =>
        response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
      const authorization = request.headers.authorization;
      if (authorization === `Bearer ${BUYER_TOKEN}`) {
        reply(403, { success: false, code: 403, msg: 'You may not do this.', data: null });
        return;
      }
      if (authorization !== `Bearer ${FINANCE_TOKEN}`) {
        reply(401, { success: false, code: 401, msg: 'Please sign in first.', data: null });
        return;
      }
      if (path === '/hello/staff/payment/voucher') {
        if (body.voucherId !== VOUCHER) {
          reply(404, { success: false, code: 404, msg: 'No such voucher.', data: null });
          return;
        }
        response.writeHead(200, { 'content-type': 'image/webp' }).end('RIFF voucher');
        return;
      }
      const { status: code, data, msg } = answer(path, body);
      reply(code, { success: code === 200, code, msg: msg ?? 'Success', data: data ?? null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  arrivals.length = 0;
  queue = [];
  localStorage.clear();
  vi.restoreAllMocks();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === path);

function signedIn(token = FINANCE_TOKEN) {
  const app = createStorefront(baseUrl, 'en');
  app.session.signIn(token);
  return app;
}

describe('finance’s review hooks', () => {
  it('read the queue, and after each decision read it again without the decided attempt', async () => {
    queue = [item('1'), item('2'), item('3', 'cash')];
    const app = signedIn();
    const { result } = renderHook(() => ({ queue: useReviewQueue(), decide: useReviewDecisions() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() =>
      expect(result.current.queue.items?.map((entry) => entry.attemptId)).toEqual(['1', '2', '3']),
    );
    expect(result.current.queue.items?.[0]?.amount).toBe(12_345);
    expect(result.current.queue.isForbidden).toBe(false);

    const approved = await act(() => result.current.decide.approve('1'));
    expect(approved).toMatchObject({
      success: true,
      data: { attemptId: '1', kind: 'reviewApproved', reviewCode: 10, decidedBy: '41' },
    });
    await waitFor(() =>
      expect(result.current.queue.items?.map((entry) => entry.attemptId)).toEqual(['2', '3']),
    );

    const rejected = await act(() => result.current.decide.reject('2', 'notReceived', 'Nothing arrived.'));
    expect(rejected).toMatchObject({ success: true, data: { reviewCode: 11, kind: 'reviewRejected' } });
    const cash = await act(() => result.current.decide.confirmCash('3'));
    expect(cash).toMatchObject({ success: true, data: { reviewCode: 10, kind: 'cashConfirmed' } });
    await waitFor(() => expect(result.current.queue.items).toEqual([]));

    expect(callsTo('/hello/staff/payment/approve').map((call) => call.body)).toEqual([{ attemptId: '1' }]);
    expect(callsTo('/hello/staff/payment/reject').map((call) => call.body)).toEqual([
      { attemptId: '2', reason: 'notReceived', note: 'Nothing arrived.' },
    ]);
    expect(callsTo('/hello/staff/payment/confirmCash').map((call) => call.body)).toEqual([
      { attemptId: '3' },
    ]);
    expect(callsTo('/hello/staff/payment/reviewList').length).toBeGreaterThanOrEqual(4);
    expect(result.current.decide.isDeciding).toBe(false);
  });

  it('answer a decided attempt’s second decision with the server’s refusal, reported', async () => {
    queue = [item('1')];
    const app = signedIn();
    const { result } = renderHook(() => useReviewDecisions(), { wrapper: app.wrapper });
    await act(() => result.current.approve('1'));
    const again = await act(() => result.current.approve('1'));
    expect(again).toMatchObject({ success: false, code: 404 });
    expect(app.failures.map((failure) => failure.code)).toEqual([404]);
  });

  it('tell a caller without the role by isForbidden, with no toast and no retry', async () => {
    queue = [item('1')];
    const app = signedIn(BUYER_TOKEN);
    const { result } = renderHook(() => useReviewQueue(), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.isForbidden).toBe(true));
    expect(result.current.items).toBeUndefined();
    expect(app.failures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('/hello/staff/payment/reviewList')).toHaveLength(1);
  });

  it('wait while signed out', async () => {
    const app = createStorefront(baseUrl, 'en');
    const { result } = renderHook(() => useReviewQueue(), { wrapper: app.wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(arrivals).toEqual([]);
  });

  it('hand a voucher over as an object URL, revoked when the voucher changes', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const app = signedIn();
    const { result, rerender } = renderHook<ReturnType<typeof useReviewVoucherImage>, { id: string | null }>(
      ({ id }) => useReviewVoucherImage(id),
      {
        wrapper: app.wrapper,
        initialProps: { id: VOUCHER },
      },
    );
    await waitFor(() => expect(result.current.url).toBe('blob:test/1'));
    expect(await blobs[0]?.text()).toBe('RIFF voucher');
    expect(callsTo('/hello/staff/payment/voucher').map((call) => call.body)).toEqual([
      { voucherId: VOUCHER },
    ]);

    rerender({ id: null });
    await waitFor(() => expect(result.current.url).toBeUndefined());
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
