import { type OrderDetailWire, type OrderPriceChangesWire } from '@tijara/api';
import { DEFAULT_COUNTRY_ID } from '@tijara/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, renderSignedIn, SIGNED_IN_SHELL } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDER_NO = '202611260123456780';

/** A VIP's order, paid and waiting to be bought: $50.00 of goods and $4.00 China freight. */
const DETAIL: OrderDetailWire = {
  orderNo: ORDER_NO,
  orderedAt: '2026-11-20T08:00:00.000Z',
  status: 14,
  amount: 5_400,
  paidAt: '2026-11-20T09:00:00.000Z',
  receivingWay: 2,
  lineCount: 1,
  quantity: 2,
  remark: '',
  purchaser: 'Layla Hassan',
  consignee: 'Layla Hassan',
  logisticsMode: 'sea',
  address: null,
  addressId: null,
  lines: [
    {
      id: '91',
      productId: '600000000001',
      skuId: '6000000000011',
      platformType: 1,
      name: 'Kettle',
      attributes: [],
      imageUrl: null,
      unitPrice: 2_500,
      quantity: 2,
      lineTotal: 5_000,
    },
  ],
  costs: [
    { line: 'goodsPrice', amount: 5_000, estimated: false },
    { line: 'chinaFreight', amount: 400, estimated: false },
  ],
  freeStoragePeriodDays: null,
  totals: { goods: 5_000, fees: 400, order: 5_400 },
  history: [
    { status: 1, at: '2026-11-20T08:00:00.000Z' },
    { status: 14, at: '2026-11-20T09:00:00.000Z' },
  ],
  trackingNo: null,
  actions: { changeDelivery: true, confirmReceipt: false, cancel: false },
};

const NEGOTIATED: OrderPriceChangesWire = {
  orderNo: ORDER_NO,
  status: 14,
  original: 5_000,
  current: 4_760,
  floor: 4_750,
  refunded: 200,
  pending: 40,
  blockedBy: null,
  changes: [
    {
      id: '5',
      previous: 5_000,
      amount: 4_800,
      note: 'Bulk discount agreed by phone',
      changedBy: null,
      changedAt: '2026-11-21T09:30:00.000Z',
      refund: { state: 'credited', amount: 200, creditedAt: '2026-11-22T01:00:00.000Z', expectedAt: null },
    },
    {
      id: '6',
      previous: 4_800,
      amount: 4_760,
      note: 'Second order this month',
      changedBy: null,
      changedAt: '2026-11-24T09:30:00.000Z',
      refund: { state: 'pending', amount: 40, creditedAt: null, expectedAt: '2026-11-29T01:00:00.000Z' },
    },
  ],
};

function api(priceChanges: () => Response) {
  return fakeApi({
    ...SIGNED_IN_SHELL,
    '/warehouse/list': () =>
      envelope(200, [
        { id: 1, countryId: DEFAULT_COUNTRY_ID, name: 'Baghdad', address: 'Al-Karrada, 62 St', phone: '' },
      ]),
    '/hello/logistic/track': () => envelope(200, { trackingNo: null, logisticsMode: 'sea', events: [] }),
    '/hello/order/queryOrderDetail': () => envelope(200, DETAIL),
    '/hello/order/priceChanges': priceChanges,
  });
}

function renderDetails(locale: 'ar' | 'en' = 'en') {
  return renderSignedIn(`/order-details?orderNo=${ORDER_NO}`, locale);
}

describe('the negotiated price on the order details', () => {
  it('shows the original and negotiated price, and each refund credited or pending with its day', async () => {
    const { calls } = api(() => envelope(200, NEGOTIATED));
    renderDetails();
    const section = await screen.findByRole('region', { name: 'Negotiated price' });
    const prices = within(section)
      .getAllByRole('definition')
      .map((price) => price.textContent);
    expect(prices).toEqual(['$50.00', '$47.60']);
    const [first, second] = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(first).toContain('Lowered from $50.00 to $48.00 on Nov 21, 2026');
    expect(first).toContain('$2.00 refunded to your wallet on Nov 22, 2026');
    expect(second).toContain('Lowered from $48.00 to $47.60 on Nov 24, 2026');
    expect(second).toContain('$0.40 will be refunded to your wallet on Nov 29, 2026');
    expect(within(section).getByText('Bulk discount agreed by phone')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === '/hello/order/priceChanges').map((call) => call.body),
    ).toEqual([{ orderNo: ORDER_NO }]);
  });

  it('reads right to left in Arabic, and says a refund of a terminated order is withheld', async () => {
    api(() =>
      envelope(200, {
        ...NEGOTIATED,
        status: 8,
        changes: [
          {
            ...NEGOTIATED.changes[1]!,
            refund: { ...NEGOTIATED.changes[1]!.refund, state: 'withheld', expectedAt: null },
          },
        ],
      }),
    );
    renderDetails('ar');
    const section = await screen.findByRole('region', { name: 'السعر المتفاوض عليه' });
    expect(section.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(section).getByText(/تُسوّى إعادة/)).toBeTruthy();
  });

  it('shows nothing for an order never negotiated, nor when the read fails', async () => {
    api(() => envelope(200, { ...NEGOTIATED, current: 5_000, refunded: 0, pending: 0, changes: [] }));
    renderDetails();
    await screen.findByRole('region', { name: 'Products' });
    await screen.findByText(/No logistics events yet/);
    expect(screen.queryByRole('region', { name: 'Negotiated price' })).toBeNull();
    cleanup();

    api(() => envelope(500, null, 'system error'));
    renderDetails();
    await screen.findByRole('region', { name: 'Products' });
    await screen.findByText(/No logistics events yet/);
    expect(screen.queryByRole('region', { name: 'Negotiated price' })).toBeNull();
    expect(screen.queryByText('system error')).toBeNull();
  });
});
