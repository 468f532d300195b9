import { type ProviderSessionWire, type WalletSummaryWire, type WalletTopUpWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, envelope, fakeApi, renderSignedIn, SIGNED_IN_SHELL } from '../../test/renderApp';
import { browserLocation } from '../payment/ProviderSession';

/*
 * Topping up the wallet through ZainCash or FIB (issue 15 item 5): offered when the server says the
 * provider is configured; ZainCash sends the browser to its page, FIB's QR code and app links show
 * in the dialog until the top-up is decided; the wallet page a provider returns the buyer to says
 * where the top-up stands.
 */

const SUMMARY: WalletSummaryWire = {
  availableIqd: 0,
  availableInUsdCents: 0,
  iqdPerUsd: 1310,
  heldUsdCents: 0,
  frozenIqd: 0,
  freezes: [],
};

const ZAINCASH: ProviderSessionWire = {
  method: 'zaincash',
  redirectUrl: 'https://pg-api-uat.zaincash.iq/checkout/91ab',
  qrCode: null,
  readableCode: null,
  appLinks: null,
  validUntil: null,
};

const FIB: ProviderSessionWire = {
  method: 'fib',
  redirectUrl: null,
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  readableCode: 'FIB-1234-5678',
  appLinks: {
    personal: 'https://personal.fib.iq/pay/1234',
    business: 'https://business.fib.iq/pay/1234',
    corporate: 'https://corporate.fib.iq/pay/1234',
  },
  validUntil: '2026-11-27T05:15:00.000Z',
};

function topUp(id: string, changes: Partial<WalletTopUpWire> = {}): WalletTopUpWire {
  return {
    id,
    method: 'fib',
    amountIqd: 50_000,
    status: 'pending',
    voucherIds: [],
    createdAt: '2026-11-26T08:00:00.000Z',
    decidedAt: null,
    rejectReason: null,
    note: '',
    ...changes,
  };
}

function api({
  providers = () => envelope(200, { providers: ['zaincash', 'fib'] }),
  topUps = [] as WalletTopUpWire[],
  start = (body: Record<string, unknown>) =>
    envelope(200, {
      topUp: topUp('31', { method: body.provider as 'fib', amountIqd: body.amountIqd as number }),
      session: body.provider === 'fib' ? FIB : ZAINCASH,
    }),
  result = (): Response => envelope(200, { topUp: topUp('31'), session: FIB }),
}: {
  providers?: () => Response;
  topUps?: WalletTopUpWire[];
  start?: (body: Record<string, unknown>) => Response;
  result?: () => Response;
} = {}) {
  return fakeApi({
    ...SIGNED_IN_SHELL,
    '/hello/wallet/summary': () => envelope(200, SUMMARY),
    '/hello/wallet/history': () => envelope(200, { records: [], total: 0, pageNum: 1, pageSize: 10 }),
    '/hello/wallet/topUp/list': () => envelope(200, { records: topUps }),
    '/hello/wallet/topUp/bankAccounts': () => envelope(200, { bankAccounts: [] }),
    '/hello/wallet/topUp/provider/methods': providers,
    '/hello/wallet/topUp/provider/start': async (request) =>
      start((await request.json()) as Record<string, unknown>),
    '/hello/wallet/topUp/provider/result': result,
  });
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWallet(locale: 'ar' | 'en' = 'en', search = '') {
  return renderSignedIn(`/individualCenter/wallet${search}`, locale);
}

async function openTopUp(name = 'Top up', title = 'Top up your wallet') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

describe('topping up the wallet through a payment provider', () => {
  it('sends the browser to ZainCash with the amount typed, once, and shows no voucher upload', async () => {
    const { calls } = api();
    renderWallet();
    const dialog = await openTopUp();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'ZainCash' }));
    // No bank account is configured: the note names what is offered instead of transfer.
    expect(dialog.textContent).toContain(
      'Bank transfer is not offered now; top up through ZainCash or FIB, or in cash at the store.',
    );
    expect(dialog.textContent).toContain('You pay the exact amount through ZainCash');
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '4,999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect(await within(dialog).findByText(/Enter a whole number of dinars from 5,000/)).toBeTruthy();
    expect(bodiesTo(calls, '/hello/wallet/topUp/provider/start')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '60,000' } });
    const pay = within(dialog).getByRole('button', { name: 'Go to payment' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ZAINCASH.redirectUrl));
    const sent = bodiesTo(calls, '/hello/wallet/topUp/provider/start') as Record<string, unknown>[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ provider: 'zaincash', amountIqd: 60_000 });
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodiesTo(calls, '/hello/wallet/topUp/create')).toEqual([]);
  });

  it("shows FIB's QR code and code in the dialog, and closes it once the top-up is credited", async () => {
    let answers = 0;
    const { calls } = api({
      result: () => {
        answers += 1;
        return answers < 2
          ? envelope(200, { topUp: topUp('31'), session: FIB })
          : envelope(200, { topUp: topUp('31', { status: 'approved' }), session: null });
      },
    });
    renderWallet();
    const dialog = await openTopUp();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'FIB' }));
    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    const qrCode = await within(dialog).findByRole('img', {
      name: 'QR code of this payment, for the FIB app',
    });
    expect(qrCode.getAttribute('src')).toBe(FIB.qrCode);
    expect(dialog.textContent).toContain('FIB-1234-5678');
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([FIB.appLinks!.personal, FIB.appLinks!.business, FIB.appLinks!.corporate]);
    expect(assign).not.toHaveBeenCalled();
    // Asked while pending, then again: approved, the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(bodiesTo(calls, '/hello/wallet/topUp/provider/result')).toEqual([
      { topUpId: '31' },
      { topUpId: '31' },
    ]);
  }, 15_000);

  it('shows a refusal of the start in the dialog, and offers no provider the server does not have', async () => {
    api({ start: () => envelope(502, null, 'The payment provider cannot be reached now.') });
    renderWallet();
    const dialog = await openTopUp();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'FIB' }));
    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
    cleanup();

    for (const providers of [() => envelope(200, { providers: [] }), () => envelope(500, null, 'down')]) {
      api({ providers });
      renderWallet();
      const plain = await openTopUp();
      await waitFor(() => expect(within(plain).getAllByRole('radio')).toHaveLength(2));
      expect(within(plain).queryByRole('radio', { name: 'ZainCash' })).toBeNull();
      expect(within(plain).queryByRole('radio', { name: 'FIB' })).toBeNull();
      expect(plain.textContent).toContain('Bank transfer is not offered now; top up in cash at the store.');
      cleanup();
    }
  });

  it('says where a top-up stands on the wallet page a provider returns to, in Arabic', async () => {
    api({
      topUps: [
        topUp('33', { method: 'zaincash', status: 'approved' }),
        topUp('32', { status: 'failed' }),
        topUp('31'),
      ],
      result: () =>
        envelope(200, { topUp: topUp('33', { method: 'zaincash', status: 'approved' }), session: null }),
    });
    renderWallet('ar', '?topUp=33');
    expect(await screen.findByText(/إلى محفظتك\.$/)).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'طلبات الشحن' });
    await waitFor(() => expect(within(list).getByText('فشل الدفع')).toBeTruthy());
    expect(within(list).getByText('بانتظار الدفع')).toBeTruthy();
    expect(list.textContent).toContain('زين كاش');
    expect(list.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(document.body.textContent).not.toContain('wallet.topUp');
  });

  it('opens a top-up still waiting at FIB again from the list, until it is credited', async () => {
    let answers = 0;
    const { calls } = api({
      topUps: [topUp('31'), topUp('30', { method: 'cash', status: 'approved' })],
      result: () => {
        answers += 1;
        return answers < 2
          ? envelope(200, { topUp: topUp('31'), session: FIB })
          : envelope(200, { topUp: topUp('31', { status: 'approved' }), session: null });
      },
    });
    renderWallet();
    const list = await screen.findByRole('region', { name: 'Top-ups' });
    // Only the provider's pending top-up can be paid on.
    const resume = await within(list).findAllByRole('button', { name: 'Continue paying' });
    expect(resume).toHaveLength(1);
    fireEvent.click(resume[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of this payment, for the FIB app' }),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText(/Your wallet was credited with/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(bodiesTo(calls, '/hello/wallet/topUp/provider/result')).toEqual([
      { topUpId: '31' },
      { topUpId: '31' },
    ]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('shows a pending top-up as waiting for the payment, and nothing for a top-up not found', async () => {
    api({ result: () => envelope(200, { topUp: topUp('31'), session: FIB }) });
    renderWallet('en', '?topUp=31');
    expect(await screen.findByText(/is waiting for the payment to be confirmed/)).toBeTruthy();
    cleanup();

    const { calls } = api({ result: () => envelope(404, null, 'This top-up does not exist.') });
    renderWallet('en', '?topUp=999');
    await waitFor(() => expect(bodiesTo(calls, '/hello/wallet/topUp/provider/result')).toHaveLength(1));
    expect(screen.queryByText(/Checking your top-up/)).toBeNull();
    cleanup();

    const bad = api();
    renderWallet('en', '?topUp=abc');
    await screen.findByText('No top-ups yet');
    expect(bodiesTo(bad.calls, '/hello/wallet/topUp/provider/result')).toEqual([]);
  });
});
