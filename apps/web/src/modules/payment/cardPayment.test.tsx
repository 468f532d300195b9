import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope } from '../../test/renderApp';
import { api, attempt, bodiesTo, ORDER_NO, PAID, renderPage, stage } from './test/paymentFixtures';

/*
 * Paying a stage with a saved card on `/trade_flow` (issue 15 item 2 "Card"): the buyer's cards,
 * none saved, a failed read, the payment password and each refusal of the server (a wrong
 * password, the lockout, no password yet, the gateway down), one `goPay` per visit's key, and
 * `/payment-result` for a charge whose answer is late.
 */

const PASSWORD = '246810';
const TRADE_FLOW = `/trade_flow?orderNo=${ORDER_NO}&stage=1`;
const RESULT = `/payment-result?orderNo=${ORDER_NO}&stage=1`;

const CARDS = [
  {
    cardId: '11',
    brand: 'MASTERCARD',
    last4: '0008',
    validThru: '01/39',
    expired: false,
    addedAt: '2026-11-20T08:00:00.000Z',
  },
  {
    cardId: '12',
    brand: 'VISA',
    last4: '1019',
    validThru: '04/25',
    expired: true,
    addedAt: '2026-01-20T08:00:00.000Z',
  },
];

const CHARGE = {
  orderNo: ORDER_NO,
  stage: 1,
  status: 'paid',
  amount: 4_300,
  currency: 'USD',
  attemptId: '51',
  card: { cardId: '11', brand: 'MASTERCARD', last4: '0008' },
  declineCode: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const pageText = () => document.body.textContent?.replace(/\s/g, ' ').replace(/[\u2066-\u2069]/g, '') ?? '';

function passwordInput(name = 'Payment password'): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

const typePassword = (digits: string) => fireEvent.change(passwordInput(), { target: { value: digits } });

const payByCard = () => fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));

/** The API with the buyer's saved cards and `goPay`. */
function cardApi({
  cards = () => envelope(200, { cards: CARDS }),
  goPay = () => envelope(200, CHARGE),
  result = () => envelope(200, PAID),
}: {
  cards?: () => Response | Promise<Response>;
  goPay?: (request: Request) => Response | Promise<Response>;
  result?: () => Response | Promise<Response>;
} = {}) {
  return api({
    result,
    extra: { '/hello/pay/getBackCard': cards, '/hello/pay/goPay': goPay },
  });
}

async function chooseCardMethod(name: RegExp = /Visa or Mastercard/) {
  fireEvent.click(await screen.findByRole('radio', { name }));
}

async function refusal(text: string): Promise<HTMLElement> {
  const alert = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${text}" is not in an alert`);
  return alert;
}

describe('paying a stage with a saved card (/trade_flow)', () => {
  it('lists the saved cards, asks for a card and six digits, clears a wrong password, then pays once under the visit’s key', async () => {
    const { calls } = cardApi({
      goPay: async (request) => {
        const body = (await request.json()) as { paymentPassword?: string };
        return body.paymentPassword === PASSWORD
          ? envelope(200, CHARGE)
          : envelope(400, { remaining: 4 }, 'The payment password is incorrect; 4 attempts left.');
      },
    });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    await screen.findByRole('heading', { level: 2, name: 'Pay with a saved card' });
    const mastercard = await screen.findByRole('radio', { name: /Mastercard •••• 0008/ });
    expect(pageText()).toContain('Valid thru 01/39');
    // The expired card is shown, marked, and cannot be chosen.
    const visa = screen.getByRole('radio', { name: /Visa •••• 1019/ });
    expect((visa as HTMLInputElement).disabled).toBe(true);
    expect(pageText()).toContain('Expired');
    // A card pays the stage's dollars.
    expect(screen.getByText('$43.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/individualCenter/cards',
    );

    // Nothing chosen, then no password: said, and nothing sent.
    payByCard();
    expect(await screen.findByText('Choose a card.')).toBeTruthy();
    fireEvent.click(mastercard);
    expect(screen.queryByText('Choose a card.')).toBeNull();
    payByCard();
    expect(await screen.findByText('A payment password is required.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/pay/goPay')).toEqual([]);

    typePassword('111111');
    payByCard();
    expect(await screen.findByText('Payment password incorrect, 4 attempts left')).toBeTruthy();
    expect(passwordInput().value).toBe('');
    expect(currentLocation.value).toBe(TRADE_FLOW);

    typePassword(PASSWORD);
    payByCard();
    payByCard();
    await waitFor(() => expect(currentLocation.value).toBe(RESULT));
    const charges = bodiesTo(calls, '/hello/pay/goPay') as Record<string, unknown>[];
    expect(charges).toHaveLength(2);
    expect(charges[1]).toEqual({
      orderNo: ORDER_NO,
      stage: 1,
      cardId: '11',
      paymentPassword: PASSWORD,
      idempotencyKey: charges[0]?.idempotencyKey,
    });
    expect(charges[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
  });

  it('with no saved card, leads to adding one on the cards page and asks for no password', async () => {
    const { calls } = cardApi({ cards: () => envelope(200, { cards: [] }) });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    expect(await screen.findByText(/You have no saved card yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/individualCenter/cards',
    );
    // Nothing to pay with: no password asked, no button to pay.
    expect(screen.queryByLabelText('Payment password', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/goPay')).toEqual([]);
  });

  it('says when only expired cards are saved', async () => {
    cardApi({ cards: () => envelope(200, { cards: [CARDS[1]] }) });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    expect(await screen.findByText(/Your saved cards have expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('says when the cards could not be loaded, and reads them again on retry', async () => {
    let reads = 0;
    cardApi({
      cards: () => {
        reads += 1;
        return reads === 1 ? envelope(500, null, 'System error') : envelope(200, { cards: CARDS });
      },
    });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    const alert = await refusal('Your saved cards could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Mastercard •••• 0008/ })).toBeTruthy();
  });

  it('locks the field after too many wrong entries, with the way to reset the password', async () => {
    const { calls } = cardApi({
      goPay: () =>
        envelope(
          429,
          { retryAt: '2026-11-27T05:30:00.000Z' },
          'Too many wrong payment passwords; try again in 15 minutes.',
        ),
    });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    fireEvent.click(await screen.findByRole('radio', { name: /Mastercard •••• 0008/ }));
    typePassword('111111');
    payByCard();
    await refusal('Too many wrong payment passwords; try again in 15 minutes.');
    expect(screen.getByRole('link', { name: 'Reset the payment password' }).getAttribute('href')).toBe(
      '/individualCenter/paymentPassword',
    );
    expect(passwordInput().disabled).toBe(true);
    payByCard();
    expect(bodiesTo(calls, '/hello/pay/goPay')).toHaveLength(1);
  });

  it('leads to setting a payment password when there is none, and says when the gateway is down', async () => {
    let answer = () => envelope(422, null, 'Set a payment password first, in your account centre.');
    cardApi({ goPay: () => answer() });
    renderPage(TRADE_FLOW);
    await chooseCardMethod();
    fireEvent.click(await screen.findByRole('radio', { name: /Mastercard •••• 0008/ }));
    typePassword(PASSWORD);
    payByCard();
    const alert = await refusal('Set a payment password first, in your account centre.');
    expect(within(alert).getByRole('link', { name: 'Set your payment password' }).getAttribute('href')).toBe(
      '/individualCenter/paymentPassword',
    );
    expect(passwordInput().value).toBe(PASSWORD);

    answer = () => envelope(503, null, 'Card payment is not available right now. Try again later.');
    payByCard();
    await refusal('Card payment is not available right now. Try again later.');
    expect(screen.queryByRole('link', { name: 'Set your payment password' })).toBeNull();
    expect(currentLocation.value).toBe(TRADE_FLOW);
  });

  it('reads right to left in Arabic, with the cards and the password boxes', async () => {
    cardApi();
    renderPage(TRADE_FLOW, 'ar');
    await chooseCardMethod(/فيزا أو ماستركارد/);
    const heading = await screen.findByRole('heading', { level: 2, name: 'الدفع ببطاقة محفوظة' });
    expect(heading.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await screen.findByRole('radio', { name: /Mastercard •••• 0008/ })).toBeTruthy();
    expect(screen.getByLabelText('كلمة مرور الدفع', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ادفع بالبطاقة' })).toBeTruthy();
    // The card's number and date read left to right inside the right-to-left page.
    const number = screen.getByText('•••• 0008', { exact: false });
    expect(number.textContent).toContain('0008');
  });
});

describe('a card payment whose answer is late', () => {
  const processing = stage({
    state: 'processing',
    reviewCode: 9,
    methods: [],
    attempts: [attempt({ method: 'card', currency: 'USD', amountIqd: null, expectedAnswerAt: null })],
  });

  it('/payment-result waits for the card gateway, not for finance’s review', async () => {
    cardApi({ result: () => envelope(200, processing) });
    renderPage(RESULT);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Waiting for the card payment to be confirmed' }),
    ).toBeTruthy();
    expect(pageText()).toContain('nothing more will be charged');
    expect(pageText()).not.toMatch(/15 minutes/);
  });

  it('/trade_flow shows it as the gateway’s, with the way to its result', async () => {
    api({ create: () => envelope(200, processing) });
    renderPage(TRADE_FLOW);
    expect(await screen.findByText('Waiting for the card payment to be confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See where the payment stands' }).getAttribute('href')).toBe(
      RESULT,
    );
  });
});
