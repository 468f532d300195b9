import { type WalletMovementWire, type WalletSummaryWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, envelope, fakeApi, renderSignedIn, SIGNED_IN_SHELL } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 100,000 dinars available ($76.34 at 1,310), nothing frozen. */
function summary(changes: Partial<WalletSummaryWire> = {}): WalletSummaryWire {
  return {
    availableIqd: 100_000,
    availableInUsdCents: 7_634,
    iqdPerUsd: 1310,
    heldUsdCents: 0,
    frozenIqd: 0,
    freezes: [],
    ...changes,
  };
}

function movement(id: number, changes: Partial<WalletMovementWire> = {}): WalletMovementWire {
  return {
    id: String(id),
    kind: 'recharge',
    currency: 'IQD',
    amount: 10_000 + id,
    direction: 'in',
    createdAt: '2026-11-20T09:30:00.000Z',
    reference: null,
    ...changes,
  };
}

function api({
  wallet = () => envelope(200, summary()),
  history = (pageNum: number) =>
    envelope(200, { records: pageNum === 1 ? [movement(1)] : [], total: 1, pageNum, pageSize: 10 }),
  freeze = () => envelope(200, null),
}: {
  wallet?: () => Response;
  history?: (pageNum: number) => Response;
  freeze?: (body: Record<string, unknown>) => Response;
} = {}) {
  return fakeApi({
    ...SIGNED_IN_SHELL,
    '/hello/wallet/summary': wallet,
    '/hello/wallet/history': async (request) =>
      history(((await request.json()) as { pageNum: number }).pageNum),
    '/hello/wallet/freeze': async (request) => freeze((await request.json()) as Record<string, unknown>),
  });
}

function renderWallet(locale: 'ar' | 'en' = 'en') {
  return renderSignedIn('/individualCenter/wallet', locale);
}

/** The page's text with the spaces Intl writes (no-break) as plain ones. */
const pageText = () => document.body.textContent?.replace(/\s/g, ' ') ?? '';

/** Types the six digits of the payment password into its boxes. */
function typePassword(dialog: HTMLElement, digits: string) {
  const input = within(dialog).getByLabelText('Payment password', { selector: 'input' });
  fireEvent.change(input, { target: { value: digits } });
}

/** Opens the freeze dialog from the wallet page and gives it back. */
async function openFreezeDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Freeze for a bonus' }));
  return screen.findByRole('dialog', { name: 'Freeze balance for a bonus' });
}

/** Fills in an amount and the payment password, and confirms the freeze. */
function submitFreeze(dialog: HTMLElement, amount: string, digits: string) {
  fireEvent.change(within(dialog).getByLabelText(/Amount to freeze/), { target: { value: amount } });
  typePassword(dialog, digits);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm freeze' }));
}

describe('the wallet page', () => {
  it('reads right to left in Arabic, in the user centre, with the balance and the history', async () => {
    api();
    renderWallet('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'المحفظة' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'مركز المستخدم' });
    expect(within(nav).getByRole('link', { name: 'المحفظة' }).getAttribute('aria-current')).toBe('page');
    expect(nav.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(pageText()).toContain('100,000'));
    expect(pageText()).toContain('$76.34');
    await waitFor(() => expect(pageText()).toContain('10,001'));
  });

  it('says the history is empty, and pages through a long one', async () => {
    api({ history: (pageNum) => envelope(200, { records: [], total: 0, pageNum, pageSize: 10 }) });
    renderWallet();
    expect(await screen.findByText('No movements yet')).toBeTruthy();
    cleanup();

    const { calls } = api({
      history: (pageNum) =>
        envelope(200, {
          records: [
            movement(pageNum, {
              kind: 'stage-payment',
              direction: 'out',
              reference: `order:20261126012345678${pageNum}:1`,
            }),
          ],
          total: 12,
          pageNum,
          pageSize: 10,
        }),
    });
    renderWallet();
    expect(await screen.findByRole('link', { name: /Stage 1 of order 202611260123456781/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: /Stage 1 of order 202611260123456782/ })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/wallet/history')).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 2, pageSize: 10 },
    ]);
  });

  it('says when the wallet could not be loaded, and reads it again', async () => {
    let reads = 0;
    api({
      wallet: () => {
        reads += 1;
        return reads === 1 ? envelope(500, null, 'system error') : envelope(200, summary());
      },
    });
    renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pageText()).toContain('100,000'));
  });

  it('freezes 15 days with the bonus shown first, proven by the payment password, once for a double click', async () => {
    // The freeze the server makes: 2 % of 40,000 for 15 days, as the wallet then lists it.
    const made = {
      id: 'f1',
      amountIqd: 40_000,
      days: 15 as const,
      bonusIqd: 800,
      startedAt: '2026-11-27T05:00:00.000Z',
      endsAt: '2026-12-12T05:00:00.000Z',
    };
    let frozen = false;
    const { calls } = api({
      wallet: () =>
        envelope(
          200,
          frozen
            ? summary({
                availableIqd: 60_000,
                availableInUsdCents: 4_580,
                frozenIqd: 40_000,
                freezes: [made],
              })
            : summary(),
        ),
      freeze: (body) => {
        if (body.paymentPassword !== '246810')
          return envelope(400, { remaining: 4 }, 'Payment password incorrect.');
        frozen = true;
        return envelope(200, {
          freeze: made,
          availableIqd: 60_000,
        });
      },
    });
    renderWallet();
    const dialog = await openFreezeDialog();

    // More than the balance is refused before anything is sent.
    submitFreeze(dialog, '200000', '246810');
    expect(
      await within(dialog).findByText('Your available balance is less than the amount to freeze.'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Amount to freeze/), { target: { value: '40,000' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /15 days/ }));
    // The bonus (2 % of 40,000) and what comes back, before confirming.
    await waitFor(() => expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('IQD 800'));
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('IQD 40,800');

    typePassword(dialog, '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm freeze' }));
    expect(await within(dialog).findByText(/4 attempts left/)).toBeTruthy();

    typePassword(dialog, '246810');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm freeze' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = bodiesTo(calls, '/hello/wallet/freeze') as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ amountIqd: 40_000, days: 15, paymentPassword: '246810' });
    expect(sent[0]?.requestId).toBe(sent[1]?.requestId);
    await waitFor(() => expect(pageText()).toContain('60,000'));
  });

  it('locks the password after too many wrong ones, and leads to setting one when there is none', async () => {
    let answer = envelope(429, { retryAt: '2026-11-27T05:30:00.000Z' }, 'Too many wrong payment passwords.');
    api({ freeze: () => answer });
    renderWallet();
    let dialog = await openFreezeDialog();
    submitFreeze(dialog, '1000', '111111');
    expect(await within(dialog).findByText(/paying with the password is locked/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Reset the payment password' }).getAttribute('href'),
    ).toBe('/individualCenter/paymentPassword');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    answer = envelope(422, null, 'Set a payment password first, in your account centre.');
    dialog = await openFreezeDialog();
    submitFreeze(dialog, '1000', '246810');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Set a payment password first, in your account centre.',
    );
    expect(within(dialog).getByRole('link', { name: 'Set your payment password' })).toBeTruthy();
  });

  it('offers no freeze with nothing available, and shows the wallet while it loads', async () => {
    api({ wallet: () => envelope(200, summary({ availableIqd: 0, availableInUsdCents: 0 })) });
    renderWallet();
    expect(await screen.findByText('There is no balance available to freeze.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freeze for a bonus' })).toBeNull();
    cleanup();

    fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/hello/wallet/summary': () => new Promise<Response>(() => undefined),
      '/hello/wallet/history': () => new Promise<Response>(() => undefined),
    });
    renderWallet();
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });
});
