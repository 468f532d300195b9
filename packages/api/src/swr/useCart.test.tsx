import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartLineWire } from '../contract';
import { createStorefront } from './testing/storefront';
import { useCart, useCartCount, useCartMutations, useCartProductLines } from './useCart';

/*
 * The cart hooks over real HTTP against a loopback stand-in for the cart calls (the calls
 * themselves are tested against the real server in apps/server/test/cartApi.ts): a cart in memory
 * for one token, so what a hook shows after a change is what the stand-in answered to its refetch.
 */

const TOKEN = 'token-of-ali';
let server: Server;
let baseUrl = '';
let lines: CartLineWire[] = [];
let serial = 0;
const arrivals: { path: string; body: Record<string, unknown> }[] = [];

function line(productId: string, skuId: string, quantity: number): CartLineWire {
  serial += 1;
  return {
    id: String(serial),
    productId,
    skuId,
    platformType: 1,
    name: 'Shirt',
    imageUrl: null,
    attributes: [{ name: 'Colour', value: 'Red' }],
    quantity,
    selected: true,
    available: true,
    unitPrice: 1_000,
    addedUnitPrice: 1_000,
    priceChanged: false,
    stock: 10,
    addedStock: 10,
    stockChanged: false,
    maxQuantity: 10,
    minOrder: 1,
    lineTotal: 1_000 * quantity,
    problem: null,
    createdAt: '2026-03-02T06:00:00.000Z',
  };
}

/** What the stand-in answers to `path`: the data, or a refusal with its status and message. */
function answer(
  path: string,
  body: Record<string, unknown>,
): { status: number; data?: unknown; msg?: string } {
  const page = (records: CartLineWire[]) => ({ records, total: records.length, pageNum: 1, pageSize: 200 });
  switch (path) {
    case '/hello/cart/getProductNum':
      return { status: 200, data: lines.length };
    case '/hello/cart/selectCartPage': {
      const total = lines.reduce((sum, each) => sum + each.lineTotal, 0);
      return {
        status: 200,
        data: {
          ...page(lines),
          summary: {
            lineCount: lines.length,
            selectedCount: lines.length,
            selectedQuantity: lines.reduce((sum, each) => sum + each.quantity, 0),
            selectedTotal: total,
            minimumOrder: 1_500,
            orderProblem: total < 1_500 ? { key: 'cart.belowMinimumOrder', itemIds: [] } : null,
          },
        },
      };
    }
    case '/hello/cart/selectCartProductPage':
      return { status: 200, data: page(lines.filter((each) => each.productId === body.productId)) };
    case '/hello/cart/addCart': {
      const quantity = Number(body.quantity);
      if (quantity > 10) return { status: 400, msg: 'Only 10 in stock.' };
      const added = line(String(body.productId), String(body.skuId), quantity);
      lines = [added, ...lines];
      return { status: 200, data: { id: added.id, quantity } };
    }
    case '/hello/cart/updateProduct':
      lines = lines.map((each) =>
        each.id === body.id
          ? { ...each, quantity: Number(body.quantity), lineTotal: 1_000 * Number(body.quantity) }
          : each,
      );
      return { status: 200, data: { id: body.id, quantity: body.quantity } };
    case '/hello/cart/deleteProduct': {
      const ids = body.ids as string[];
      lines = lines.filter((each) => !ids.includes(each.id));
      return { status: 200, data: { deleted: ids.length } };
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
      const { status, data, msg } = answer(path, body);
      reply(status, { success: status === 200, code: status, msg: msg ?? 'Success', data: data ?? null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  arrivals.length = 0;
  lines = [];
  localStorage.clear();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === `/hello/cart/${path}`);

describe('the cart hooks', () => {
  it('wait while signed out, then keep the cart and the header count right after every change', async () => {
    const app = createStorefront(baseUrl, 'en');
    const { result } = renderHook(
      () => ({
        cart: useCart(),
        count: useCartCount(),
        shirtLines: useCartProductLines('501'),
        change: useCartMutations(),
      }),
      { wrapper: app.wrapper },
    );
    expect(result.current.count.count).toBeUndefined();
    expect(arrivals).toEqual([]);

    act(() => void app.session.signIn(TOKEN));
    await waitFor(() => expect(result.current.count.count).toBe(0));
    await waitFor(() => expect(result.current.cart.cart?.records).toEqual([]));
    expect(callsTo('selectCartPage')[0]?.body).toEqual({ pageSize: 200 });

    const added = await act(() =>
      result.current.change.addToCart({ productId: '501', skuId: '5011', quantity: 2 }),
    );
    if (!added.success) throw new Error('the line was not added');
    await waitFor(() => expect(result.current.count.count).toBe(1));
    await waitFor(() =>
      expect(result.current.shirtLines.lines?.map((each) => each.id)).toEqual([added.data.id]),
    );
    await waitFor(() => expect(result.current.cart.cart?.summary.selectedTotal).toBe(2_000));

    await act(() => result.current.change.updateQuantity({ id: added.data.id, quantity: 3 }));
    await waitFor(() => expect(result.current.cart.cart?.records[0]?.quantity).toBe(3));
    expect(result.current.cart.cart?.summary).toMatchObject({ selectedTotal: 3_000, orderProblem: null });

    await act(() => result.current.change.deleteLines({ ids: [added.data.id] }));
    await waitFor(() => expect(result.current.count.count).toBe(0));
    await waitFor(() => expect(result.current.cart.cart?.records).toEqual([]));
    expect(result.current.change.isMutating).toBe(false);
    expect(callsTo('getProductNum')).toHaveLength(4);
  });

  it('reports a refused add for the toast and refetches nothing', async () => {
    const app = createStorefront(baseUrl, 'en');
    app.session.signIn(TOKEN);
    const { result } = renderHook(() => ({ count: useCartCount(), change: useCartMutations() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(result.current.count.count).toBe(0));
    const outcome = await act(() =>
      result.current.change.addToCart({ productId: '501', skuId: '5011', quantity: 11 }),
    );
    // The toast says the mapped text of 400 (spec section 7); the server's sentence travels in `msg`.
    expect(outcome).toMatchObject({ success: false, code: 400, msg: 'Only 10 in stock.' });
    expect(app.failures).toEqual([outcome]);
    expect(callsTo('getProductNum')).toHaveLength(1);
  });
});
