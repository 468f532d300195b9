import type { OrderDetailWire, StagePaymentWire } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_STORAGE_KEY } from '../../app/currency';
import { currentLocation, envelope } from '../../test/renderApp';
import {
  api,
  attempt,
  bodiesTo,
  chooseVouchers,
  FAILED,
  ORDER_NO,
  PAID,
  png,
  PROCESSING,
  renderPage,
  stage,
} from './test/paymentFixtures';
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:voucher');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('paying a stage (/trade_flow)', () => {
  it('reads right to left in Arabic, with the stage in both currencies and only the methods it can pay with', async () => {
    const { calls } = api();
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'IQD');
    renderPage(`/trade_flow?orderNo=${ORDER_NO}&stage=1`, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع' })).toBeTruthy();
    const methods = await screen.findByRole('radiogroup');
    // Bank transfer, cash, the wallet and a saved card: the methods the server offers.
    expect(within(methods).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(bodiesTo(calls, '/hello/pay/payOrder/create')).toEqual([{ orderNo: ORDER_NO, stage: 1 }]);
    // The amount in dollars and in the server's dinars.
    expect(screen.getByText('$43.00')).toBeTruthy();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('56,330');
  });

  it('pays by bank transfer: the accounts, 1-5 vouchers uploaded, one payment for a double click, then the result', async () => {
    const { calls, uploads } = api();
    renderPage(`/trade_flow?orderNo=${ORDER_NO}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    expect(await screen.findByText('Rafidain Bank')).toBeTruthy();
    expect(screen.getByText('RAFBIQBA')).toBeTruthy();

    // No voucher yet: the domain's message, and nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Upload the transfer voucher.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/pay/payment')).toEqual([]);

    chooseVouchers([png('receipt-1.png'), png('receipt-2.png')]);
    const submit = screen.getByRole('button', { name: 'Submit payment' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(currentLocation.value).toBe(`/payment-result?orderNo=${ORDER_NO}&stage=1`));
    expect(uploads).toEqual([
      { name: 'receipt-1.png', type: 'image/png' },
      { name: 'receipt-2.png', type: 'image/png' },
    ]);
    const payments = bodiesTo(calls, '/hello/pay/payment') as Record<string, unknown>[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      orderNo: ORDER_NO,
      stage: 1,
      method: 'bank_transfer',
      currency: 'USD',
      voucherIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
    });
    expect(payments[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal and retries under the same key without uploading again', async () => {
    let answers = 0;
    const { calls, uploads } = api({
      payment: () => {
        answers += 1;
        return answers === 1
          ? envelope(409, null, 'A payment of this stage is already under way.')
          : envelope(200, PROCESSING);
      },
    });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}&stage=1`);
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    chooseVouchers([png('receipt.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A payment of this stage is already under way.',
    );
    expect(currentLocation.value).toBe(`/trade_flow?orderNo=${ORDER_NO}&stage=1`);

    fireEvent.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(currentLocation.value).toMatch(/^\/payment-result/));
    const keys = (bodiesTo(calls, '/hello/pay/payment') as { idempotencyKey: string }[]).map(
      (body) => body.idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(uploads).toHaveLength(1);
  });

  it('pays in cash: the store’s address, then waiting for finance', async () => {
    const { calls } = api();
    renderPage(`/trade_flow?orderNo=${ORDER_NO}&stage=1`);
    fireEvent.click(await screen.findByRole('radio', { name: /Cash at the store/ }));
    expect(await screen.findByText('Baghdad Store')).toBeTruthy();
    expect(screen.getByText('Karrada, Baghdad')).toBeTruthy();
    expect(screen.queryByText('Guangzhou Warehouse')).toBeNull();
    expect(screen.queryByText('Rafidain Bank')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I will pay cash at the store' }));
    await waitFor(() => expect(currentLocation.value).toBe(`/payment-result?orderNo=${ORDER_NO}&stage=1`));
    expect(bodiesTo(calls, '/hello/pay/payment')).toMatchObject([{ method: 'cash', voucherIds: [] }]);
  });

  it('says when the order is unknown, the stage cannot be paid, the read failed, or it is under review', async () => {
    api({ create: () => envelope(404, null, 'No such order.') });
    renderPage('/trade_flow?orderNo=999');
    expect(await screen.findByText('Check the order number, or find the order in your list.')).toBeTruthy();
    cleanup();

    api({ create: () => envelope(422, null, 'This order is not waiting for this payment.') });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}&stage=2`);
    expect(await screen.findByText('This stage cannot be paid now')).toBeTruthy();
    expect(screen.getByText('This order is not waiting for this payment.')).toBeTruthy();
    cleanup();

    let reads = 0;
    api({
      create: () => {
        reads += 1;
        return reads === 1 ? envelope(500, null, 'system error') : envelope(200, stage());
      },
    });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup')).toBeTruthy();
    cleanup();

    api({ create: () => envelope(200, PROCESSING) });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('This stage’s payment is under review'.replace('’', "'"))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the payment status' }).getAttribute('href')).toBe(
      `/payment-result?orderNo=${ORDER_NO}&stage=1`,
    );
  });
});

describe('while a payment page loads', () => {
  it('shows placeholders, busy, until the stage arrives', async () => {
    api({ create: () => new Promise<Response>(() => undefined) });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(title.closest('section')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('pays in dollars when the server has no rate, showing the dollar amount alone', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'IQD');
    const { calls } = api({ create: () => envelope(200, stage({ iqdPerUsd: null, amountIqd: null })) });
    renderPage(`/trade_flow?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Amount due for stage 1: $43.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Cash at the store/ }));
    fireEvent.click(screen.getByRole('button', { name: 'I will pay cash at the store' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/pay/payment')).toMatchObject([{ currency: 'USD' }]));
  });
});

describe('the payment result (/payment-result)', () => {
  it('shows a payment under review with the 15-minute expectation', async () => {
    api({ result: () => envelope(200, PROCESSING) });
    renderPage(`/payment-result?orderNo=${ORDER_NO}&stage=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment under review' })).toBeTruthy();
    expect(screen.getByText(/within 15 minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/order-details?orderNo=${ORDER_NO}`,
    );
  });

  it('shows a rejected payment with its reason, and repay goes back to paying the stage', async () => {
    api({ result: () => envelope(200, FAILED) });
    renderPage(`/payment-result?orderNo=${ORDER_NO}&stage=1`, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'لم تنجح الدفعة' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ادفع مرة أخرى' }));
    await waitFor(() => expect(currentLocation.value).toBe(`/trade_flow?orderNo=${ORDER_NO}&stage=1`));
  });

  it('shows success, and a stage not paid yet offers to pay it', async () => {
    api({ result: () => envelope(200, PAID) });
    renderPage(`/payment-result?orderNo=${ORDER_NO}&stage=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    cleanup();

    api({ result: () => envelope(200, stage()) });
    renderPage(`/payment-result?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('This stage is not paid yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/trade_flow?orderNo=${ORDER_NO}&stage=1`,
    );
  });
});

describe('another method (/switch-pay)', () => {
  it('picks another method for a failed stage and pays with it', async () => {
    api({ result: () => envelope(200, FAILED), create: () => envelope(200, FAILED) });
    renderPage(`/switch-pay?orderNo=${ORDER_NO}&stage=1`);
    expect(await screen.findByText('Previous method: bank transfer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with this method' }));
    expect(await screen.findByText('Choose a payment method.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Cash at the store/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with this method' }));
    await waitFor(() =>
      expect(currentLocation.value).toBe(`/trade_flow?orderNo=${ORDER_NO}&stage=1&method=cash`),
    );
    // The payment page starts with cash chosen: the store's address.
    expect(await screen.findByText('Baghdad Store')).toBeTruthy();
  });

  it('says a payment under review cannot be changed now', async () => {
    api({ result: () => envelope(200, PROCESSING) });
    renderPage(`/switch-pay?orderNo=${ORDER_NO}&stage=1`);
    expect(await screen.findByText('The payment is under review')).toBeTruthy();
    expect(screen.getByText(/The payment by bank transfer is under review/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('the order page’s payment', () => {
  function orderDetail(status: number): OrderDetailWire {
    return {
      orderNo: ORDER_NO,
      orderedAt: '2026-11-26T08:00:00.000Z',
      status,
      amount: 4_300,
      paidAt: null,
      receivingWay: 2,
      lineCount: 1,
      quantity: 3,
      remark: '',
      purchaser: 'Layla Hassan',
      consignee: 'Layla Hassan',
      logisticsMode: 'sea',
      address: null,
      addressId: null,
      lines: [
        {
          id: '91',
          productId: '600000000001',
          skuId: '6000000000011',
          platformType: 1,
          name: 'Desk lamp',
          attributes: [],
          imageUrl: null,
          unitPrice: 1_333,
          quantity: 3,
          lineTotal: 3_999,
        },
      ],
      costs: [{ line: 'goodsPrice', amount: 3_999, estimated: false }],
      freeStoragePeriodDays: null,
      totals: { goods: 4_000, fees: 300, order: 4_300 },
      history: [{ status, at: '2026-11-26T08:00:00.000Z' }],
      trackingNo: null,
      actions: { changeDelivery: false, confirmReceipt: false, cancel: status === 1 },
    };
  }

  const orderApi = (status: number, payment: StagePaymentWire) =>
    api({
      result: () => envelope(200, payment),
      extra: {
        '/hello/order/queryOrderDetail': () => envelope(200, orderDetail(status)),
        '/hello/logistic/track': () => envelope(200, { trackingNo: null, logisticsMode: 'sea', events: [] }),
      },
    });

  it('offers to pay an order awaiting payment', async () => {
    const { calls } = orderApi(1, stage());
    renderPage(`/order-details?orderNo=${ORDER_NO}`);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Payment' })).closest('section')!;
    await waitFor(() => expect(within(section).getByRole('link', { name: 'Pay now' })).toBeTruthy());
    expect(within(section).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/trade_flow?orderNo=${ORDER_NO}&stage=1`,
    );
    expect(bodiesTo(calls, '/hello/pay/payOrder/result')).toEqual([{ orderNo: ORDER_NO, stage: 1 }]);
  });

  it('shows a payment pending review, and a rejected one with its reason and repay', async () => {
    orderApi(1, PROCESSING);
    renderPage(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(screen.getByText(/within 15 minutes; expect an answer by/)).toBeTruthy();
    cleanup();

    orderApi(10, { ...FAILED, stage: 2 });
    renderPage(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Review not approved')).toBeTruthy();
    expect(screen.getByText('Reason: Payment not received.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(
      `/trade_flow?orderNo=${ORDER_NO}&stage=2`,
    );
  });

  it('shows a payment waiting at a provider as the provider’s, with the way back to paying there', async () => {
    orderApi(
      1,
      stage({
        state: 'processing',
        reviewCode: 9,
        methods: [],
        attempts: [
          attempt({
            method: 'fib',
            expectedAnswerAt: null,
            provider: {
              method: 'fib',
              redirectUrl: null,
              qrCode: 'data:image/png;base64,iVBORw0KGgo=',
              readableCode: 'FIB-4821-7730',
              appLinks: null,
              validUntil: null,
            },
          }),
        ],
      }),
    );
    renderPage(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('Waiting for FIB to confirm the payment')).toBeTruthy();
    expect(screen.queryByText('Pending review')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go on paying' }).getAttribute('href')).toBe(
      `/trade_flow?orderNo=${ORDER_NO}&stage=1`,
    );
  });

  it('shows nothing of payment for an order that waits for none', async () => {
    const { calls } = orderApi(14, PAID);
    renderPage(`/order-details?orderNo=${ORDER_NO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Payment' })).toBeNull();
    expect(bodiesTo(calls, '/hello/pay/payOrder/result')).toEqual([]);
  });
});
