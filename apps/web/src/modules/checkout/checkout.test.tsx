import { createSessionStore, type WireResponseOf, type previewOrder } from '@tijara/api';
import { DEFAULT_COUNTRY_ID, formatIqd, iqdDinars, ORDER_REMARK_MAX_LENGTH } from '@tijara/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_STORAGE_KEY } from '../../app/currency';
import { cartLineWire, cartWireOf, type CartLineWire, type CartWire } from '../../test/cartFixtures';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type PreviewWire = WireResponseOf<typeof previewOrder>;

const cartLine = (id: string, selected = true) => cartLineWire(id, { selected });
const cartOf = (records: CartLineWire[]) => cartWireOf(records);

/** The server's preview of lines 1 and 2: $40 of goods, $3 of China freight, sea and air estimates. */
function previewOf(changes: Partial<PreviewWire> = {}): PreviewWire {
  return {
    lines: ['1', '2'].map((id) => ({
      id,
      productId: '600000000001',
      skuId: `6000000000010${id}`,
      platformType: 1,
      name: `Desk lamp ${id}`,
      attributes: [{ name: 'Colour', value: 'White' }],
      imageUrl: null,
      unitPrice: 1_000,
      quantity: 2,
      lineTotal: 2_000,
    })),
    costs: [
      { line: 'goodsPrice', amount: 4_000, estimated: false },
      { line: 'chinaFreight', amount: 300, estimated: false },
    ],
    goodsPrice: 4_000,
    chinaFreight: 300,
    amount: 4_300,
    minimumOrder: 1_500,
    estimates: {
      sea: { internationalFreight: 700, insurance: 40, landedTotal: 5_040 },
      air: { internationalFreight: 2_500, insurance: 40, landedTotal: 6_840 },
    },
    problem: null,
    ...changes,
  };
}

function savedAddress(id: string, firstName: string, isDefault: 0 | 1) {
  return {
    id,
    firstName,
    lastName: 'Hassan',
    address: `Street ${id}`,
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: 104,
    cityId: null,
    mobile: '07701234567',
    postcode: '',
    email: '',
    isDefault,
    countryName: 'Iraq',
    provinceName: 'Najaf',
    cityName: null,
  };
}

const WAREHOUSES = [
  { id: 2, countryId: 4841, name: 'Guangzhou Warehouse', address: 'Guangzhou, China', phone: '' },
  {
    id: 1,
    countryId: DEFAULT_COUNTRY_ID,
    name: 'Baghdad Warehouse',
    address: 'Baghdad, Iraq',
    phone: '+964 770 000 0000',
  },
];

const area = (id: number, parentId: number, name: string, hasChildren: boolean) => ({
  id,
  parentId,
  areaName: name,
  areaEnName: name,
  areaKuName: name,
  areaArName: name,
  hasChildren,
});

/** Iraq, with Najaf (no cities). */
const AREAS: Record<number, ReturnType<typeof area>[]> = {
  0: [area(DEFAULT_COUNTRY_ID, 0, 'Iraq', true)],
  [DEFAULT_COUNTRY_ID]: [area(104, DEFAULT_COUNTRY_ID, 'Najaf', false)],
  104: [],
};

/** Types into the form's field labelled `label`. */
function fill(form: HTMLElement, label: string, value: string) {
  const input = [...form.querySelectorAll('label')]
    .filter((element) => element.textContent?.replace(/\*$/, '') === label)
    .map((element) => element.control ?? document.getElementById(element.htmlFor))
    .find((control): control is HTMLInputElement => control instanceof HTMLInputElement);
  if (!input) throw new Error(`no field labelled ${label}`);
  fireEvent.change(input, { target: { value } });
}

/** Chooses `label` through the native select react-aria keeps for forms. */
function choose(form: HTMLElement, label: string) {
  const select = [...form.querySelectorAll('select')].find((element) =>
    [...element.options].some((option) => option.textContent === label),
  );
  const option = [...(select?.options ?? [])].find((entry) => entry.textContent === label);
  if (!select || !option) throw new Error(`no select offering ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
}

const TWO_ADDRESSES = [savedAddress('31', 'Omar', 0), savedAddress('32', 'Layla', 1)];

function api({
  cart = cartOf([cartLine('1'), cartLine('2'), cartLine('3', false)]),
  preview = () => envelope(200, previewOf()),
  addresses = TWO_ADDRESSES,
  extra = {},
}: {
  cart?: CartWire;
  preview?: (request: Request) => Response | Promise<Response>;
  addresses?: ReturnType<typeof savedAddress>[];
  extra?: Parameters<typeof fakeApi>[0];
} = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
    '/ds/category/hello-category-tree': () => envelope(200, []),
    '/ds/hotWords/list': () => envelope(200, []),
    '/hello/cart/getProductNum': () => envelope(200, cart.records.length),
    '/hello/cart/selectCartPage': () => envelope(200, cart),
    '/hello/order/previewOrder': preview,
    '/hello/userAddress/list': () => envelope(200, addresses),
    '/warehouse/list': () => envelope(200, WAREHOUSES),
    ...extra,
  });
}

function renderConfirm(locale: 'ar' | 'en' = 'en') {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path: '/confirm-orders', session, locale });
}

function bodiesTo(calls: { path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

/** An amount in dinars as the page shows it, spaces as the text matcher normalises them. */
const dinars = (amount: number) => formatIqd(iqdDinars(amount), 'en').replace(/\s/g, ' ');

const placeButton = () => screen.getByRole('button', { name: 'Place order' });

describe('the confirm screen', () => {
  it('reads right to left in Arabic, with the chosen lines, the costs and the estimates marked', async () => {
    const { calls } = api();
    renderConfirm('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تأكيد الطلب' })).toBeTruthy();
    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // Only the lines chosen in the cart are previewed.
    expect(bodiesTo(calls, '/hello/order/previewOrder')).toEqual([{ itemIds: ['1', '2'] }]);
    expect(screen.queryByText('Desk lamp 3')).toBeNull();

    const costs = screen.getByRole('table', { name: 'التكاليف حتى مستودع بغداد' });
    const row = (kind: string) => costs.querySelector(`tr[data-kind="${kind}"]`) as HTMLElement;
    expect(within(row('goodsPrice')).getByText('$40.00')).toBeTruthy();
    expect(within(row('goodsPrice')).queryByText('تقديري')).toBeNull();
    expect(within(row('chinaFreight')).getByText('$3.00')).toBeTruthy();
    expect(within(row('seaFreight')).getByText('تقديري')).toBeTruthy();
    expect(within(row('seaFreight')).getByText('$7.00')).toBeTruthy();
    expect(within(row('insurance')).getByText('تقديري')).toBeTruthy();
    const total = costs.querySelector('tfoot') as HTMLElement;
    expect(within(total).getByText('$50.40')).toBeTruthy();
    expect(within(total).getByText('تقديري')).toBeTruthy();

    // Air has a tariff too: choosing it shows its estimate.
    fireEvent.click(screen.getByRole('radio', { name: 'جواً' }));
    await waitFor(() => expect(within(row('seaFreight')).getByText('$25.00')).toBeTruthy());
    expect(within(total).getByText('$68.40')).toBeTruthy();
    // What is paid now is the order amount, beside the button.
    const bar = screen.getByRole('region', { name: 'تقديم الطلب' });
    expect(within(bar).getByText('$43.00')).toBeTruthy();
  });

  it('shows the amounts in dinars at the server’s rate when the buyer chose them', async () => {
    api();
    // The choice the header's currency menu stores.
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'IQD');
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    // $43.00 to pay now at 1,310 IQD per USD is 56,330 dinars; the estimated $50.40 is 66,024.
    const bar = screen.getByRole('region', { name: 'Place the order' });
    await waitFor(() => expect(within(bar).getByText(dinars(56_330))).toBeTruthy());
    const total = screen.getByRole('table').querySelector('tfoot') as HTMLElement;
    expect(within(total).getByText(dinars(66_024))).toBeTruthy();
  });

  it('preselects the default address, picks up at the Baghdad warehouse on request, and sends the choices', async () => {
    const { calls } = api({
      extra: { '/hello/order/createOrder': () => envelope(200, { orderNo: '20261126123' }) },
    });
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    expect(screen.getByRole('radio', { name: 'Deliver to my address' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Layla Hassan/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Omar Hassan/ })).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('radio', { name: 'Pick up at the Baghdad warehouse' }));
    const pickup = await screen.findByTestId('pickup-address');
    expect(within(pickup).getByText('Baghdad Warehouse')).toBeTruthy();
    expect(within(pickup).getByText('Baghdad, Iraq')).toBeTruthy();
    expect(within(pickup).queryByText('Guangzhou Warehouse')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Deliver to my address' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Omar Hassan/ }));
    fireEvent.click(placeButton());
    await waitFor(() => expect(bodiesTo(calls, '/hello/order/createOrder')).toHaveLength(1));
    expect(bodiesTo(calls, '/hello/order/createOrder')[0]).toMatchObject({
      itemIds: ['1', '2'],
      deliveryMethod: 1,
      emailAddressId: '31',
      logisticsMode: 'sea',
      remark: '',
    });
  });

  it('blocks a delivery to an address while the buyer has none, and chooses the one added in place', async () => {
    const book: ReturnType<typeof savedAddress>[] = [];
    const { calls } = api({
      addresses: book,
      extra: {
        '/hello/userAddress/area': (request) =>
          envelope(200, AREAS[Number(new URL(request.url).searchParams.get('parentId'))] ?? []),
        '/hello/userAddress/add': () => {
          book.push(savedAddress('33', 'Zainab', 1));
          return envelope(200, { id: '33' });
        },
        '/hello/order/createOrder': () => envelope(200, { orderNo: '20261126000124' }),
      },
    });
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    // With no address the screen starts on pickup; asking for delivery needs one.
    expect(screen.getByRole('radio', { name: 'Pick up at the Baghdad warehouse' })).toHaveProperty(
      'checked',
      true,
    );
    expect(placeButton()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('radio', { name: 'Deliver to my address' }));
    expect(await screen.findByText('Choose a delivery address.')).toBeTruthy();
    expect(screen.getByText('You have no saved address yet.')).toBeTruthy();
    expect(placeButton()).toHaveProperty('disabled', true);
    fireEvent.click(placeButton());
    expect(bodiesTo(calls, '/hello/order/createOrder')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = (await screen.findByRole('button', { name: 'Save address' })).closest('form') as HTMLElement;
    await waitFor(() => expect(within(form).getAllByText('Najaf').length).toBeGreaterThan(0));
    fill(form, 'First name', 'Zainab');
    fill(form, 'Last name', 'Hassan');
    choose(form, 'Najaf');
    // Najaf has no cities: once the form knows, the city is not asked for.
    expect(await within(form).findByText('This province has no cities')).toBeTruthy();
    fill(form, 'Detailed address', 'Street 9');
    fill(form, 'Mobile', '07701234567');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByRole('radio', { name: /Zainab Hassan/ })).toHaveProperty('checked', true);
    expect(screen.queryByText('Choose a delivery address.')).toBeNull();
    fireEvent.click(placeButton());
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/order/createOrder')).toEqual([
        expect.objectContaining({ deliveryMethod: 1, emailAddressId: '33' }),
      ]),
    );
  });

  it('keeps the remark and the choices when the server refuses, in its words', async () => {
    const refusal = 'Only 1 of “Desk lamp 1” are left. Change the quantity in your cart and order again.';
    const { calls } = api({
      extra: { '/hello/order/createOrder': () => envelope(422, null, refusal) },
    });
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    fireEvent.click(screen.getByRole('radio', { name: 'By air' }));
    const remark = screen.getByRole('textbox', { name: 'Remark (optional)' });
    fireEvent.change(remark, { target: { value: 'Pack the lamps separately' } });
    expect(screen.getByText('25/500')).toBeTruthy();
    // Past the domain's limit the field says so and the order waits for a shorter remark.
    fireEvent.change(remark, { target: { value: 'x'.repeat(ORDER_REMARK_MAX_LENGTH + 1) } });
    expect(screen.getByText(`${ORDER_REMARK_MAX_LENGTH + 1}/${ORDER_REMARK_MAX_LENGTH}`)).toBeTruthy();
    expect(placeButton()).toHaveProperty('disabled', true);
    fireEvent.change(remark, { target: { value: 'Pack the lamps separately' } });
    expect(placeButton()).toHaveProperty('disabled', false);

    fireEvent.click(placeButton());
    const bar = screen.getByRole('region', { name: 'Place the order' });
    expect(await within(bar).findByText(refusal)).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/createOrder')).toEqual([
      expect.objectContaining({
        remark: 'Pack the lamps separately',
        logisticsMode: 'air',
        emailAddressId: '32',
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Remark (optional)' })).toHaveProperty(
      'value',
      'Pack the lamps separately',
    );
    expect(screen.getByRole('radio', { name: 'By air' })).toHaveProperty('checked', true);
    expect(currentLocation.value).toBe('/confirm-orders');
  });

  it('sends a double click as one order under one request id, then opens the order with a toast', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = api({
      extra: {
        '/hello/order/createOrder': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    await waitFor(() => expect(bodiesTo(calls, '/hello/order/createOrder')).toHaveLength(1));
    fireEvent.click(placeButton());
    answer(envelope(200, { orderNo: '20261126000123' }));
    await waitFor(() => expect(currentLocation.value).toBe('/order-details?orderNo=20261126000123'));
    expect(await screen.findByText('Order 20261126000123 placed.')).toBeTruthy();
    const sent = bodiesTo(calls, '/hello/order/createOrder') as { requestId: string }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the preview’s problem in the domain’s words and keeps the order from being placed', async () => {
    api({
      preview: () => envelope(200, previewOf({ problem: { key: 'cart.mixedBatch.notMet', itemIds: ['2'] } })),
    });
    renderConfirm();
    await screen.findByText('Desk lamp 1');
    const bar = screen.getByRole('region', { name: 'Place the order' });
    expect(within(bar).getByText('These items do not meet the supplier’s mixed-batch rule.')).toBeTruthy();
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Desk lamp 2').closest('li')?.hasAttribute('data-flagged')).toBe(true);
    expect(screen.getByText('Desk lamp 1').closest('li')?.hasAttribute('data-flagged')).toBe(false);
  });

  it('says when nothing is chosen and leads back to the cart', async () => {
    const { calls } = api({ cart: cartOf([cartLine('1', false)]) });
    renderConfirm();
    expect(await screen.findByText('No items chosen to order')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/buyer_cart');
    expect(bodiesTo(calls, '/hello/order/previewOrder')).toEqual([]);
  });

  it('says when the cart cannot be read, and reads it again on request', async () => {
    let fails = true;
    const cart = cartOf([cartLine('1'), cartLine('2')]);
    const { calls } = api({
      extra: {
        '/hello/cart/selectCartPage': () => (fails ? envelope(503, null, 'down') : envelope(200, cart)),
      },
    });
    renderConfirm();
    expect(await screen.findByText('The order could not be prepared.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/previewOrder')).toEqual([]);
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/order/previewOrder')).toEqual([{ itemIds: ['1', '2'] }]);
  });

  it('says when the order cannot be prepared, and tries again on request', async () => {
    let fails = true;
    api({ preview: () => (fails ? envelope(500, null, 'system error') : envelope(200, previewOf())) });
    renderConfirm();
    expect(await screen.findByText('The order could not be prepared.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/buyer_cart');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();
  });
});
