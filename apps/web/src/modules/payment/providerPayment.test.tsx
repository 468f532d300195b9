import type { ProviderSessionWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope } from '../../test/renderApp';
import { browserLocation } from './ProviderSession';
import { api, attempt, bodiesTo, ORDER_NO, PAID, renderPage, stage } from './test/paymentFixtures';

/*
 * Paying a stage at a payment platform on `/trade_flow` (issue 15 item 2): ZainCash sends the
 * browser to its own page; FIB shows its QR code, code, app links and validity, and the page goes
 * on to `/payment-result` once the stage is decided.
 */

const TRADE_FLOW = `/trade_flow?orderNo=${ORDER_NO}&stage=1`;
const OFFERED = stage({ methods: ['bank_transfer', 'cash', 'wallet', 'zaincash', 'fib'] });

const ZAINCASH: ProviderSessionWire = {
  method: 'zaincash',
  redirectUrl: 'https://pg-api-uat.zaincash.iq/checkout/7f3a',
  qrCode: null,
  readableCode: null,
  appLinks: null,
  validUntil: null,
};

const FIB: ProviderSessionWire = {
  method: 'fib',
  redirectUrl: null,
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  readableCode: 'FIB-4821-7730',
  appLinks: {
    personal: 'https://personal.fib.iq/pay/4821',
    business: 'https://business.fib.iq/pay/4821',
    corporate: 'https://corporate.fib.iq/pay/4821',
  },
  validUntil: '2026-11-27T05:15:00.000Z',
};

/** The stage with the provider's attempt waiting, as the server answers it after the start. */
function waitingAt(session: ProviderSessionWire) {
  return stage({
    state: 'processing',
    reviewCode: 9,
    methods: [],
    walletAvailableIqd: null,
    attempts: [
      attempt({ attemptId: '77', method: session.method, expectedAnswerAt: null, provider: session }),
    ],
  });
}

/** `/hello/pay/provider/start` answering `session` for the stage, and the stage waiting after it. */
function startAnswer(session: ProviderSessionWire) {
  return envelope(200, { attemptId: '77', session, stagePayment: waitingAt(session) });
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('paying at ZainCash (/trade_flow)', () => {
  it('starts once for a double click, under the visit’s key, and sends the browser to ZainCash’s page', async () => {
    let started = false;
    const { calls } = api({
      create: () => envelope(200, started ? waitingAt(ZAINCASH) : OFFERED),
      extra: {
        '/hello/pay/provider/start': () => {
          started = true;
          return startAnswer(ZAINCASH);
        },
      },
    });
    renderPage(TRADE_FLOW);
    fireEvent.click(await screen.findByRole('radio', { name: /ZainCash/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pay with ZainCash' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continue to ZainCash' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ZAINCASH.redirectUrl));
    expect(assign).toHaveBeenCalledTimes(1);
    const starts = bodiesTo(calls, '/hello/pay/provider/start') as Record<string, unknown>[];
    expect(starts).toEqual([
      { orderNo: ORDER_NO, stage: 1, method: 'zaincash', idempotencyKey: starts[0]?.idempotencyKey },
    ]);
    expect(starts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodiesTo(calls, '/hello/pay/payment')).toEqual([]);
  });

  it('goes back to ZainCash’s page for a payment started before, and never to an address that is not a web page', async () => {
    api({ create: () => envelope(200, waitingAt(ZAINCASH)) });
    renderPage(TRADE_FLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Finish paying at ZainCash' }));
    expect(assign).toHaveBeenCalledWith(ZAINCASH.redirectUrl);
    cleanup();

    const script = { ...ZAINCASH, redirectUrl: 'javascript:alert(1)' };
    api({
      create: () => envelope(200, OFFERED),
      extra: { '/hello/pay/provider/start': () => startAnswer(script) },
    });
    renderPage(TRADE_FLOW);
    fireEvent.click(await screen.findByRole('radio', { name: /ZainCash/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ZainCash' }));
    expect(
      await screen.findByText('ZainCash gave no page to pay on. Try again, or choose another method.'),
    ).toBeTruthy();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('says why a start was refused and keeps the method chosen', async () => {
    const { calls } = api({
      create: () => envelope(200, OFFERED),
      extra: {
        '/hello/pay/provider/start': () =>
          envelope(
            502,
            null,
            'The payment service cannot be reached now. Try again, or choose another method.',
          ),
      },
    });
    renderPage(TRADE_FLOW);
    const zainCash = await screen.findByRole<HTMLInputElement>('radio', { name: /ZainCash/ });
    fireEvent.click(zainCash);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ZainCash' }));
    const refusal = await screen.findByText(
      'The payment service cannot be reached now. Try again, or choose another method.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(zainCash.checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(bodiesTo(calls, '/hello/pay/provider/start')).toHaveLength(1);
  });
});

describe('paying in the FIB app (/trade_flow)', () => {
  it('shows the QR code, the code, the app links and the validity, and goes on to the result once FIB answers', async () => {
    let started = false;
    let results = 0;
    const { calls } = api({
      create: () => envelope(200, started ? waitingAt(FIB) : OFFERED),
      // Waiting at the first reads, then paid: the page asks again by itself.
      result: () => {
        results += 1;
        return envelope(200, results < 2 ? waitingAt(FIB) : PAID);
      },
      extra: {
        '/hello/pay/provider/start': () => {
          started = true;
          return startAnswer(FIB);
        },
      },
    });
    renderPage(TRADE_FLOW);
    fireEvent.click(await screen.findByRole('radio', { name: /First Iraqi Bank/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the payment code' }));

    const qrCode = await screen.findByRole('img', { name: 'QR code of this payment, for the FIB app' });
    expect(qrCode.getAttribute('src')).toBe(FIB.qrCode);
    const panel = qrCode.closest('section')!;
    expect(within(panel).getByRole('heading', { level: 2, name: 'Pay in the FIB app' })).toBeTruthy();
    expect(within(panel).getByText('FIB-4821-7730').getAttribute('dir')).toBe('ltr');
    expect(within(panel).getByRole('link', { name: 'Personal' }).getAttribute('href')).toBe(
      FIB.appLinks?.personal,
    );
    expect(within(panel).getByRole('link', { name: 'Business' }).getAttribute('href')).toBe(
      FIB.appLinks?.business,
    );
    expect(within(panel).getByRole('link', { name: 'Corporate' }).getAttribute('href')).toBe(
      FIB.appLinks?.corporate,
    );
    // 05:15 UTC is 08:15 in Baghdad.
    expect(within(panel).getByText(/Pay before 8:15\sAM; after that, start again\./)).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toBe(
      'Waiting for FIB to confirm the payment. This page updates by itself.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(bodiesTo(calls, '/hello/pay/provider/start')).toMatchObject([{ method: 'fib' }]);

    await waitFor(() => expect(currentLocation.value).toBe(`/payment-result?orderNo=${ORDER_NO}&stage=1`), {
      timeout: 9_000,
    });
    expect(results).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
  }, 15_000);

  it('shows the FIB payment again after a reload, in Arabic, right to left', async () => {
    api({ create: () => envelope(200, waitingAt(FIB)), result: () => envelope(200, waitingAt(FIB)) });
    renderPage(TRADE_FLOW, 'ar');
    const heading = await screen.findByRole('heading', { level: 2, name: 'الدفع عبر تطبيق FIB' });
    expect(heading.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('img', { name: 'رمز QR لهذه الدفعة، لتطبيق FIB' })).toBeTruthy();
    expect(screen.getByText('FIB-4821-7730')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('offers the providers only when the server lists them', async () => {
    api();
    renderPage(TRADE_FLOW);
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('radio', { name: /ZainCash/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /First Iraqi Bank/ })).toBeNull();
  });
});

describe('the result of a provider’s payment (/payment-result)', () => {
  it('waits for the provider, not for finance, and leads back to paying there', async () => {
    api({ result: () => envelope(200, waitingAt(ZAINCASH)) });
    renderPage(`/payment-result?orderNo=${ORDER_NO}&stage=1`);
    expect(await screen.findByText('Waiting for ZainCash to confirm the payment')).toBeTruthy();
    expect(screen.queryByText(/15 minutes/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go on paying' }).getAttribute('href')).toBe(TRADE_FLOW);
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/order-details?orderNo=${ORDER_NO}`,
    );
  });
});
