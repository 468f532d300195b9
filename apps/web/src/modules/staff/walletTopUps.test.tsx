import { type StaffWalletTopUp } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, envelope, fakeApi, renderSignedIn } from '../../test/renderApp';
import { navigationFor } from './staffNavigation';

beforeEach(() => {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:voucher/${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FINANCE = { userId: '41', userName: 'noor.finance', level: 1, phone: '', email: 'noor@tijara.test' };

function item(id: string, changes: Partial<StaffWalletTopUp> = {}): StaffWalletTopUp {
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
    buyer: { userId: '7', userName: 'layla', phone: '+9647701234567', email: '' },
    decidedBy: null,
    ...changes,
  };
}

const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
/** The API with the queue in memory: a decision takes its top-up out of it. */
function financeApi(queue: StaffWalletTopUp[], list?: () => Response) {
  const decided = (status: 'approved' | 'rejected') => async (request: Request) => {
    const { topUpId, reason } = await bodyOf(request);
    const index = queue.findIndex((candidate) => candidate.id === topUpId);
    const [taken] = queue.splice(index, 1);
    return envelope(200, {
      ...taken!,
      status,
      rejectReason: (reason as 'notReceived' | undefined) ?? null,
      decidedBy: FINANCE.userId,
      decidedAt: '2026-11-26T09:30:00.000Z',
    });
  };
  return fakeApi({
    '/hello/user/userInfo': () => envelope(200, FINANCE),
    '/hello/staff/wallet/topUpList': list ?? (() => envelope(200, queue)),
    '/hello/staff/payment/voucher': () =>
      new Response(new Blob(['picture'], { type: 'image/webp' }), {
        status: 200,
        headers: { 'content-type': 'image/webp' },
      }),
    '/hello/staff/wallet/topUpApprove': decided('approved'),
    '/hello/staff/wallet/topUpReject': decided('rejected'),
    '/hello/staff/payment/reviewList': () => envelope(200, []),
    '/hello/staff/secondStage/awaiting': () => envelope(403, null, 'You may not do this.'),
  });
}

function renderTopUps(locale: 'ar' | 'en' = 'en') {
  return renderSignedIn('/staff/finance/top-ups', locale);
}

describe("finance's wallet top-ups", () => {
  it('is in the console navigation for finance only', () => {
    expect(navigationFor(['finance']).map((entry) => entry.id)).toContain('walletTopUps');
    expect(navigationFor(['operations']).map((entry) => entry.id)).not.toContain('walletTopUps');
  });

  it('lists the waiting top-ups with the voucher large, approves one and rejects another with a reason', async () => {
    const queue = [item('1'), item('2', { method: 'cash', voucherIds: [], amountIqd: 75_000 })];
    const { calls } = financeApi(queue);
    renderTopUps();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet top-ups' })).toBeTruthy();
    // The current section is the top-ups alone, though their address is under the queue's.
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent),
    ).toEqual(['Wallet top-ups']);
    const approve = await screen.findByRole('button', { name: /Approve and credit/ });
    const first = approve.closest('li')!;
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toBe('blob:voucher/1'));
    expect(bodiesTo(calls, '/hello/staff/payment/voucher')).toEqual([
      { voucherId: '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a01' },
    ]);

    fireEvent.click(within(first).getByRole('button', { name: /Approve and credit/ }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/staff/wallet/topUpApprove')).toEqual([{ topUpId: '1' }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve and credit/ })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /not received/i }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Reject/ }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/staff/wallet/topUpReject')).toEqual([
        { topUpId: '2', reason: 'notReceived', note: '' },
      ]),
    );
    expect(await screen.findByText('No top-up is waiting')).toBeTruthy();
  });

  it('says when the queue could not be loaded, and works in Arabic', async () => {
    financeApi([], () => envelope(500, null, 'down'));
    renderTopUps();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
    cleanup();

    financeApi([item('3')]);
    renderTopUps('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'شحن المحافظ' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /وافق وأضف/ })).toBeTruthy();
  });
});
