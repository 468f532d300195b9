import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, currentLocation, envelope, fakeApi, renderSignedIn } from '../../test/renderApp';
import { navigationFor, STAFF_NAVIGATION } from './staffNavigation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Procurement staff: `userInfo` answers level 12; finance's and operations' reads refuse them. */
const PROCUREMENT = {
  userId: '61',
  userName: 'hadi.procurement',
  level: 12,
  phone: '',
  email: 'hadi@tijara.test',
};
const ORDER_NO = '2026112601000000077';

const paid = {
  orderNo: ORDER_NO,
  status: 14,
  original: 5_000,
  current: 5_000,
  floor: 4_750,
  refunded: 0,
  pending: 0,
  blockedBy: null,
  changes: [],
};

const lowered = {
  ...paid,
  current: 4_800,
  pending: 200,
  changes: [
    {
      id: '5',
      previous: 5_000,
      amount: 4_800,
      note: 'Bulk discount agreed by phone',
      changedBy: PROCUREMENT.userName,
      changedAt: '2026-11-27T09:30:00.000Z',
      refund: { state: 'pending', amount: 200, creditedAt: null, expectedAt: '2026-11-29T01:00:00.000Z' },
    },
  ],
};

function procurementApi(answers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/hello/user/userInfo': () => envelope(200, PROCUREMENT),
    '/hello/staff/payment/reviewList': () => envelope(403, null, 'You may not do this.'),
    '/hello/staff/secondStage/awaiting': () => envelope(403, null, 'You may not do this.'),
    '/hello/order/priceChanges': () => envelope(200, paid),
    ...answers,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change the price' }));

describe('the VIP price change page', () => {
  it('is procurement’s entry in the console', () => {
    expect(navigationFor(['procurement'], STAFF_NAVIGATION).map((entry) => entry.id)).toEqual([
      'priceChange',
    ]);
  });

  it('opens to a level-12 member in Arabic, right to left, and finds an order by its number', async () => {
    const { calls } = procurementApi();
    renderSignedIn('/staff/procurement/price-change', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تغيير سعر طلب VIP' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).getByRole('link', { name: 'تغيير سعر VIP' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen
        .getByRole('heading', { name: 'أدخل رقم الطلب لعرض سعره.' })
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('rtl');
    fireEvent.change(field('رقم الطلب'), { target: { value: ` ${ORDER_NO} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'ابحث عن الطلب' }));
    await waitFor(() =>
      expect(currentLocation.value).toBe(`/staff/procurement/price-change?orderNo=${ORDER_NO}`),
    );
    expect(await screen.findByRole('heading', { name: 'سعر البضائع الجديد' })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/priceChanges')).toEqual([{ orderNo: ORDER_NO }]);
  });

  it('checks the price and the note before sending, sends cents with one key, and shows the change', async () => {
    let view: object = paid;
    const { calls } = procurementApi({
      '/hello/order/priceChanges': () => envelope(200, view),
      '/hello/staff/order/changePrice': () => {
        view = lowered;
        return envelope(200, lowered);
      },
    });
    renderSignedIn(`/staff/procurement/price-change?orderNo=${ORDER_NO}`);
    await screen.findByRole('heading', { name: 'New goods price' });
    expect(screen.getByText('Below $50.00, and not below $47.50.')).toBeTruthy();

    fireEvent.change(field('New price in US dollars'), { target: { value: '50' } });
    submit();
    expect(await screen.findByText('The new price must be below $50.00.')).toBeTruthy();
    expect(screen.getByText('Enter a note.')).toBeTruthy();
    fireEvent.change(field('New price in US dollars'), { target: { value: '47.49' } });
    fireEvent.change(field('Note'), { target: { value: 'x'.repeat(101) } });
    submit();
    expect(await screen.findByText('The new price cannot be below $47.50.')).toBeTruthy();
    expect(screen.getByText('A note has at most 100 characters.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/order/changePrice')).toEqual([]);

    fireEvent.change(field('New price in US dollars'), { target: { value: '48' } });
    fireEvent.change(field('Note'), { target: { value: ' Bulk discount agreed by phone ' } });
    submit();
    await waitFor(() => expect(bodiesTo(calls, '/hello/staff/order/changePrice')).toHaveLength(1));
    const [sent] = bodiesTo(calls, '/hello/staff/order/changePrice') as Record<string, unknown>[];
    expect(sent).toEqual({
      orderNo: ORDER_NO,
      amount: 4_800,
      note: 'Bulk discount agreed by phone',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    // The order is read again: the current price, the change with who made it, its refund pending.
    expect(await screen.findByRole('heading', { name: '1 price change' })).toBeTruthy();
    expect(screen.getAllByText('$48.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/By hadi\.procurement on/)).toBeTruthy();
    expect(screen.getByText(/Refund of \$2\.00 due in the weekly run of/)).toBeTruthy();
  });

  it('shows the server’s refusal beside the form, and why an order cannot be negotiated', async () => {
    procurementApi({
      '/hello/staff/order/changePrice': () =>
        envelope(422, null, 'Prices can be negotiated only for VIP members upgraded in 2024 or later.'),
    });
    renderSignedIn(`/staff/procurement/price-change?orderNo=${ORDER_NO}`);
    await screen.findByRole('heading', { name: 'New goods price' });
    fireEvent.change(field('New price in US dollars'), { target: { value: '49.90' } });
    fireEvent.change(field('Note'), { target: { value: 'Loyal customer' } });
    submit();
    const refusal = await screen.findByText(/only for VIP members upgraded in 2024/);
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.closest('form')).not.toBeNull();
    cleanup();

    procurementApi({
      '/hello/order/priceChanges': () =>
        envelope(200, { ...paid, status: 1, blockedBy: 'vipPriceChange.order.notPaid' }),
    });
    renderSignedIn(`/staff/procurement/price-change?orderNo=${ORDER_NO}`);
    expect(
      await screen.findByText(
        'The price can be negotiated only after the first payment of the order is made.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New goods price' })).toBeNull();
    expect(screen.getByText('The price of this order has not been changed.')).toBeTruthy();
  });

  it('shows the loading state, says when no order has the number, and retries a failed read', async () => {
    let answer: (response: Response) => void = () => undefined;
    let failing = true;
    procurementApi({
      '/hello/order/priceChanges': (request) =>
        request
          .clone()
          .json()
          .then((body: { orderNo: string }) =>
            body.orderNo === 'NOPE'
              ? envelope(404, null, 'There is no such order.')
              : body.orderNo === 'SLOW'
                ? new Promise<Response>((resolve) => (answer = resolve))
                : failing
                  ? envelope(500, null, 'system error')
                  : envelope(200, paid),
          ),
    });
    renderSignedIn('/staff/procurement/price-change?orderNo=SLOW');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    answer(envelope(200, { ...paid, orderNo: 'SLOW' }));
    expect(await screen.findByRole('heading', { name: 'Order SLOW' })).toBeTruthy();
    cleanup();

    renderSignedIn('/staff/procurement/price-change?orderNo=NOPE');
    expect(await screen.findByRole('heading', { name: 'There is no order NOPE.' })).toBeTruthy();
    cleanup();

    renderSignedIn(`/staff/procurement/price-change?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('This could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'New goods price' })).toBeTruthy();
  }, 20_000);
});
