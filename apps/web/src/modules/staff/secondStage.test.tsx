import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, currentLocation, envelope, fakeApi, renderSignedIn } from '../../test/renderApp';
import { navigationFor, STAFF_NAVIGATION } from './staffNavigation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OPERATIONS = {
  userId: '52',
  userName: 'sami.operations',
  level: 1,
  phone: '',
  email: 'sami@tijara.test',
};
const ORDER_NO = '2026112601000000042';

const AWAITING = [
  { orderNo: ORDER_NO, buyerName: 'layla', orderedAt: '2026-11-20T08:00:00.000Z' },
  { orderNo: '2026112601000000043', buyerName: 'omar', orderedAt: '2026-11-21T08:00:00.000Z' },
];

const LINES = {
  secondStageFee: 3_000,
  seaFreight: 2_500,
  insurance: 54,
  supplementaryChinaFreight: 0,
  chinaLoadingFee: 0,
  domesticStorageFee: 0,
  valueAddedServiceFee: 0,
  warehouseStoragePerDay: 100,
};

const inChina = {
  orderNo: ORDER_NO,
  status: 9,
  buyerName: 'layla',
  lines: null,
  amount: 0,
  setBy: null,
  setAt: null,
  canSet: true,
  storage: { freeUntil: null, daysCharged: 0, charged: 0 },
};

const feeSet = {
  ...inChina,
  status: 10,
  lines: LINES,
  amount: 5_554,
  setBy: OPERATIONS.userName,
  setAt: '2026-11-26T09:30:00.000Z',
  canSet: false,
  storage: { freeUntil: '2026-12-01T09:30:00.000Z', daysCharged: 0, charged: 0 },
};

/** The API as an operations member sees it: finance's queue refused, the second stage answered. */
function operationsApi(answers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/hello/user/userInfo': () => envelope(200, OPERATIONS),
    '/hello/staff/payment/reviewList': () => envelope(403, null, 'You may not do this.'),
    '/hello/staff/secondStage/awaiting': () => envelope(200, AWAITING),
    '/hello/staff/secondStage/order': () => envelope(200, inChina),
    ...answers,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the second-stage fee page', () => {
  it('is operations’ entry in the console', () => {
    expect(navigationFor(['operations'], STAFF_NAVIGATION).map((entry) => entry.id)).toEqual([
      'secondStage',
      'searchSynonyms',
    ]);
    expect(navigationFor(['finance'], STAFF_NAVIGATION).map((entry) => entry.id)).toEqual([
      'financeReview',
      'walletTopUps',
    ]);
  });

  it('lists the orders waiting for their fee in Arabic, right to left, under operations’ navigation', async () => {
    operationsApi();
    renderSignedIn('/staff/second-stage', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'رسوم المرحلة الثانية' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'طلبان ينتظران رسوم المرحلة الثانية' })).toBeTruthy();
    const link = screen.getAllByRole('link').find((candidate) => candidate.textContent?.includes(ORDER_NO));
    expect(link?.getAttribute('href')).toBe(`/staff/second-stage?orderNo=${ORDER_NO}`);
    expect(link?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const nav = screen.getByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).getByRole('link', { name: 'رسوم المرحلة الثانية' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'مراجعة المدفوعات' })).toBeNull();
  });

  it('shows the loading state, then says when no order waits', async () => {
    let answer: (response: Response) => void = () => undefined;
    operationsApi({
      '/hello/staff/secondStage/awaiting': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSignedIn('/staff/second-stage');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    answer(envelope(200, []));
    expect(
      await screen.findByRole('heading', { name: 'No orders are waiting for their second-stage fee.' }),
    ).toBeTruthy();
  });

  it('finds an order by its number, sends the lines in cents, and shows the fee the server recorded', async () => {
    let stage: object = inChina;
    const { calls } = operationsApi({
      '/hello/staff/secondStage/order': () => envelope(200, stage),
      '/hello/staff/secondStage/setFee': () => {
        stage = feeSet;
        return envelope(200, feeSet);
      },
    });
    renderSignedIn('/staff/second-stage');
    await screen.findByRole('heading', { name: '2 orders wait for their second-stage fee' });
    fireEvent.change(field('Order number'), { target: { value: ` ${ORDER_NO} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(currentLocation.value).toBe(`/staff/second-stage?orderNo=${ORDER_NO}`));
    expect(await screen.findByRole('heading', { name: 'Fee lines' })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/secondStage/order')).toEqual([{ orderNo: ORDER_NO }]);

    // Checked before anything is sent: the fee itself is required, an amount must be dollars.
    fireEvent.change(field('Sea freight'), { target: { value: '25.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the fee and notify the buyer' }));
    expect(await screen.findByText('Enter the second-stage fee.')).toBeTruthy();
    expect(screen.getByText('Enter an amount in dollars, such as 12.50.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/secondStage/setFee')).toEqual([]);

    fireEvent.change(field('Second-stage fee'), { target: { value: '30' } });
    fireEvent.change(field('Sea freight'), { target: { value: '25' } });
    fireEvent.change(field('Insurance'), { target: { value: '0.54' } });
    fireEvent.change(field('Warehouse storage per day'), { target: { value: '1.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the fee and notify the buyer' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/staff/secondStage/setFee')).toEqual([
        { orderNo: ORDER_NO, lines: LINES },
      ]),
    );
    // The order is read again: the lines recorded, stage 2's amount, who set them, and no form.
    expect(await screen.findByText('$55.54')).toBeTruthy();
    expect(screen.getByText(/By sami\.operations on/)).toBeTruthy();
    expect(screen.getByText(/no days charged yet \(\$0\.00\)/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fee lines' })).toBeNull();
  });

  it('shows the server’s refusal beside the form', async () => {
    operationsApi({
      '/hello/staff/secondStage/setFee': () =>
        envelope(
          409,
          null,
          'The second-stage fee of this order was already set, with other amounts; the order has moved on.',
        ),
    });
    renderSignedIn(`/staff/second-stage?orderNo=${ORDER_NO}`);
    await screen.findByRole('heading', { name: 'Fee lines' });
    fireEvent.change(field('Second-stage fee'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the fee and notify the buyer' }));
    const refusal = await screen.findByText(/was already set, with other amounts/);
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.closest('form')).not.toBeNull();
  });

  it('says when no order has the number, and when the order cannot be read, with a retry', async () => {
    let failing = true;
    operationsApi({
      '/hello/staff/secondStage/order': (request) =>
        request
          .clone()
          .json()
          .then((body: { orderNo: string }) =>
            body.orderNo === 'NOPE'
              ? envelope(404, null, 'There is no such order.')
              : failing
                ? envelope(500, null, 'system error')
                : envelope(200, inChina),
          ),
    });
    renderSignedIn('/staff/second-stage?orderNo=NOPE');
    expect(await screen.findByRole('heading', { name: 'There is no order NOPE.' })).toBeTruthy();
    cleanup();

    renderSignedIn(`/staff/second-stage?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('This could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fee lines' })).toBeTruthy();
  }, 20_000);

  it('offers no form for an order the fee cannot be set on yet', async () => {
    operationsApi({
      '/hello/staff/secondStage/order': () => envelope(200, { ...inChina, status: 14, canSet: false }),
    });
    renderSignedIn(`/staff/second-stage?orderNo=${ORDER_NO}`);
    expect(
      await screen.findByText(
        'The fee can be set once the order has shipped within China and reached the China warehouse.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fee lines' })).toBeNull();
  });
});
