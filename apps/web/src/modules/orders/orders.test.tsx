import { type OrderDetailWire, type OrderSummaryWire } from '@tijara/api';
import { DEFAULT_COUNTRY_ID, ORDER_REMARK_MAX_LENGTH, ORDER_TABS } from '@tijara/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageData, renderPageMarkup } from '../../app/renderPage';
import { renderReadsOf } from '../../privatePages';
import { currentLocation, envelope, fakeApi, renderSignedIn, SIGNED_IN_SHELL } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDER_NO = '202611260123456789';

function summary(orderNo: string, changes: Partial<OrderSummaryWire> = {}): OrderSummaryWire {
  return {
    orderNo,
    orderedAt: '2026-11-26T08:00:00.000Z',
    status: 1,
    amount: 4_200,
    paidAt: null,
    receivingWay: 2,
    lineCount: 1,
    quantity: 3,
    items: [{ name: `Desk lamp of ${orderNo}`, imageUrl: null }],
    ...changes,
  };
}

function detail(changes: Partial<OrderDetailWire> = {}): OrderDetailWire {
  return {
    orderNo: ORDER_NO,
    orderedAt: '2026-11-26T08:00:00.000Z',
    status: 1,
    amount: 4_200,
    paidAt: null,
    receivingWay: 2,
    lineCount: 1,
    quantity: 3,
    remark: 'Blue ones only',
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
        name: 'Desk lamp',
        attributes: [{ name: 'Colour', value: 'Blue' }],
        imageUrl: null,
        unitPrice: 1_333,
        quantity: 3,
        lineTotal: 3_999,
      },
    ],
    costs: [
      { line: 'goodsPrice', amount: 3_999, estimated: false },
      { line: 'chinaFreight', amount: 201, estimated: false },
      { line: 'seaFreight', amount: 1_500, estimated: true },
    ],
    freeStoragePeriodDays: null,
    totals: { goods: 3_999, fees: 201, order: 4_200 },
    history: [{ status: 1, at: '2026-11-26T08:00:00.000Z' }],
    trackingNo: null,
    actions: { changeDelivery: true, confirmReceipt: false, cancel: true },
    ...changes,
  };
}

function counts(some: Partial<Record<(typeof ORDER_TABS)[number], number>>) {
  return { ...Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])), ...some };
}

const NAJAF = {
  id: '11',
  firstName: 'Layla',
  lastName: 'Hassan',
  address: 'Street 5, house 12',
  countryId: DEFAULT_COUNTRY_ID,
  provinceId: 104,
  cityId: null,
  mobile: '07701234567',
  postcode: '',
  email: '',
  isDefault: 1,
  countryName: 'Iraq',
  provinceName: 'Najaf',
  cityName: null,
};

const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...SIGNED_IN_SHELL,
    '/warehouse/list': () =>
      envelope(200, [
        { id: 1, countryId: DEFAULT_COUNTRY_ID, name: 'Baghdad', address: 'Al-Karrada, 62 St', phone: '' },
      ]),
    '/hello/userAddress/list': () => envelope(200, [NAJAF]),
    '/hello/logistic/track': () => envelope(200, { trackingNo: null, logisticsMode: 'sea', events: [] }),
    ...extra,
  });
}

function bodiesTo(calls: { path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

describe('the order list', () => {
  it('lists the orders in Arabic, right to left, with the tabs’ counts, and changes tab', async () => {
    const { calls } = api({
      '/hello/order/getStatusCount': () => envelope(200, counts({ all: 3, awaitingPay: 2, cancelled: 1 })),
      '/hello/order/selectOrderPage': async (request) => {
        const { tab } = await bodyOf(request);
        const records =
          tab === 'awaitingPay'
            ? [summary('A1'), summary('A2')]
            : [summary('A1'), summary('A2'), summary('C1', { status: 7 })];
        return envelope(200, { records, total: records.length, pageNum: 1, pageSize: 10 });
      },
    });
    renderSignedIn('/individualCenter/buyer_order_list', 'ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'طلباتي' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'الطلبات حسب الحالة' });
    expect(tabs.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const all = within(tabs).getByRole('tab', { name: /الكل/ });
    expect(all.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /بانتظار الدفع/ }).textContent).toContain('2'),
    );
    expect(within(tabs).getByRole('tab', { name: /ملغاة/ }).textContent).toContain('1');
    expect(within(tabs).getByRole('tab', { name: /مكتملة/ }).textContent).toBe('مكتملة');

    const card = (await screen.findByText('C1')).closest('article') as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/order-details?orderNo=C1');
    const nav = screen.getByRole('navigation', { name: 'مركز المستخدم' });
    expect(within(nav).getByRole('link', { name: 'طلباتي' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(tabs).getByRole('tab', { name: /بانتظار الدفع/ }));
    await waitFor(() => expect(currentLocation.value).toBe('/individualCenter/awaitingPay'));
    await waitFor(() => expect(screen.queryByText('C1')).toBeNull());
    expect(screen.getByText('A2')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/selectOrderPage')).toEqual([
      { tab: 'all', pageNum: 1 },
      { tab: 'awaitingPay', pageNum: 1 },
    ]);
    expect(within(nav).getByRole('link', { name: 'طلباتي' }).getAttribute('aria-current')).toBe('page');
  });

  it('says what an empty tab has none of', async () => {
    api({
      '/hello/order/getStatusCount': () => envelope(200, counts({ all: 2, awaitingPay: 2 })),
      '/hello/order/selectOrderPage': () =>
        envelope(200, { records: [], total: 0, pageNum: 1, pageSize: 10 }),
    });
    renderSignedIn('/individualCenter/cancelled');
    expect(await screen.findByRole('heading', { name: 'No cancelled orders.' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cancelled' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/');
  });

  it('pages through a long tab', async () => {
    const { calls } = api({
      '/hello/order/getStatusCount': () => envelope(200, counts({ all: 12 })),
      '/hello/order/selectOrderPage': async (request) => {
        const { pageNum } = await bodyOf(request);
        const fourOfSix = {
          lineCount: 6,
          items: ['Lamp', 'Desk', 'Chair', 'Shelf'].map((name) => ({ name, imageUrl: null })),
        };
        const records = pageNum === 2 ? [summary('P11'), summary('P12')] : [summary('P1', fourOfSix)];
        return envelope(200, { records, total: 12, pageNum, pageSize: 10 });
      },
    });
    renderSignedIn('/individualCenter/buyer_order_list');
    const card = (await screen.findByText('P1')).closest('article') as HTMLElement;
    expect(within(card).getByText('6 products')).toBeTruthy();
    expect(within(card).getByText('and 2 more products')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('aria-label')),
    ).toEqual(['Lamp', 'Desk', 'Chair', 'Shelf']);
    fireEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    expect(await screen.findByText('P12')).toBeTruthy();
    expect(currentLocation.value).toBe('/individualCenter/buyer_order_list?page=2');
    expect(bodiesTo(calls, '/hello/order/selectOrderPage').at(-1)).toEqual({ tab: 'all', pageNum: 2 });
  });

  it('says when the orders cannot be loaded', async () => {
    api({
      '/hello/order/getStatusCount': () => envelope(500, null, 'down'),
      '/hello/order/selectOrderPage': () => envelope(500, null, 'down'),
    });
    renderSignedIn('/individualCenter/buyer_order_list');
    expect(await screen.findByRole('heading', { name: 'The orders could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the order details', () => {
  it('shows the order, its lines and costs with the estimates marked, and how to cancel', async () => {
    const { calls } = api({ '/hello/order/queryOrderDetail': () => envelope(200, detail()) });
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeTruthy();
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Products' });
    expect(within(lines).getByRole('link', { name: 'Desk lamp' })).toBeTruthy();
    expect(within(lines).getByText('Colour: Blue')).toBeTruthy();
    expect(within(lines).getByText('$13.33')).toBeTruthy();
    expect(within(lines).getByText('$39.99')).toBeTruthy();

    const costs = screen.getByRole('table', { name: 'Costs of this order' });
    const seaFreight = costs.querySelector('[data-kind="seaFreight"]') as HTMLElement;
    expect(within(seaFreight).getByText('Estimate')).toBeTruthy();
    const goods = costs.querySelector('[data-kind="goodsPrice"]') as HTMLElement;
    expect(within(goods).queryByText('Estimate')).toBeNull();
    expect(within(costs).getByText('$42.00')).toBeTruthy();

    expect(screen.getByText('Self pickup at the Baghdad warehouse')).toBeTruthy();
    expect(await screen.findByText('Baghdad: Al-Karrada, 62 St')).toBeTruthy();
    expect(await screen.findByText(/No logistics events yet/)).toBeTruthy();
    expect(
      screen.getByText('To cancel an order, contact our staff through help; they cancel it for you.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us through help' }).getAttribute('href')).toBe(
      '/helpCenter/6',
    );
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(bodiesTo(calls, '/hello/order/queryOrderDetail')).toEqual([{ orderNo: ORDER_NO }]);
    expect(bodiesTo(calls, '/hello/logistic/track')).toEqual([{ orderNo: ORDER_NO }]);
  });

  it('changes the delivery through the drawer, which closes, and shows the order read again', async () => {
    let order = detail();
    const { calls } = api({
      '/hello/order/queryOrderDetail': () => envelope(200, order),
      '/hello/order/changeOrder': () => {
        order = detail({
          receivingWay: 1,
          consignee: 'Layla Hassan',
          addressId: '11',
          address: {
            firstName: 'Layla',
            lastName: 'Hassan',
            address: 'Street 5, house 12',
            mobile: '07701234567',
            postcode: '',
            email: '',
            countryName: 'Iraq',
            provinceName: 'Najaf',
            cityName: null,
          },
        });
        return envelope(200, { receivingWay: 1 });
      },
    });
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change delivery' }));
    const drawer = await screen.findByRole('dialog', { name: 'Delivery method' });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Deliver to an address' }));
    fireEvent.click(await within(drawer).findByRole('radio', { name: /Street 5, house 12/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/order/changeOrder')).toEqual([
        { orderNo: ORDER_NO, deliveryMethod: 1, emailAddressId: '11' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery method' })).toBeNull());
    expect(await screen.findByText('Delivery to an address')).toBeTruthy();
    expect(screen.getByText('Street 5, house 12')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/queryOrderDetail').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a remark past the limit beside the field, then saves a shorter one', async () => {
    let order = detail();
    const { calls } = api({
      '/hello/order/queryOrderDetail': () => envelope(200, order),
      '/hello/order/addOrderRemark': async (request) => {
        const { remark } = await bodyOf(request);
        order = detail({ remark: String(remark) });
        return envelope(200, { remark });
      },
    });
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Blue ones only')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit remark' }));
    const field = screen.getByRole('textbox', { name: 'Your remark to our purchaser' });
    fireEvent.change(field, { target: { value: 'x'.repeat(ORDER_REMARK_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save remark' }));
    expect(
      await screen.findByText(`A remark holds at most ${ORDER_REMARK_MAX_LENGTH} characters.`),
    ).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toHaveLength(ORDER_REMARK_MAX_LENGTH + 1);
    expect(bodiesTo(calls, '/hello/order/addOrderRemark')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Blue or green' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save remark' }));
    expect(await screen.findByText('Blue or green')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/addOrderRemark')).toEqual([
      { orderNo: ORDER_NO, remark: 'Blue or green' },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Your remark to our purchaser' })).toBeNull();
  });

  it('confirms receipt after asking, and shows the order received', async () => {
    let order = detail({
      status: 3,
      history: [
        { status: 1, at: '2026-11-26T08:00:00.000Z' },
        { status: 14, at: '2026-11-26T09:00:00.000Z' },
        { status: 3, at: '2026-12-20T09:00:00.000Z' },
      ],
      actions: { changeDelivery: false, confirmReceipt: true, cancel: false },
    });
    const { calls } = api({
      '/hello/order/queryOrderDetail': () => envelope(200, order),
      '/hello/order/confirmOrder': () => {
        order = detail({
          status: 4,
          actions: { changeDelivery: false, confirmReceipt: false, cancel: false },
        });
        return envelope(200, { status: 4 });
      },
    });
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Awaiting receipt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change delivery' })).toBeNull();
    expect(screen.queryByText(/To cancel an order/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm receipt of the goods?' });
    expect(within(dialog).getByText(new RegExp(ORDER_NO))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/order/confirmOrder')).toEqual([{ orderNo: ORDER_NO }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull());
    expect(screen.queryByRole('alertdialog', { name: 'Confirm receipt of the goods?' })).toBeNull();
    expect(await screen.findByText('Receipt confirmed. Thank you.')).toBeTruthy();
  });

  it('downloads the PDF and the fee statement, and prints the page', async () => {
    const pdf = (name: string) =>
      new Response(new Blob([`%PDF ${name}`], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    const { calls } = api({
      '/hello/order/queryOrderDetail': () => envelope(200, detail()),
      '/hello/order/exportOrderPdf': () => pdf('order'),
      '/hello/order/exportOrderFeePdf': () => pdf('fees'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:order');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);

    const documents = await screen.findByRole('group', { name: 'Print and documents' });
    fireEvent.click(within(documents).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([`order-${ORDER_NO}.pdf`]));
    fireEvent.click(within(documents).getByRole('button', { name: 'Download fee statement' }));
    await waitFor(() => expect(saved).toEqual([`order-${ORDER_NO}.pdf`, `order-${ORDER_NO}-fees.pdf`]));
    expect(bodiesTo(calls, '/hello/order/exportOrderPdf')).toEqual([{ orderNo: ORDER_NO, currency: 'USD' }]);
    expect(bodiesTo(calls, '/hello/order/exportOrderFeePdf')).toEqual([
      { orderNo: ORDER_NO, currency: 'USD' },
    ]);

    fireEvent.click(within(documents).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows one not-found state for an unknown order, and for no order number', async () => {
    api({ '/hello/order/queryOrderDetail': () => envelope(404, null, 'We could not find this order.') });
    renderSignedIn('/order-details?orderNo=999');
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe(
      '/individualCenter/buyer_order_list',
    );
    cleanup();
    const { calls } = api();
    renderSignedIn('/order-details');
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/queryOrderDetail')).toEqual([]);
  });

  it('says when the order cannot be loaded, and reads it again on request', async () => {
    let failing = true;
    api({
      '/hello/order/queryOrderDetail': () =>
        failing ? envelope(500, null, 'down') : envelope(200, detail()),
    });
    renderSignedIn(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByRole('heading', { name: 'The order could not be loaded.' })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
  });
});

describe('a signed-in buyer’s order pages, rendered on the server', () => {
  const TOKEN = 'q9Xw2v7YbR0cT1sU4pO3nM6lK8jH5gF2dS1aZ0xC9vB';
  const ORIGIN = 'http://storefront.test';

  /** The page at `path` as the server renders it with the buyer's token (entry-server.tsx). */
  async function rendered(path: string) {
    const location = new URL(path, ORIGIN);
    const data = await readPageData(location, 'tijara.locale=en', {
      fetch: globalThis.fetch,
      apiBase: `${ORIGIN}/pdpd`,
      signedIn: { token: TOKEN, reads: renderReadsOf(location) },
    });
    return renderPageMarkup(location, data, TOKEN);
  }

  const fullUser = {
    '/hello/user/userInfo': () =>
      envelope(200, {
        userId: '7',
        userName: 'layla',
        level: 1,
        phone: '7701234567',
        email: 'l@example.com',
      }),
  };

  it('lists the page of the tab the address names, with the badges, from the server’s reads', async () => {
    const { calls } = api({
      ...fullUser,
      '/hello/order/getStatusCount': () => envelope(200, counts({ all: 12, awaitingPay: 12 })),
      '/hello/order/selectOrderPage': async (request) => {
        const { pageNum } = (await request.json()) as { pageNum: number };
        const records = [summary(`20261126000000000${pageNum}`)];
        return envelope(200, { records, total: 12, pageNum, pageSize: 10 });
      },
    });
    const markup = await rendered('/individualCenter/awaitingPay?page=2');
    expect(markup).toContain('Desk lamp of 202611260000000002');
    expect(bodiesTo(calls, '/hello/order/selectOrderPage')).toEqual([{ tab: 'awaitingPay', pageNum: 2 }]);
    expect(
      calls
        .filter((call) => call.path.startsWith('/hello/'))
        .every((call) => call.authorization === `Bearer ${TOKEN}`),
    ).toBe(true);
  });

  it('shows the order the address names, with its lines, from the server’s reads', async () => {
    const { calls } = api({ ...fullUser, '/hello/order/queryOrderDetail': () => envelope(200, detail()) });
    const markup = await rendered(`/order-details?orderNo=${ORDER_NO}`);
    expect(markup).toContain(ORDER_NO);
    expect(markup).toContain('Blue ones only');
    expect(bodiesTo(calls, '/hello/order/queryOrderDetail')).toEqual([{ orderNo: ORDER_NO }]);
    expect(bodiesTo(calls, '/hello/logistic/track')).toEqual([{ orderNo: ORDER_NO }]);
  });
});
