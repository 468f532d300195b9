import { createSessionStore, type SavedCardWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, renderApp } from '../../test/renderApp';
import { isGatewayScript, type FormSessionUpdate, type PaymentSessionApi } from './hostedFields';

const GATEWAY = 'https://gateway.test';
const SCRIPT = `${GATEWAY}/form/version/100/merchant/TEST01/session.js`;

afterEach(() => {
  cleanup();
  document.querySelectorAll('script[data-card-gateway]').forEach((script) => script.remove());
  delete window.PaymentSession;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function card(id: number, changes: Partial<SavedCardWire> = {}): SavedCardWire {
  return {
    cardId: String(id),
    brand: 'MASTERCARD',
    last4: '0008',
    validThru: '01/39',
    expired: false,
    addedAt: '2026-11-20T09:30:00.000Z',
    ...changes,
  };
}

function api({
  cards = () =>
    envelope(200, {
      cards: [card(1), card(2, { brand: 'VISA', last4: '1019', validThru: '05/24', expired: true })],
    }),
  whiteList = () => envelope(200, { enabled: true, brands: ['VISA', 'MASTERCARD'], gatewayOrigin: GATEWAY }),
  session = () =>
    envelope(200, { sessionId: 'SESSION0001ABCDEF', scriptUrl: SCRIPT, gatewayOrigin: GATEWAY }),
  add = () => envelope(200, card(3)),
  remove = (body: Record<string, unknown>) => envelope(200, { cardId: body.cardId }),
}: {
  cards?: () => Response;
  whiteList?: () => Response;
  session?: () => Response;
  add?: (body: Record<string, unknown>) => Response;
  remove?: (body: Record<string, unknown>) => Response;
} = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
    '/ds/category/hello-category-tree': () => envelope(200, []),
    '/ds/hotWords/list': () => envelope(200, []),
    '/hello/cart/getProductNum': () => envelope(200, 0),
    '/hello/pay/getBackCard': cards,
    '/hello/pay/getPayWhiteList': whiteList,
    '/hello/pay/uwebuyPayPci': session,
    '/hello/bankCard/add': async (request) => add((await request.json()) as Record<string, unknown>),
    '/hello/bankCard/delete': async (request) => remove((await request.json()) as Record<string, unknown>),
  });
}

function renderCards(locale: 'ar' | 'en' = 'en') {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path: '/individualCenter/cards', session, locale });
}

const bodiesTo = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

/**
 * Stands in for the gateway's `session.js` once the page has added its script tag: records the
 * configuration and answers `updateSessionFromForm` with `update`, as the gateway's frames would.
 */
async function gatewayLoads(
  update: FormSessionUpdate = { status: 'ok', session: { id: 'SESSION0001ABCDEF' } },
) {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>('script[data-card-gateway]');
    expect(found).not.toBeNull();
    return found!;
  });
  const configured: Parameters<PaymentSessionApi['configure']>[0][] = [];
  const fake: PaymentSessionApi = {
    configure: (configuration) => {
      configured.push(configuration);
      queueMicrotask(() => configuration.callbacks.initialized?.({ status: 'ok' }));
    },
    updateSessionFromForm: () => {
      queueMicrotask(() => configured.at(-1)?.callbacks.formSessionUpdate(update));
    },
  };
  window.PaymentSession = fake;
  script.dispatchEvent(new Event('load'));
  return { script, configured };
}

function typePasswords(dialog: HTMLElement, first: string, second = first) {
  fireEvent.change(within(dialog).getByLabelText('Payment password', { selector: 'input' }), {
    target: { value: first },
  });
  fireEvent.change(within(dialog).getByLabelText('Confirm payment password', { selector: 'input' }), {
    target: { value: second },
  });
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
  return screen.findByRole('dialog', { name: 'Add a card' });
}

describe('the payment cards page', () => {
  it('reads right to left in Arabic, in the user centre, with each card’s brand, last four and valid-thru', async () => {
    api();
    renderCards('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'بطاقات الدفع' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'مركز المستخدم' });
    expect(within(nav).getByRole('link', { name: 'بطاقات الدفع' }).getAttribute('aria-current')).toBe('page');
    expect(nav.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await screen.findByText(/1019/);
    const items = screen.getAllByRole('listitem');
    const entries = items.filter((item) => item.textContent?.includes('••••'));
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/Mastercard.*0008.*01\/39/),
      expect.stringMatching(/Visa.*1019.*05\/24.*منتهية الصلاحية/),
    ]);
  });

  it('says when there is no card and offers to add one; without a gateway it says cards are off', async () => {
    api({ cards: () => envelope(200, { cards: [] }) });
    renderCards();
    expect(await screen.findByText('No saved cards')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add a card' })).toBeTruthy();
    cleanup();

    api({
      cards: () => envelope(200, { cards: [] }),
      whiteList: () => envelope(200, { enabled: false, brands: ['VISA', 'MASTERCARD'], gatewayOrigin: null }),
    });
    renderCards();
    expect(await screen.findByText('Card payment is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });

  it('says the cards could not be loaded, and tries again', async () => {
    let fail = true;
    const { calls } = api({
      cards: () => (fail ? envelope(500, null, 'boom') : envelope(200, { cards: [card(1)] })),
    });
    renderCards();
    expect(await screen.findByText('Your cards could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/0008/)).toBeTruthy();
    expect(bodiesTo(calls, '/hello/pay/getBackCard').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a card only after confirming, then lists the cards again', async () => {
    let cards = [card(1), card(2, { brand: 'VISA', last4: '1019' })];
    const { calls } = api({
      cards: () => envelope(200, { cards }),
      remove: (body) => {
        cards = cards.filter((saved) => saved.cardId !== body.cardId);
        return envelope(200, { cardId: body.cardId });
      },
    });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Visa ending in 1019' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(confirm.textContent).toContain('The Visa card ending in 1019 will be removed.');
    expect(bodiesTo(calls, '/hello/bankCard/delete')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/bankCard/delete')).toEqual([{ cardId: '2' }]));
    await waitFor(() => expect(screen.queryByText(/1019/)).toBeNull());
    expect(screen.getByText(/0008/)).toBeTruthy();
  });
});

describe('adding a card through the gateway’s hosted fields', () => {
  it('loads the gateway’s script, and sends the server only the session id and the payment password', async () => {
    const { calls } = api({ cards: () => envelope(200, { cards: [] }) });
    renderCards();
    const dialog = await openAddDialog();
    const { script, configured } = await gatewayLoads();
    expect(script.src).toBe(SCRIPT);
    expect(configured).toHaveLength(1);
    expect(configured[0]).toMatchObject({
      session: 'SESSION0001ABCDEF',
      fields: {
        card: {
          number: '#card-hosted-number',
          expiryMonth: '#card-hosted-expiry-month',
          expiryYear: '#card-hosted-expiry-year',
          securityCode: '#card-hosted-cvv',
        },
      },
    });
    // The placeholders the frames replace: read-only, never typed into on this page.
    for (const id of ['card-hosted-number', 'card-hosted-cvv'])
      expect(document.getElementById(id)?.hasAttribute('readonly')).toBe(true);
    await within(dialog).findByLabelText('Payment password', { selector: 'input' });
    typePasswords(dialog, '246813');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/bankCard/add')).toEqual([
        { sessionId: 'SESSION0001ABCDEF', paymentPassword: '246813', paymentPasswordConfirmation: '246813' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull());
  });

  it('checks the two passwords before asking the gateway, and shows a field the gateway refused', async () => {
    const { calls } = api({ cards: () => envelope(200, { cards: [] }) });
    renderCards();
    const dialog = await openAddDialog();
    await gatewayLoads({
      status: 'fields_in_error',
      session: { id: 'SESSION0001ABCDEF' },
      errors: { cardNumber: 'invalid' },
    });
    await within(dialog).findByLabelText('Payment password', { selector: 'input' });
    typePasswords(dialog, '246813', '246811');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('The two payment passwords differ.')).toBeTruthy();
    typePasswords(dialog, '246813');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Check the card number.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/bankCard/add')).toEqual([]);
  });

  it('shows the attempts left after a wrong payment password', async () => {
    api({
      cards: () => envelope(200, { cards: [] }),
      add: () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 400,
            msg: 'Payment password incorrect; 4 attempts left.',
            data: { remaining: 4 },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderCards();
    const dialog = await openAddDialog();
    await gatewayLoads();
    await within(dialog).findByLabelText('Payment password', { selector: 'input' });
    typePasswords(dialog, '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(/4 attempts left/)).toBeTruthy();
  });

  it('loads no script from anywhere but the gateway’s origin, and says the form could not be loaded', async () => {
    expect(isGatewayScript(SCRIPT, GATEWAY)).toBe(true);
    expect(isGatewayScript('https://evil.test/session.js', GATEWAY)).toBe(false);
    expect(isGatewayScript('http://gateway.test/session.js', 'http://gateway.test')).toBe(false);
    api({
      cards: () => envelope(200, { cards: [] }),
      session: () =>
        envelope(200, {
          sessionId: 'SESSION0001ABCDEF',
          scriptUrl: 'https://evil.test/session.js',
          gatewayOrigin: GATEWAY,
        }),
    });
    renderCards();
    const dialog = await openAddDialog();
    expect(
      await within(dialog).findByText('The secure card form could not be loaded. Try again.'),
    ).toBeTruthy();
    expect(document.querySelector('script[data-card-gateway]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
