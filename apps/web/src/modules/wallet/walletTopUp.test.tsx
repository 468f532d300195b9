import { type WalletSummaryWire, type WalletTopUpWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, envelope, fakeApi, renderSignedIn, SIGNED_IN_SHELL } from '../../test/renderApp';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:voucher/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SUMMARY: WalletSummaryWire = {
  availableIqd: 0,
  availableInUsdCents: 0,
  iqdPerUsd: 1310,
  heldUsdCents: 0,
  frozenIqd: 0,
  freezes: [],
};

const ACCOUNT = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada',
  accountName: 'Tijara Trading',
  swiftCode: 'RAFBIQBA',
  accountNumber: 'IQ00RAFB0000000001',
};

function topUp(id: string, changes: Partial<WalletTopUpWire> = {}): WalletTopUpWire {
  return {
    id,
    method: 'bank_transfer',
    amountIqd: 250_000,
    status: 'pending',
    voucherIds: ['0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a01'],
    createdAt: '2026-11-26T08:00:00.000Z',
    decidedAt: null,
    rejectReason: null,
    note: '',
    ...changes,
  };
}

function api({
  topUps = () => envelope(200, { records: [] as WalletTopUpWire[] }),
  bankAccounts = [ACCOUNT],
  create = (body: Record<string, unknown>) =>
    envelope(200, topUp('9', { amountIqd: body.amountIqd as number, method: body.method as 'cash' })),
}: {
  topUps?: () => Response;
  bankAccounts?: (typeof ACCOUNT)[];
  create?: (body: Record<string, unknown>) => Response;
} = {}) {
  const double = fakeApi({
    ...SIGNED_IN_SHELL,
    '/hello/wallet/summary': () => envelope(200, SUMMARY),
    '/hello/wallet/history': () => envelope(200, { records: [], total: 0, pageNum: 1, pageSize: 10 }),
    '/hello/wallet/topUp/list': topUps,
    '/hello/wallet/topUp/bankAccounts': () => envelope(200, { bankAccounts }),
    '/hello/wallet/topUp/create': async (request) =>
      create((await request.json()) as Record<string, unknown>),
  });
  // The multipart upload, answered before the JSON double reads its body.
  const uploads: string[] = [];
  const answered = double.fetchImpl;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/upload/image')) return answered(input, init);
      uploads.push(((init?.body as FormData).get('file') as File).name);
      return envelope(200, {
        voucherId: '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a09',
        contentType: 'image/webp',
        size: 10,
      });
    }),
  );
  return { calls: double.calls, uploads };
}

function renderWallet(locale: 'ar' | 'en' = 'en') {
  return renderSignedIn('/individualCenter/wallet', locale);
}

const pageText = () => document.body.textContent?.replace(/\s/g, ' ') ?? '';

async function openTopUp() {
  fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
  return screen.findByRole('dialog', { name: 'Top up your wallet' });
}

describe('topping up the wallet', () => {
  it('lists pending and rejected top-ups with the reason, and says when there are none', async () => {
    api({
      topUps: () =>
        envelope(200, {
          records: [
            topUp('2'),
            topUp('1', {
              method: 'cash',
              amountIqd: 75_000,
              voucherIds: [],
              status: 'rejected',
              rejectReason: 'notReceived',
              note: 'No cash was counted.',
              decidedAt: '2026-11-26T09:00:00.000Z',
            }),
          ],
        }),
    });
    renderWallet();
    const list = await screen.findByRole('region', { name: 'Top-ups' });
    await waitFor(() => expect(within(list).getByText('Waiting for finance')).toBeTruthy());
    expect(within(list).getByText('Rejected')).toBeTruthy();
    expect(list.textContent).toContain('No cash was counted.');
    expect(list.textContent?.replace(/\s/g, ' ')).toContain('250,000');
    cleanup();

    api();
    renderWallet();
    expect(await screen.findByText('No top-ups yet')).toBeTruthy();
    cleanup();

    api({ topUps: () => envelope(500, null, 'down') });
    renderWallet();
    expect(await screen.findByText('Your top-ups could not be loaded.')).toBeTruthy();
  });

  it("shows the provider's accounts, wants a voucher and an amount within bounds, then asks once", async () => {
    const { calls, uploads } = api();
    renderWallet();
    const dialog = await openTopUp();
    await waitFor(() => expect(dialog.textContent).toContain('Rafidain Bank'));

    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText(/Enter a whole number of dinars from 5,000/)).toBeTruthy();
    expect(within(dialog).getByText('Upload the transfer voucher.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/wallet/topUp/create')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Amount in dinars/), { target: { value: '250,000' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'voucher.png', { type: 'image/png' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(within(dialog).queryByText('Upload the transfer voucher.')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = bodiesTo(calls, '/hello/wallet/topUp/create') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      method: 'bank_transfer',
      amountIqd: 250_000,
      voucherIds: ['0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a09'],
    });
    expect(sent?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodiesTo(calls, '/hello/wallet/topUp/create')).toHaveLength(1);
    expect(uploads).toEqual(['voucher.png']);
  });

  it('offers cash only when no bank account is configured, in Arabic right to left', async () => {
    const { calls } = api({ bankAccounts: [] });
    renderWallet('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'اشحن المحفظة' }));
    const dialog = await screen.findByRole('dialog', { name: 'شحن محفظتك' });
    await waitFor(() => expect(dialog.textContent).toContain('غير متاح الآن'));
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'تحويل مصرفي' }).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/المبلغ بالدينار/), { target: { value: '٧٥٠٠٠' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل الطلب' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/wallet/topUp/create')).toHaveLength(1));
    expect(bodiesTo(calls, '/hello/wallet/topUp/create')[0]).toMatchObject({
      method: 'cash',
      amountIqd: 75_000,
      voucherIds: [],
    });
    const nav = screen.getByRole('navigation', { name: 'مركز المستخدم' });
    expect(nav.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(pageText()).not.toContain('wallet.topUp');
  });
});
