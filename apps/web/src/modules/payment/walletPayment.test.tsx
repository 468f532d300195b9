import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope } from '../../test/renderApp';
import { api, attempt, bodiesTo, ORDER_NO, PAID, renderPage, stage } from './test/paymentFixtures';

/*
 * Paying a stage from the wallet on `/trade_flow` (issue 15 items 2, 3, 5): the balance, the
 * refusal before anything is sent when it is short, the payment password, and each answer of the
 * server (a wrong password, the lockout, no password yet, a wallet short after all).
 */

const PASSWORD = '246810';
const TRADE_FLOW = `/trade_flow?orderNo=${ORDER_NO}&stage=1`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The page's text with the spaces Intl writes (no-break) as plain ones, and no isolation marks. */
const pageText = () => document.body.textContent?.replace(/\s/g, ' ').replace(/[\u2066-\u2069]/g, '') ?? '';

function passwordInput(name = 'Payment password'): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

/** Types the six digits of the payment password into its boxes. */
function typePassword(digits: string) {
  fireEvent.change(passwordInput(), { target: { value: digits } });
}

const payFromWallet = () => fireEvent.click(screen.getByRole('button', { name: 'Pay from the wallet' }));

/** The page's alert that says `text` (a toast is an alert too). */
async function refusal(text: string): Promise<HTMLElement> {
  const alert = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${text}" is not in an alert`);
  return alert;
}

async function chooseWallet() {
  fireEvent.click(await screen.findByRole('radio', { name: /Wallet/ }));
  await screen.findByRole('heading', { level: 2, name: 'Pay from your wallet' });
}

describe('paying a stage from the wallet (/trade_flow)', () => {
  it('shows the balance, asks for six digits, clears a wrong password with the attempts left, then pays once under the visit’s key', async () => {
    const { calls } = api({
      payment: async (request) => {
        const body = (await request.json()) as { paymentPassword?: string };
        return body.paymentPassword === PASSWORD
          ? envelope(200, PAID)
          : envelope(400, { remaining: 4 }, 'The payment password is incorrect; 4 attempts left.');
      },
      result: () => envelope(200, PAID),
    });
    renderPage(TRADE_FLOW);
    const wallet = await screen.findByRole('radio', { name: /Wallet/ });
    expect(pageText()).toContain('Balance: IQD 100,000');
    await chooseWallet();
    expect(pageText()).toContain('IQD 56,330 will be taken from your wallet balance of IQD 100,000.');

    // No password: the domain's message, and nothing sent.
    payFromWallet();
    expect(await screen.findByText('A payment password is required.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/pay/payment')).toEqual([]);

    typePassword('111111');
    payFromWallet();
    expect(await screen.findByText('Payment password incorrect, 4 attempts left')).toBeTruthy();
    // The wrong password is cleared; the method stays chosen.
    expect(passwordInput().value).toBe('');
    expect((wallet as HTMLInputElement).checked).toBe(true);
    expect(currentLocation.value).toBe(TRADE_FLOW);

    typePassword(PASSWORD);
    expect(screen.queryByText('Payment password incorrect, 4 attempts left')).toBeNull();
    payFromWallet();
    payFromWallet();
    await waitFor(() => expect(currentLocation.value).toBe(`/payment-result?orderNo=${ORDER_NO}&stage=1`));
    const payments = bodiesTo(calls, '/hello/pay/payment') as Record<string, unknown>[];
    expect(payments).toHaveLength(2);
    // Dinars, whatever the buyer's display currency (dollars here), and no voucher.
    expect(payments[1]).toEqual({
      orderNo: ORDER_NO,
      stage: 1,
      method: 'wallet',
      currency: 'IQD',
      paymentPassword: PASSWORD,
      voucherIds: [],
      idempotencyKey: payments[0]?.idempotencyKey,
    });
    expect(payments[0]).toMatchObject({ paymentPassword: '111111' });
    expect(payments[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
  });

  it('locks the field after too many wrong entries, with the way to reset the password', async () => {
    const { calls } = api({
      payment: () =>
        envelope(
          429,
          { retryAt: '2026-11-27T05:30:00.000Z' },
          'Too many wrong payment passwords; try again in 15 minutes.',
        ),
    });
    renderPage(TRADE_FLOW);
    await chooseWallet();
    typePassword('111111');
    payFromWallet();
    await refusal('Too many wrong payment passwords; try again in 15 minutes.');
    expect(screen.getByText(/paying with the password is locked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset the payment password' }).getAttribute('href')).toBe(
      '/individualCenter/paymentPassword',
    );
    expect(passwordInput().value).toBe('');
    expect(passwordInput().disabled).toBe(true);
    const pay = screen.getByRole('button', { name: 'Pay from the wallet' });
    fireEvent.click(pay);
    expect(bodiesTo(calls, '/hello/pay/payment')).toHaveLength(1);
  });

  it('leads to setting a payment password when there is none, keeping the one typed', async () => {
    api({ payment: () => envelope(422, null, 'Set a payment password first, in your account centre.') });
    renderPage(TRADE_FLOW);
    await chooseWallet();
    typePassword(PASSWORD);
    payFromWallet();
    const alert = await refusal('Set a payment password first, in your account centre.');
    expect(within(alert).getByRole('link', { name: 'Set your payment password' }).getAttribute('href')).toBe(
      '/individualCenter/paymentPassword',
    );
    expect(passwordInput().value).toBe(PASSWORD);
  });

  it('refuses a short wallet before anything is sent, with the way to top it up', async () => {
    const { calls } = api({ create: () => envelope(200, stage({ walletAvailableIqd: 50_000 })) });
    renderPage(TRADE_FLOW);
    const wallet = await screen.findByRole('radio', { name: /Wallet/ });
    expect((wallet as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Your wallet balance is below this payment.')).toBeTruthy();
    expect(pageText()).toContain('Your wallet is IQD 6,330 short of this payment.');
    expect(screen.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
      '/individualCenter/wallet',
    );
    fireEvent.click(wallet);
    expect(screen.queryByRole('heading', { level: 2, name: 'Pay from your wallet' })).toBeNull();
    // An address asking for the wallet starts with nothing chosen instead.
    cleanup();
    api({ create: () => envelope(200, stage({ walletAvailableIqd: 50_000 })) });
    renderPage(`${TRADE_FLOW}&method=wallet`);
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('heading', { level: 2, name: 'Pay from your wallet' })).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/payment')).toEqual([]);
  });

  it('says when the wallet turned out short after all, reads the stage again, and keeps the password', async () => {
    let reads = 0;
    const { calls } = api({
      create: () => {
        reads += 1;
        return envelope(200, stage({ walletAvailableIqd: reads === 1 ? 100_000 : 20_000 }));
      },
      payment: () => envelope(422, null, 'Your wallet balance is not enough for this payment.'),
    });
    renderPage(TRADE_FLOW);
    await chooseWallet();
    typePassword(PASSWORD);
    payFromWallet();
    const alert = await refusal('Your wallet balance is not enough for this payment.');
    expect(within(alert).getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
      '/individualCenter/wallet',
    );
    expect(passwordInput().value).toBe(PASSWORD);
    // The balance read again: now short, which the page says before another try is sent.
    await waitFor(() => expect(pageText()).toContain('Your wallet is IQD 36,330 short of this payment.'));
    expect(bodiesTo(calls, '/hello/pay/payOrder/create')).toHaveLength(2);
    payFromWallet();
    expect(bodiesTo(calls, '/hello/pay/payment')).toHaveLength(1);
  });

  it('reads right to left in Arabic, with the wallet’s balance and the password boxes', async () => {
    api();
    renderPage(TRADE_FLOW, 'ar');
    fireEvent.click(await screen.findByRole('radio', { name: /المحفظة/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'الدفع من المحفظة' });
    expect(heading.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText('كلمة مرور الدفع', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ادفع من المحفظة' })).toBeTruthy();
    expect(pageText()).toContain('100,000');
  });
});

describe('a stage whose cash is awaited (/trade_flow)', () => {
  it('says the cash is awaited and leads to another method', async () => {
    api({
      create: () =>
        envelope(
          200,
          stage({
            state: 'processing',
            reviewCode: 9,
            methods: [],
            walletAvailableIqd: null,
            attempts: [attempt({ method: 'cash', currency: 'USD', amountIqd: null })],
          }),
        ),
    });
    renderPage(TRADE_FLOW);
    expect(await screen.findByText('Your cash payment is awaited at the store')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change payment method' }).getAttribute('href')).toBe(
      `/switch-pay?orderNo=${ORDER_NO}&stage=1`,
    );
  });
});
