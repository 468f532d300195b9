import { createSessionStore } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLineWire, cartWireOf, type CartWire } from '../../test/cartFixtures';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = cartLineWire;
const cartOf = cartWireOf;

function api(cart: () => CartWire, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
    '/ds/category/hello-category-tree': () => envelope(200, []),
    '/ds/hotWords/list': () => envelope(200, []),
    '/hello/cart/getProductNum': () => envelope(200, cart().records.length),
    '/hello/cart/selectCartPage': () => envelope(200, cart()),
    ...extra,
  });
}

function renderCart() {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path: '/buyer_cart', session });
}

function bodiesTo(calls: { path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

describe('the cart', () => {
  it('lists the lines with their totals, and changes, selects and deletes them through the server', async () => {
    let records = [line('1'), line('2', { name: 'Desk lamp 2', priceChanged: true, addedUnitPrice: 900 })];
    const { calls } = api(() => cartOf(records), {
      '/hello/cart/updateProduct': () => envelope(200, { id: '1', quantity: 3 }),
      '/hello/cart/selectProduct': () => envelope(200, { selectedCount: 0 }),
      '/hello/cart/deleteProduct': () => {
        records = records.filter((record) => record.id !== '2');
        return envelope(200, { deleted: 1 });
      },
    });
    renderCart();

    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'Cart' });
    expect(within(heading.parentElement ?? document.body).getByText('2 items')).toBeTruthy();
    expect(screen.getByText(/Price changed, was/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Cart summary' });
    expect(within(summary).getByText('2 items selected')).toBeTruthy();
    expect(within(summary).getByText('$40.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity Quantity of Desk lamp 1' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/cart/updateProduct')).toEqual([{ id: '1', quantity: 3 }]),
    );

    fireEvent.click(within(summary).getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/cart/selectProduct')).toEqual([{ all: true, selected: false }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Desk lamp 2' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/cart/deleteProduct')).toEqual([{ ids: ['2'] }]));
    expect(await screen.findByText('Removed “Desk lamp 2” from the cart.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Desk lamp 2')).toBeNull());

    fireEvent.click(within(summary).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(currentLocation.value).toBe('/confirm-orders'));
  });

  it('acts on the line whose control was used, after the cart was read again', async () => {
    let records = [line('1'), line('2', { name: 'Desk lamp 2' })];
    const { calls } = api(() => cartOf(records), {
      '/hello/cart/updateProduct': () => {
        records = records.map((record) => (record.id === '1' ? { ...record, quantity: 3 } : record));
        return envelope(200, { id: '1', quantity: 3 });
      },
      '/hello/cart/selectProduct': () => envelope(200, { selectedCount: 1 }),
    });
    renderCart();

    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity Quantity of Desk lamp 1' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/cart/updateProduct')).toEqual([{ id: '1', quantity: 3 }]),
    );
    // The lines are memoized; the second, unchanged, still reaches the page's current handlers.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/hello/cart/selectCartPage').length).toBe(2),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Desk lamp 2' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/cart/selectProduct')).toEqual([{ ids: ['2'], selected: false }]),
    );
  });

  it('keeps "confirm order" off under the minimum order, with the message', async () => {
    api(() => cartOf([line('1', { quantity: 1, lineTotal: 1_000 })]));
    renderCart();
    const summary = await screen.findByRole('region', { name: 'Cart summary' });
    expect(within(summary).getByText(/minimum order/i)).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Confirm order' })).toHaveProperty('disabled', true);
  });

  it('says when the cart is empty and leads back to the products', async () => {
    api(() => cartOf([]));
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/');
  });

  it('says when the cart cannot be loaded', async () => {
    fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
      '/hello/cart/getProductNum': () => envelope(200, 0),
      '/hello/cart/selectCartPage': () => envelope(500, null, 'system error'),
    });
    renderCart();
    expect(await screen.findByText('The cart could not be loaded.')).toBeTruthy();
  });
});
