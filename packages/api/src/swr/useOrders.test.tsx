import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ORDER_TABS } from '@tijara/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetailWire, OrderSummaryWire } from '../contract';
import { createStorefront } from './testing/storefront';
import {
  useOrderCounts,
  useOrderDetail,
  useOrderDocuments,
  useOrderMutations,
  useOrderPage,
  useOrderTrack,
} from './useOrders';

/*
 * The order hooks over real HTTP against a loopback stand-in for the order calls (the calls
 * themselves are tested against the real server): one order in memory for one token, so what a
 * hook shows after a change is what the stand-in answered to its refetch.
 */

const TOKEN = 'token-of-ali';
const ORDER_NO = '202611260123456789';
const PDF_BYTES = '%PDF-1.7 order';
let server: Server;
let baseUrl = '';
let remark = '';
let status = 1;
const arrivals: { path: string; body: Record<string, unknown>; language: string | undefined }[] = [];

function summary(): OrderSummaryWire {
  return {
    orderNo: ORDER_NO,
    orderedAt: '2026-11-26T08:00:00.000Z',
    status,
    amount: 4_200,
    paidAt: null,
    receivingWay: 2,
    lineCount: 1,
    quantity: 3,
    items: [{ name: 'Desk lamp', imageUrl: null }],
  };
}

function detail(): OrderDetailWire {
  const { orderNo, orderedAt, amount, paidAt, receivingWay, lineCount, quantity } = summary();
  return {
    orderNo,
    orderedAt,
    status,
    amount,
    paidAt,
    receivingWay,
    lineCount,
    quantity,
    remark,
    purchaser: 'Ali',
    consignee: 'Ali',
    logisticsMode: 'sea',
    address: null,
    addressId: null,
    lines: [],
    costs: [{ line: 'goodsPrice', amount: 4_000, estimated: false }],
    freeStoragePeriodDays: null,
    totals: { goods: 4_000, fees: 200, order: 4_200 },
    history: [{ status: 1, at: '2026-11-26T08:00:00.000Z' }],
    trackingNo: null,
    actions: { changeDelivery: true, confirmReceipt: status === 3, cancel: status === 1 },
  };
}

/** The badges: every tab's count (the contract requires all ten). */
function counts(): Record<string, number> {
  const each = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0]));
  return { ...each, all: 1, awaitingPay: status === 1 ? 1 : 0 };
}

/** What the stand-in answers to `path`: the data, or a refusal with its status and message. */
function answer(
  path: string,
  body: Record<string, unknown>,
): { status: number; data?: unknown; msg?: string } {
  if ('orderNo' in body && body.orderNo !== ORDER_NO) return { status: 404, msg: 'No such order.' };
  switch (path) {
    case '/hello/order/selectOrderPage': {
      const listed = body.tab === 'all' || (body.tab === 'awaitingPay' && status === 1);
      const records = listed ? [summary()] : [];
      return { status: 200, data: { records, total: records.length, pageNum: body.pageNum, pageSize: 10 } };
    }
    case '/hello/order/getStatusCount':
      return { status: 200, data: counts() };
    case '/hello/order/queryOrderDetail':
      return { status: 200, data: detail() };
    case '/hello/logistic/track':
      return { status: 200, data: { trackingNo: null, logisticsMode: 'sea', events: [] } };
    case '/hello/order/addOrderRemark':
      remark = String(body.remark).trim();
      return { status: 200, data: { remark } };
    case '/hello/order/changeOrder':
      return { status: 200, data: { receivingWay: body.deliveryMethod } };
    case '/hello/order/confirmOrder':
      if (status !== 3) return { status: 422, msg: 'The order cannot be received now.' };
      status = 4;
      return { status: 200, data: { status } };
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
      const language = request.headers.language as string | undefined;
      arrivals.push({ path, body, language });
      const reply = (code: number, envelope: unknown) =>
        response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        reply(401, { success: false, code: 401, msg: 'Please sign in first.', data: null });
        return;
      }
      if (/^\/hello\/order\/(printOrder|exportOrderPdf|exportOrderFeePdf)$/.test(path)) {
        if (body.orderNo !== ORDER_NO) {
          reply(404, { success: false, code: 404, msg: 'No such order.', data: null });
          return;
        }
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(`${PDF_BYTES} ${path}`);
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
  remark = '';
  status = 1;
  localStorage.clear();
  vi.restoreAllMocks();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === path);

function signedIn() {
  const app = createStorefront(baseUrl, 'en');
  app.session.signIn(TOKEN);
  return app;
}

describe('the order hooks', () => {
  it('read a tab page, the badges, the order and its tracking, and refetch them after a remark', async () => {
    const app = signedIn();
    const { result } = renderHook(
      () => ({
        list: useOrderPage('awaitingPay', 1),
        counts: useOrderCounts(),
        order: useOrderDetail(ORDER_NO),
        track: useOrderTrack(ORDER_NO),
        change: useOrderMutations(ORDER_NO),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() =>
      expect(result.current.list.page?.records.map((order) => order.orderNo)).toEqual([ORDER_NO]),
    );
    expect(callsTo('/hello/order/selectOrderPage')[0]?.body).toEqual({ tab: 'awaitingPay', pageNum: 1 });
    await waitFor(() =>
      expect(result.current.counts.counts).toMatchObject({ all: 1, awaitingPay: 1, completed: 0 }),
    );
    await waitFor(() => expect(result.current.order.order?.remark).toBe(''));
    await waitFor(() => expect(result.current.track.track?.events).toEqual([]));

    const saved = await act(() => result.current.change.saveRemark('  Leave at the gate  '));
    expect(saved).toMatchObject({ success: true, data: { remark: 'Leave at the gate' } });
    await waitFor(() => expect(result.current.order.order?.remark).toBe('Leave at the gate'));
    expect(callsTo('/hello/order/addOrderRemark').map((call) => call.body)).toEqual([
      { orderNo: ORDER_NO, remark: '  Leave at the gate  ' },
    ]);
    await waitFor(() => expect(callsTo('/hello/order/getStatusCount')).toHaveLength(2));
    expect(callsTo('/hello/order/selectOrderPage')).toHaveLength(2);
  });

  it('change the delivery and confirm receipt, and the list moves the order out of its tab', async () => {
    status = 3;
    const app = signedIn();
    const { result } = renderHook(
      () => ({
        list: useOrderPage('all', 1),
        order: useOrderDetail(ORDER_NO),
        change: useOrderMutations(ORDER_NO),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => expect(result.current.order.order?.actions.confirmReceipt).toBe(true));
    await act(() => result.current.change.changeDelivery({ deliveryMethod: 2, emailAddressId: null }));
    expect(callsTo('/hello/order/changeOrder').map((call) => call.body)).toEqual([
      { orderNo: ORDER_NO, deliveryMethod: 2, emailAddressId: null },
    ]);
    const confirmed = await act(() => result.current.change.confirmReceipt());
    expect(confirmed).toMatchObject({ success: true, data: { status: 4 } });
    await waitFor(() => expect(result.current.order.order?.status).toBe(4));
    await waitFor(() => expect(result.current.list.page?.records[0]?.status).toBe(4));
    expect(result.current.change.isMutating).toBe(false);
  });

  it('answer an unknown order number with its 404, left to the page (no toast), and wait while there is no number', async () => {
    const app = signedIn();
    const { result } = renderHook(() => ({ missing: useOrderDetail('999'), none: useOrderDetail(null) }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(result.current.missing.error?.failure.code).toBe(404));
    expect(result.current.missing.order).toBeUndefined();
    expect(result.current.none.isLoading).toBe(false);
    expect(callsTo('/hello/order/queryOrderDetail').map((call) => call.body)).toEqual([{ orderNo: '999' }]);
    expect(app.failures).toEqual([]);
  });

  it('save the PDFs under the order number, open the printable one in a new tab, and report a failure', async () => {
    const app = signedIn();
    const urls: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      urls.push(blob);
      return `blob:test/${urls.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    const { result } = renderHook(() => useOrderDocuments(ORDER_NO, 'IQD'), { wrapper: app.wrapper });
    const order = await act(() => result.current.open('order'));
    expect(order.success).toBe(true);
    await act(() => result.current.open('fees'));
    expect(saved).toEqual([
      { href: 'blob:test/1', download: `order-${ORDER_NO}.pdf` },
      { href: 'blob:test/2', download: `order-${ORDER_NO}-fees.pdf` },
    ]);
    expect(await urls[0]?.text()).toBe(`${PDF_BYTES} /hello/order/exportOrderPdf`);
    expect(await urls[1]?.text()).toBe(`${PDF_BYTES} /hello/order/exportOrderFeePdf`);

    await act(() => result.current.open('print'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:test/3');
    expect(callsTo('/hello/order/printOrder').map((call) => call.body)).toEqual([
      { orderNo: ORDER_NO, currency: 'IQD' },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(result.current.pending).toBeNull();

    const { result: other } = renderHook(() => useOrderDocuments('999'), { wrapper: app.wrapper });
    const refused = await act(() => other.current.open('print'));
    expect(refused).toMatchObject({ success: false, code: 404 });
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(app.failures).toHaveLength(1);
    expect(saved).toHaveLength(2);
  });
});
