import { type ReviewItem } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodiesTo,
  currentLocation,
  envelope,
  fakeApi,
  renderApp,
  renderSignedIn,
} from '../../test/renderApp';
import { currentEntry, navigationFor, STAFF_NAVIGATION, type StaffNavEntry } from './staffNavigation';
import { QUEUE_PAGE_SIZE } from './staffQuery';

type ReviewItemWire = Omit<ReviewItem, 'amount'> & { amount: number };

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

function transfer(attemptId: string, changes: Partial<ReviewItemWire> = {}): ReviewItemWire {
  return {
    attemptId,
    orderNo: `2026112601000000${attemptId.padStart(2, '0')}`,
    stage: 1,
    method: 'bank_transfer',
    buyer: { userId: '7', userName: 'layla', phone: '+9647701234567', email: '' },
    amount: 12_345,
    currency: 'IQD',
    amountIqd: 161_720,
    iqdPerUsd: 1310,
    submittedAt: '2026-11-26T08:00:00.000Z',
    voucherIds: ['0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a01', '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a02'],
    previousRejections: 0,
    ...changes,
  };
}

const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
/** A decision's answer, as the server records it; it takes the attempt out of `queue`. */
function decided(queue: ReviewItemWire[], kind: string, reviewCode: number) {
  return async (request: Request) => {
    const { attemptId } = await bodyOf(request);
    queue.splice(
      queue.findIndex((item) => item.attemptId === attemptId),
      1,
    );
    return envelope(200, {
      attemptId,
      kind,
      reviewCode,
      decidedBy: FINANCE.userId,
      decidedAt: '2026-11-26T09:30:00.000Z',
      orderStatus: reviewCode === 10 ? 2 : 1,
    });
  };
}

/** The API with finance's queue in memory: a decision takes its attempt out of it. */
function financeApi(queue: ReviewItemWire[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/hello/user/userInfo': () => envelope(200, FINANCE),
    '/hello/staff/payment/reviewList': () => envelope(200, queue),
    '/hello/staff/payment/voucher': async (request) => {
      const { voucherId } = await bodyOf(request);
      return new Response(new Blob([`picture ${String(voucherId)}`], { type: 'image/webp' }), {
        status: 200,
        headers: { 'content-type': 'image/webp' },
      });
    },
    '/hello/staff/payment/approve': decided(queue, 'reviewApproved', 10),
    '/hello/staff/payment/reject': decided(queue, 'reviewRejected', 11),
    '/hello/staff/payment/confirmCash': decided(queue, 'cashConfirmed', 10),
    // Finance is not operations: the second-stage list is refused.
    '/hello/staff/secondStage/awaiting': () => envelope(403, null, 'You may not do this.'),
    ...extra,
  });
}

describe('the staff console’s gate', () => {
  it('sends a signed-out visitor to the sign-in page, which brings them back, and asks nothing', async () => {
    const { calls } = financeApi([transfer('1')]);
    renderApp({ path: '/staff/finance' });
    await waitFor(() => expect(currentLocation.value).toBe('/login?redirect=%2Fstaff%2Ffinance'));
    expect(bodiesTo(calls, '/hello/staff/payment/reviewList')).toEqual([]);
  });

  it('tells a buyer the area is not theirs, with no data and no navigation (the server answered 403)', async () => {
    financeApi([], {
      '/hello/user/userInfo': () => envelope(200, { ...FINANCE, userName: 'layla' }),
      '/hello/staff/payment/reviewList': () => envelope(403, null, 'You may not do this.'),
    });
    renderSignedIn('/staff/finance');
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this area' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payment review' })).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'To the storefront' }).getAttribute('href')).toBe('/');
    // The console's own frame, not the storefront's: no search box, no tab bar.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText('Staff console')).toBeTruthy();
  });

  it('lists only the areas of the member’s roles', () => {
    const entry = (id: string, roles: StaffNavEntry['roles']): StaffNavEntry => ({
      id,
      roles,
      address: () => `/staff/${id}`,
      label: { id: 'staff.nav.financeReview' },
    });
    const entries = [entry('finance', ['finance']), entry('stock', ['operations', 'administrator'])];
    expect(navigationFor(['finance'], entries).map((shown) => shown.id)).toEqual(['finance']);
    expect(navigationFor(['administrator'], entries).map((shown) => shown.id)).toEqual(['stock']);
    expect(navigationFor([], entries)).toEqual([]);
    expect(navigationFor(['procurement'], STAFF_NAVIGATION).map((shown) => shown.id)).toEqual([
      'priceChange',
    ]);
    expect(navigationFor(['finance'], STAFF_NAVIGATION).map((shown) => shown.id)).toEqual([
      'financeReview',
      'walletTopUps',
    ]);
  });

  it('marks as current the section with the longest address the page is at or under', () => {
    const at = (pathname: string) => currentEntry(STAFF_NAVIGATION, pathname)?.id;
    expect(at('/staff/finance')).toBe('financeReview');
    expect(at('/staff/finance/review')).toBe('financeReview');
    expect(at('/staff/finance/top-ups')).toBe('walletTopUps');
    expect(at('/staff/second-stage')).toBe('secondStage');
    expect(at('/staff/procurement/price-change')).toBe('priceChange');
    expect(at('/staff')).toBeUndefined();
    expect(at('/staff/financeX')).toBeUndefined();
  });
});

describe('finance’s queue', () => {
  it('shows the payments oldest first in Arabic, right to left, with the staff member and the navigation', async () => {
    const { calls } = financeApi([
      transfer('1'),
      transfer('2', {
        method: 'cash',
        stage: 2,
        currency: 'USD',
        amountIqd: null,
        voucherIds: [],
        submittedAt: '2026-11-26T08:05:00.000Z',
        previousRejections: 1,
      }),
    ]);
    renderSignedIn('/staff/finance', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مراجعة المدفوعات' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    const queue = items.filter((item) => item.querySelector('dl'));
    expect(queue).toHaveLength(2);
    expect(queue[0]?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(queue[0] as HTMLElement).getByText('202611260100000001')).toBeTruthy();
    expect(within(queue[0] as HTMLElement).getByText('$123.45')).toBeTruthy();
    expect(within(queue[0] as HTMLElement).getByText('تحويل مصرفي')).toBeTruthy();
    // Cash in dollars: the dinars at the server's rate, the earlier rejection flagged.
    expect(within(queue[1] as HTMLElement).getByText('نقداً في المتجر')).toBeTruthy();
    expect(within(queue[1] as HTMLElement).getByText('المرحلة 2: رسوم المرحلة الثانية')).toBeTruthy();
    expect(within(queue[1] as HTMLElement).getByText(/رُفضت محاولة سابقة واحدة/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).getByRole('link', { name: 'مراجعة المدفوعات' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByText(/noor\.finance/)).toBeTruthy();
    expect(
      within(queue[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/staff/finance/review?attemptId=1');
    // The layout's check and the screen read one call.
    expect(bodiesTo(calls, '/hello/staff/payment/reviewList')).toEqual([{}]);
  });

  it('shows the loading state, then says when nothing waits', async () => {
    let answer: (response: Response) => void = () => undefined;
    financeApi([], {
      '/hello/staff/payment/reviewList': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSignedIn('/staff/finance');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByText('Checking your access…')).toBeTruthy();
    answer(envelope(200, []));
    expect(await screen.findByRole('heading', { name: 'No payments are waiting for review.' })).toBeTruthy();
  });

  it('says when the queue cannot be read, and reads it again on request', async () => {
    let failing = true;
    const { calls } = financeApi([transfer('1')], {
      '/hello/staff/payment/reviewList': () =>
        failing ? envelope(500, null, 'system error') : envelope(200, [transfer('1')]),
    });
    renderSignedIn('/staff/finance');
    expect(
      await screen.findByRole('heading', { name: 'Your access could not be checked.' }, { timeout: 15_000 }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('202611260100000001')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/payment/reviewList').length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('pages through a long queue', async () => {
    const queue = Array.from({ length: QUEUE_PAGE_SIZE + 2 }, (_, index) => transfer(String(index + 1)));
    financeApi(queue);
    renderSignedIn('/staff/finance');
    expect(await screen.findByText('12 payments wait for a decision')).toBeTruthy();
    expect(screen.getByText('202611260100000001')).toBeTruthy();
    expect(screen.queryByText('202611260100000011')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(currentLocation.value).toBe('/staff/finance?page=2'));
    expect(await screen.findByText('202611260100000011')).toBeTruthy();
    expect(screen.queryByText('202611260100000001')).toBeNull();
  });
});

describe('a review', () => {
  it('shows the vouchers large with keyboard zoom, approves with a confirmation, and records who and when', async () => {
    const queue = [transfer('1'), transfer('2')];
    const { calls } = financeApi(queue);
    renderSignedIn('/staff/finance/review?attemptId=1');
    const picture = await screen.findByRole<HTMLImageElement>('img', { name: 'Transfer voucher 1' });
    expect(picture.getAttribute('src')).toMatch(/^blob:voucher\//);
    expect(bodiesTo(calls, '/hello/staff/payment/voucher')).toEqual([
      { voucherId: '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a01' },
    ]);
    const frame = screen.getByRole('group', { name: 'Voucher 1 of 2, zoom 100%' });
    expect(frame.tabIndex).toBe(0);
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '+' });
    expect(picture.style.inlineSize).toBe('200%');
    expect(screen.getByRole('group', { name: 'Voucher 1 of 2, zoom 200%' })).toBe(frame);
    fireEvent.keyDown(frame, { key: '-' });
    expect(picture.style.inlineSize).toBe('150%');
    fireEvent.keyDown(frame, { key: '0' });
    expect(picture.style.inlineSize).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(picture.style.inlineSize).toBe('150%');
    fireEvent.click(screen.getByRole('button', { name: '2 of 2' }));
    expect(await screen.findByRole('img', { name: 'Transfer voucher 2' })).toBeTruthy();
    await waitFor(() =>
      expect(bodiesTo(calls, '/hello/staff/payment/voucher')).toContainEqual({
        voucherId: '0b8f3c52-6f0e-4a51-9d44-0e6c1f3b2a02',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this transfer?' });
    expect(bodiesTo(calls, '/hello/staff/payment/approve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    const record = await screen.findByRole('status');
    expect(record.textContent).toContain('Payment approved (code 10).');
    expect(record.textContent).toContain('you (noor.finance)');
    expect(record.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26T09:30:00.000Z');
    expect(bodiesTo(calls, '/hello/staff/payment/approve')).toEqual([{ attemptId: '1' }]);
    // The queue was read again, without the decided attempt: the next one is offered.
    expect(bodiesTo(calls, '/hello/staff/payment/reviewList').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Next payment in the queue' }).getAttribute('href')).toBe(
      '/staff/finance/review?attemptId=2',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to the review queue' }));
    await waitFor(() => expect(currentLocation.value).toBe('/staff/finance'));
    expect(await screen.findByText('202611260100000002')).toBeTruthy();
    expect(screen.queryByText('202611260100000001')).toBeNull();
  });

  it('rejects only with a reason, sends the note, and tells the buyer can repay', async () => {
    const { calls } = financeApi([transfer('1')]);
    renderSignedIn('/staff/finance/review?attemptId=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('Choose a reason for the rejection.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/payment/reject')).toEqual([]);

    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Payment not received.',
      'The amount received does not match the amount due.',
      'The transfer voucher cannot be read. Upload a clear image.',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Payment not received.' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: '  Nothing arrived at Rafidain by noon.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    const record = await screen.findByRole('status');
    expect(record.textContent).toContain('Payment rejected (code 11).');
    expect(record.getAttribute('data-code')).toBe('11');
    expect(bodiesTo(calls, '/hello/staff/payment/reject')).toEqual([
      { attemptId: '1', reason: 'notReceived', note: 'Nothing arrived at Rafidain by noon.' },
    ]);
    expect(screen.getByText('No payments are waiting for review.')).toBeTruthy();
  });

  it('confirms a cash payment (no voucher to show), and keeps the dialog open when the server refuses', async () => {
    let refuse = true;
    const queue = [transfer('5', { method: 'cash', voucherIds: [], currency: 'USD', amountIqd: null })];
    const confirm = decided(queue, 'cashConfirmed', 10);
    const { calls } = financeApi(queue, {
      '/hello/staff/payment/confirmCash': (request) =>
        refuse ? envelope(409, null, 'Another decision was recorded first.') : confirm(request),
    });
    renderSignedIn('/staff/finance/review?attemptId=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash payment' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/pays in cash at the store/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash received' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Was the whole amount received in cash?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash received' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/staff/payment/confirmCash')).toHaveLength(1));
    expect(screen.getByRole('alertdialog', { name: 'Was the whole amount received in cash?' })).toBe(dialog);
    expect(screen.queryByText('Cash receipt confirmed (code 10).')).toBeNull();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash received' }));
    expect(await screen.findByText('Cash receipt confirmed (code 10).')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/payment/confirmCash')).toEqual([
      { attemptId: '5' },
      { attemptId: '5' },
    ]);
  });

  it('says when the attempt is no longer in the queue', async () => {
    financeApi([transfer('1')]);
    renderSignedIn('/staff/finance/review?attemptId=99');
    expect(
      await screen.findByRole('heading', { name: 'This payment no longer waits for a decision.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the review queue' }).getAttribute('href')).toBe(
      '/staff/finance',
    );
  });
});
