import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ORDER_TABS } from '@tijara/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineWire } from '../contract';
import { createStorefront } from './testing/storefront';
import { useCartCount } from './useCart';
import { useCreateOrder, useOrderPreview, type OrderSubmission } from './useCheckout';
import { useOrderCounts } from './useOrders';

/*
 * The confirm screen's hooks over real HTTP against a loopback stand-in for the preview and
 * create calls (the calls themselves are tested against the real server): a cart of two lines in
 * memory for one token, and `createOrder` idempotent by `requestId` as the contract says, so a
 * test sees how many orders were made as well as how many requests arrived.
 */

const TOKEN = 'token-of-ali';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let server: Server;
let baseUrl = '';
let cart: string[] = [];
/** Order numbers by the request id that made them. */
let orders = new Map<string, string>();
/** Answers `createOrder` with this refusal once, then as usual. */
let refuseNext: string | null = null;
/** While set, `createOrder` answers only once it resolves (a slow network, to double-click into). */
let gate: Promise<void> | null = null;
const arrivals: { path: string; body: Record<string, unknown> }[] = [];

/** The tabs' badges with `made` orders, all awaiting payment. */
function badges(made: number): Record<string, number> {
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0]));
  return { ...counts, all: made, awaitingPay: made };
}

function line(id: string): OrderLineWire {
  return {
    id,
    productId: '501',
    skuId: `501${id}`,
    platformType: 1,
    name: `Desk lamp ${id}`,
    attributes: [{ name: 'Colour', value: 'White' }],
    imageUrl: null,
    unitPrice: 1_000,
    quantity: 2,
    lineTotal: 2_000,
  };
}

async function answer(
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; data?: unknown; msg?: string }> {
  switch (path) {
    case '/hello/cart/getProductNum':
      return { status: 200, data: cart.length };
    case '/hello/order/getStatusCount':
      return { status: 200, data: badges(orders.size) };
    case '/hello/order/previewOrder': {
      const ids = body.itemIds as string[];
      if (ids.some((id) => !cart.includes(id))) return { status: 404, msg: 'Not in your cart.' };
      const lines = ids.map(line);
      return {
        status: 200,
        data: {
          lines,
          costs: [
            { line: 'goodsPrice', amount: 2_000 * ids.length, estimated: false },
            { line: 'chinaFreight', amount: 300, estimated: false },
          ],
          goodsPrice: 2_000 * ids.length,
          chinaFreight: 300,
          amount: 2_000 * ids.length + 300,
          minimumOrder: 1_500,
          estimates: { sea: { internationalFreight: 700, insurance: 40, landedTotal: 5_040 }, air: null },
          problem: null,
        },
      };
    }
    case '/hello/order/createOrder': {
      if (gate) await gate;
      if (refuseNext !== null) {
        const msg = refuseNext;
        refuseNext = null;
        return { status: 422, msg };
      }
      const requestId = String(body.requestId);
      const made = orders.get(requestId);
      if (made) return { status: 200, data: { orderNo: made } };
      const orderNo = `2026112600000000${orders.size + 1}`;
      orders.set(requestId, orderNo);
      const ids = body.itemIds as string[];
      cart = cart.filter((id) => !ids.includes(id));
      return { status: 200, data: { orderNo } };
    }
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
      const reply = (status: number, envelope: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        reply(401, { success: false, code: 401, msg: 'Please sign in first.', data: null });
        return;
      }
      void answer(path, body).then(({ status, data, msg }) =>
        reply(status, { success: status === 200, code: status, msg: msg ?? 'Success', data: data ?? null }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  arrivals.length = 0;
  cart = [];
  orders = new Map();
  refuseNext = null;
  gate = null;
  localStorage.clear();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === `/hello/${path}`);

const PICKUP: OrderSubmission = {
  itemIds: ['11', '12'],
  deliveryMethod: 2,
  logisticsMode: 'sea',
  remark: '',
};

describe('useOrderPreview', () => {
  it('waits for the chosen lines and the sign-in, then asks once per set of lines, whatever their order', async () => {
    cart = ['11', '12'];
    const app = createStorefront(baseUrl, 'en');
    const { result, rerender } = renderHook(({ ids }) => useOrderPreview(ids), {
      wrapper: app.wrapper,
      initialProps: { ids: null as string[] | null },
    });
    act(() => void app.session.signIn(TOKEN));
    rerender({ ids: [] });
    expect(result.current.isLoading).toBe(false);
    expect(callsTo('order/previewOrder')).toEqual([]);

    rerender({ ids: ['12', '11'] });
    await waitFor(() => expect(result.current.preview?.lines).toHaveLength(2));
    expect(callsTo('order/previewOrder').map((call) => call.body)).toEqual([{ itemIds: ['11', '12'] }]);
    expect(result.current.preview?.estimates).toEqual({
      sea: { internationalFreight: 700, insurance: 40, landedTotal: 5_040 },
      air: null,
    });

    rerender({ ids: ['11', '12'] });
    expect(result.current.preview?.amount).toBe(4_300);
    expect(callsTo('order/previewOrder')).toHaveLength(1);
  });

  it('reports lines that left the cart as its error, without retrying', async () => {
    cart = ['11'];
    const app = createStorefront(baseUrl, 'en');
    app.session.signIn(TOKEN);
    const { result } = renderHook(() => useOrderPreview(['11', '99']), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.error?.failure.code).toBe(404));
    expect(result.current.preview).toBeUndefined();
    expect(callsTo('order/previewOrder')).toHaveLength(1);
  });
});

describe('useCreateOrder', () => {
  it('sends a double click once, under one request id, and refetches the cart count and the order badges', async () => {
    cart = ['11', '12'];
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const app = createStorefront(baseUrl, 'en');
    app.session.signIn(TOKEN);
    const { result } = renderHook(
      () => ({ count: useCartCount(), badges: useOrderCounts(), create: useCreateOrder() }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => expect(result.current.count.count).toBe(2));
    await waitFor(() => expect(result.current.badges.counts).toEqual(badges(0)));
    expect(result.current.create.requestId).toMatch(UUID);

    let first!: ReturnType<typeof result.current.create.placeOrder>;
    let second!: ReturnType<typeof result.current.create.placeOrder>;
    act(() => {
      first = result.current.create.placeOrder(PICKUP);
      second = result.current.create.placeOrder(PICKUP);
    });
    await waitFor(() => expect(result.current.create.isMutating).toBe(true));
    await waitFor(() => expect(callsTo('order/createOrder')).toHaveLength(1));
    open();
    const [one, two] = await act(() => Promise.all([first, second]));
    expect(one).toMatchObject({ success: true, data: { orderNo: '20261126000000001' } });
    expect(two).toEqual(one);
    expect(callsTo('order/createOrder').map((call) => call.body)).toEqual([
      { ...PICKUP, requestId: result.current.create.requestId },
    ]);
    expect(orders.size).toBe(1);
    await waitFor(() => expect(result.current.count.count).toBe(0));
    await waitFor(() => expect(result.current.badges.counts).toEqual(badges(1)));
    expect(result.current.create.isMutating).toBe(false);
  });

  it('retries a refused submission under the same request id, and a new visit makes a new one', async () => {
    cart = ['11', '12'];
    refuseNext = 'Only 1 of “Desk lamp 11” are left.';
    const app = createStorefront(baseUrl, 'en');
    app.session.signIn(TOKEN);
    const visit = renderHook(() => ({ count: useCartCount(), create: useCreateOrder() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(visit.result.current.count.count).toBe(2));

    const refused = await act(() => visit.result.current.create.placeOrder(PICKUP, { silent: true }));
    expect(refused).toMatchObject({ success: false, code: 422, msg: 'Only 1 of “Desk lamp 11” are left.' });
    // A silent call leaves the refusal to the screen: no toast.
    expect(app.failures).toEqual([]);
    // Nothing was made, so nothing is refetched.
    expect(callsTo('cart/getProductNum')).toHaveLength(1);

    const retried = await act(() => visit.result.current.create.placeOrder({ ...PICKUP, remark: 'Fragile' }));
    expect(retried).toMatchObject({ success: true, data: { orderNo: '20261126000000001' } });
    const ids = callsTo('order/createOrder').map((call) => call.body.requestId);
    expect(ids).toEqual([visit.result.current.create.requestId, visit.result.current.create.requestId]);
    await waitFor(() => expect(visit.result.current.count.count).toBe(0));

    const again = renderHook(() => useCreateOrder(), { wrapper: app.wrapper });
    expect(again.result.current.requestId).toMatch(UUID);
    expect(again.result.current.requestId).not.toBe(visit.result.current.create.requestId);
  });
});
