import type { StagePaymentWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope } from '../../test/renderApp';
import {
  api,
  attempt,
  bodiesTo,
  ORDER_NO,
  PAID,
  PROCESSING,
  renderPage,
  stage,
} from './test/paymentFixtures';

/*
 * `/switch-pay` (issue 15 item 2): cash not brought yet is given up through `/hello/pay/switchPay`
 * before another method is chosen; a transfer under review and a paid stage are refused, and the
 * page says which.
 */

const SWITCH_PAY = `/switch-pay?orderNo=${ORDER_NO}&stage=1`;

/** Stage 1 with its cash awaited at the store: nothing offered until it is given up. */
const CASH_AWAITED = stage({
  state: 'processing',
  reviewCode: 9,
  methods: [],
  walletAvailableIqd: null,
  attempts: [attempt({ method: 'cash', currency: 'USD', amountIqd: null, expectedAnswerAt: null })],
});

/** The same stage after the buyer gave the cash up: unpaid again, every method offered. */
const CASH_GIVEN_UP = stage({
  attempts: [attempt({ method: 'cash', currency: 'USD', amountIqd: null, status: 'cancelled' })],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The page's alert that says `text` (a toast is an alert too). */
async function alertSaying(text: string): Promise<HTMLElement> {
  const alert = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${text}" is not in an alert`);
  return alert;
}

/** The API with the stage answering `before` until the switch is asked for, then `after`. */
function switchApi(before: StagePaymentWire, after: StagePaymentWire, switchPay: () => Response) {
  let switched = false;
  return api({
    result: () => envelope(200, switched ? after : before),
    create: () => envelope(200, switched ? after : before),
    switchPay: () => {
      switched = true;
      return switchPay();
    },
  });
}

const giveUpCash = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Give up cash and choose another method' }));

describe('another method (/switch-pay)', () => {
  it('gives up cash not brought yet, then pays with the method chosen instead', async () => {
    const { calls } = switchApi(CASH_AWAITED, CASH_GIVEN_UP, () => envelope(200, CASH_GIVEN_UP));
    renderPage(SWITCH_PAY);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cash payment awaited' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/switchPay')).toEqual([]);

    giveUpCash();
    expect(await screen.findByText('The cash payment was given up. Choose another method.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/pay/switchPay')).toEqual([{ orderNo: ORDER_NO, stage: 1 }]);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with this method' }));
    await waitFor(() =>
      expect(currentLocation.value).toBe(`/trade_flow?orderNo=${ORDER_NO}&stage=1&method=wallet`),
    );
    // The payment page starts with the wallet chosen: its password.
    expect(await screen.findByRole('heading', { level: 2, name: 'Pay from your wallet' })).toBeTruthy();
  });

  it('says the switch is refused while a transfer is under review, and shows the stage as it now stands', async () => {
    const { calls } = switchApi(CASH_AWAITED, PROCESSING, () =>
      envelope(
        409,
        null,
        'This transfer is under review; wait for finance’s answer before changing the method.',
      ),
    );
    renderPage(SWITCH_PAY);
    await screen.findByRole('heading', { level: 2, name: 'Cash payment awaited' });
    giveUpCash();
    const alert = await alertSaying('The method cannot be changed while a transfer is under review.');
    expect(alert.textContent).toContain(
      'This transfer is under review; wait for finance’s answer before changing the method.',
    );
    // Read again: the stage's transfer, under review.
    expect(await screen.findByText('The payment is under review')).toBeTruthy();
    expect(screen.getByText(/The payment by bank transfer is under review/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/switchPay')).toHaveLength(1);
  });

  it('says the switch is refused when the stage is paid', async () => {
    switchApi(CASH_AWAITED, PAID, () => envelope(409, null, 'This payment has already been made.'));
    renderPage(SWITCH_PAY);
    await screen.findByRole('heading', { level: 2, name: 'Cash payment awaited' });
    giveUpCash();
    const alert = await alertSaying('The method cannot be changed: this stage is already paid.');
    expect(alert.textContent).toContain('This payment has already been made.');
    expect(await screen.findByText('This stage is paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the payment status' }).getAttribute('href')).toBe(
      `/payment-result?orderNo=${ORDER_NO}&stage=1`,
    );
  });

  it('says when the switch could not be made, in Arabic, and keeps the cash to try again', async () => {
    switchApi(CASH_AWAITED, CASH_AWAITED, () => envelope(500, null, ''));
    renderPage(SWITCH_PAY, 'ar');
    await screen.findByRole('heading', { level: 2, name: 'بانتظار الدفع نقداً' });
    fireEvent.click(screen.getByRole('button', { name: 'ألغِ الدفع نقداً واختر طريقة أخرى' }));
    await alertSaying('تعذّر تغيير طريقة الدفع.');
    expect(screen.getByRole('button', { name: 'ألغِ الدفع نقداً واختر طريقة أخرى' })).toBeTruthy();
  });

  it('offers the wallet with its balance, but not when it holds less than the stage', async () => {
    api({ result: () => envelope(200, stage({ walletAvailableIqd: 10_000 })) });
    renderPage(SWITCH_PAY);
    const wallet = await screen.findByRole<HTMLInputElement>('radio', { name: /Wallet/ });
    expect(wallet.disabled).toBe(true);
    expect(screen.getByText('Your wallet balance is below this payment.')).toBeTruthy();
  });

  it('says a payment started at a provider cannot be changed, and why', async () => {
    const { calls } = api({
      result: () =>
        envelope(
          200,
          stage({
            state: 'processing',
            reviewCode: 9,
            methods: [],
            attempts: [
              attempt({
                method: 'zaincash',
                expectedAnswerAt: null,
                provider: {
                  method: 'zaincash',
                  redirectUrl: 'https://pg-api-uat.zaincash.iq/checkout/7f3a',
                  qrCode: null,
                  readableCode: null,
                  appLinks: null,
                  validUntil: null,
                },
              }),
            ],
          }),
        ),
    });
    renderPage(SWITCH_PAY);
    expect(await screen.findByText('Waiting for ZainCash to confirm the payment')).toBeTruthy();
    expect(screen.getByText(/A payment started at ZainCash cannot be changed/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/switchPay')).toEqual([]);
  });

  it('says a card charge awaiting its bank is being processed, not under review', async () => {
    const { calls } = api({
      result: () =>
        envelope(
          200,
          stage({
            state: 'processing',
            reviewCode: null,
            methods: [],
            attempts: [attempt({ method: 'card', expectedAnswerAt: null })],
          }),
        ),
    });
    renderPage(SWITCH_PAY);
    expect(await screen.findByText('The card payment is being processed')).toBeTruthy();
    expect(screen.getByText(/processed by the card's bank and cannot be changed now/)).toBeTruthy();
    expect(screen.queryByText('The payment is under review')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/switchPay')).toEqual([]);
  });
});
