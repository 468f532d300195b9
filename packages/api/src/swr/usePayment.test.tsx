import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StagePaymentWire } from '../contract';
import { createStorefront } from './testing/storefront';
import { useWalletSummary } from './useWallet';
import {
  PAYMENT_RESULT_POLL_MS,
  paymentResultRefreshInterval,
  PROVIDER_RESULT_POLL_MS,
  usePaymentResult,
  usePayStage,
  useStagePayment,
  useSwitchPayMethod,
} from './usePayment';

/*
 * The payment hooks over real HTTP against a loopback stand-in for the payment calls (the calls
 * themselves are tested against the real server): one order's stage 1 in memory for one token.
 * The stand-in makes one attempt per idempotency key, as the server does, so a doubled pay shows
 * as one attempt; the wallet pays at once with the payment password `246810`, and a switch gives
 * up open cash and refuses an open transfer, as the server does.
 */

const PAYMENT_PASSWORD = '246810';
/** How FIB's payment is paid, as the server answers it (its QR code an image as a data: URL). */
const FIB_SESSION = {
  method: 'fib' as const,
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

const TOKEN = 'token-of-ali';
const ORDER_NO = '202611260123456789';
const ACCOUNT = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada',
  accountName: 'Tijara Trading',
  swiftCode: 'RAFBIQBA',
  accountNumber: null,
};
let server: Server;
let baseUrl = '';
let attempts: StagePaymentWire['attempts'] = [];
let uploads = 0;
let failUploads = false;
const arrivals: { path: string; body: unknown; contentType: string | undefined }[] = [];

function stage(): StagePaymentWire {
  const open = attempts.some((attempt) => attempt.status === 'submitted');
  const paid = attempts.some((attempt) => attempt.status === 'approved');
  return {
    orderNo: ORDER_NO,
    stage: 1,
    state: paid ? 'success' : open ? 'processing' : 'unpaid',
    reviewCode: paid ? 10 : open ? 9 : null,
    amount: 4_300,
    amountIqd: 56_330,
    iqdPerUsd: 1310,
    methods: open || paid ? [] : ['bank_transfer', 'cash', 'wallet'],
    walletAvailableIqd: open || paid ? null : 100_000,
    bankAccounts: [ACCOUNT],
    canRepay: false,
    attempts,
  };
}

function answer(
  path: string,
  body: Record<string, unknown>,
): { status: number; data?: unknown; msg?: string } {
  if (body.orderNo !== undefined && body.orderNo !== ORDER_NO) return { status: 404, msg: 'No such order.' };
  switch (path) {
    case '/hello/pay/payOrder/create':
    case '/hello/pay/payOrder/result':
      return { status: 200, data: stage() };
    case '/hello/pay/provider/start': {
      const key = String(body.idempotencyKey);
      if (!attempts.some((attempt) => attempt.attemptId === key)) {
        if (attempts.some((attempt) => attempt.status === 'submitted'))
          return { status: 409, msg: 'A payment of this stage is under way.' };
        attempts = [
          ...attempts,
          {
            attemptId: key,
            method: 'fib',
            currency: 'IQD',
            amount: 4_300,
            amountIqd: 56_330,
            status: 'submitted',
            submittedAt: '2026-11-27T05:00:00.000Z',
            expectedAnswerAt: null,
            decidedAt: null,
            rejectReason: null,
            rejectMessage: null,
            voucherIds: [],
            provider: FIB_SESSION,
          },
        ];
      }
      return { status: 200, data: { attemptId: key, session: FIB_SESSION, stagePayment: stage() } };
    }
    case '/hello/wallet/summary': {
      // The wallet as the stand-in's payments left it: 56,330 dinars gone after a wallet payment.
      const spent = attempts.some((attempt) => attempt.method === 'wallet' && attempt.status === 'approved');
      const availableIqd = spent ? 100_000 - 56_330 : 100_000;
      return {
        status: 200,
        data: {
          availableIqd,
          availableInUsdCents: null,
          iqdPerUsd: null,
          heldUsdCents: 0,
          frozenIqd: 0,
          freezes: [],
        },
      };
    }
    case '/hello/pay/switchPay': {
      if (attempts.some((attempt) => attempt.status === 'approved'))
        return { status: 409, msg: 'This payment has already been made.' };
      const open = attempts.find((attempt) => attempt.status === 'submitted');
      if (open && open.method !== 'cash')
        return { status: 409, msg: 'The transfer is under review and cannot be changed.' };
      if (open) open.status = 'cancelled';
      return { status: 200, data: stage() };
    }
    case '/hello/pay/payment': {
      const key = String(body.idempotencyKey);
      if (!attempts.some((attempt) => attempt.attemptId === key)) {
        if (attempts.some((attempt) => attempt.status === 'submitted'))
          return { status: 409, msg: 'A payment of this stage is under way.' };
        if (body.method === 'wallet' && body.paymentPassword !== PAYMENT_PASSWORD)
          return { status: 400, data: { remaining: 4 }, msg: 'The payment password is incorrect.' };
        attempts = [
          ...attempts,
          {
            attemptId: key,
            method: body.method as 'bank_transfer',
            currency: body.currency as 'IQD',
            amount: 4_300,
            amountIqd: 56_330,
            status: body.method === 'wallet' ? 'approved' : 'submitted',
            submittedAt: '2026-11-27T05:00:00.000Z',
            expectedAnswerAt: body.method === 'wallet' ? null : '2026-11-27T05:15:00.000Z',
            decidedAt: body.method === 'wallet' ? '2026-11-27T05:00:00.000Z' : null,
            rejectReason: null,
            rejectMessage: null,
            voucherIds: body.voucherIds as string[],
          },
        ];
      }
      return { status: 200, data: stage() };
    }
    default:
      return { status: 404, msg: 'no such call' };
  }
}

beforeAll(async () => {
  // jsdom's FormData and File are not Node's, whose fetch would send them as text: the browser's
  // multipart body is what this test checks, so the client gets Node's own (fetch's) classes.
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/pdpd/, '');
      const contentType = request.headers['content-type'];
      const text = Buffer.concat(chunks).toString('utf8');
      const reply = (code: number, data: unknown, msg = 'Success') =>
        response
          .writeHead(code, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: code === 200, code, msg, data }));
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(401, null, 'Please sign in first.');
      if (path === '/upload/image') {
        arrivals.push({ path, body: text, contentType });
        if (failUploads) return reply(400, null, 'The voucher is not an image.');
        uploads += 1;
        return reply(200, {
          voucherId: `00000000-0000-4000-8000-00000000000${uploads}`,
          contentType: 'image/png',
          size: 8,
        });
      }
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      arrivals.push({ path, body, contentType });
      const { status, data, msg } = answer(path, body);
      reply(status, data ?? null, msg);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  arrivals.length = 0;
  attempts = [];
  uploads = 0;
  failUploads = false;
  localStorage.clear();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === path);
const png = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  }) as unknown as File;

function signedIn() {
  const app = createStorefront(baseUrl, 'en');
  app.session.signIn(TOKEN);
  return app;
}

describe('the payment hooks', () => {
  it('read the stage, upload the vouchers, pay once for a double click, and refetch the stage', async () => {
    const app = signedIn();
    const { result } = renderHook(() => ({ stage: useStagePayment(ORDER_NO), payment: usePayStage() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() =>
      expect(result.current.stage.stagePayment?.methods).toEqual(['bank_transfer', 'cash', 'wallet']),
    );
    expect(callsTo('/hello/pay/payOrder/create')[0]?.body).toEqual({ orderNo: ORDER_NO });
    expect(result.current.stage.stagePayment?.bankAccounts).toEqual([ACCOUNT]);

    const submission = {
      orderNo: ORDER_NO,
      stage: 1 as const,
      method: 'bank_transfer' as const,
      currency: 'IQD' as const,
      vouchers: [png('a.png'), png('b.png')],
    };
    const [first, second] = await act(() =>
      Promise.all([result.current.payment.pay(submission), result.current.payment.pay(submission)]),
    );
    expect(first).toBe(second);
    expect(first).toMatchObject({ success: true, data: { state: 'processing', reviewCode: 9 } });
    expect(callsTo('/upload/image')).toHaveLength(2);
    expect(callsTo('/upload/image')[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(callsTo('/upload/image')[0]?.body).toMatch(
      /name="file"; filename="a\.png"\r\nContent-Type: image\/png/,
    );
    expect(callsTo('/hello/pay/payment').map((call) => call.body)).toEqual([
      {
        orderNo: ORDER_NO,
        stage: 1,
        method: 'bank_transfer',
        currency: 'IQD',
        voucherIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
        idempotencyKey: result.current.payment.idempotencyKey,
      },
    ]);
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('processing'));
    expect(result.current.payment.isPaying).toBe(false);

    // A retry of the same attempt sends the same key and no voucher again: still one attempt.
    const again = await act(() => result.current.payment.pay(submission));
    expect(again).toMatchObject({ success: true });
    expect(callsTo('/upload/image')).toHaveLength(2);
    const keys = callsTo('/hello/pay/payment').map(
      (call) => (call.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(new Set(keys).size).toBe(1);
    expect(attempts).toHaveLength(1);
    expect(app.failures).toEqual([]);
  });

  it('stop at a refused voucher, leaving the failure to the screen, and pay cash with no voucher', async () => {
    const app = signedIn();
    const { result } = renderHook(() => usePayStage(), { wrapper: app.wrapper });
    failUploads = true;
    const refused = await act(() =>
      result.current.pay({
        orderNo: ORDER_NO,
        stage: 1,
        method: 'bank_transfer',
        currency: 'USD',
        vouchers: [png('a.png')],
      }),
    );
    expect(refused).toMatchObject({ success: false, code: 400, msg: 'The voucher is not an image.' });
    expect(callsTo('/hello/pay/payment')).toEqual([]);
    expect(app.failures).toEqual([]);

    const cash = await act(() =>
      result.current.pay({
        orderNo: ORDER_NO,
        stage: 1,
        method: 'cash',
        currency: 'USD',
        vouchers: [png('a.png')],
      }),
    );
    expect(cash).toMatchObject({ success: true });
    expect(callsTo('/upload/image')).toHaveLength(1);
    expect(callsTo('/hello/pay/payment')[0]?.body).toMatchObject({
      method: 'cash',
      currency: 'USD',
      voucherIds: [],
    });
  });

  it('pay from the wallet with the payment password: a wrong one is refused with the attempts left, the right one pays once under the same key', async () => {
    const app = signedIn();
    const { result } = renderHook(
      () => ({ stage: useStagePayment(ORDER_NO, 1), payment: usePayStage(), wallet: useWalletSummary() }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => expect(result.current.stage.stagePayment?.walletAvailableIqd).toBe(100_000));
    await waitFor(() => expect(result.current.wallet.summary?.availableIqd).toBe(100_000));
    const wallet = {
      orderNo: ORDER_NO,
      stage: 1 as const,
      method: 'wallet' as const,
      currency: 'IQD' as const,
    };
    const wrong = await act(() => result.current.payment.pay({ ...wallet, paymentPassword: '111111' }));
    expect(wrong).toMatchObject({ success: false, code: 400, data: { remaining: 4 } });
    expect(attempts).toEqual([]);

    const [paid, doubled] = await act(() =>
      Promise.all([
        result.current.payment.pay({ ...wallet, paymentPassword: PAYMENT_PASSWORD }),
        result.current.payment.pay({ ...wallet, paymentPassword: PAYMENT_PASSWORD }),
      ]),
    );
    expect(paid).toBe(doubled);
    expect(paid).toMatchObject({ success: true, data: { state: 'success', reviewCode: 10 } });
    const sent = callsTo('/hello/pay/payment').map((call) => call.body);
    expect(sent).toEqual([
      {
        ...wallet,
        paymentPassword: '111111',
        voucherIds: [],
        idempotencyKey: result.current.payment.idempotencyKey,
      },
      {
        ...wallet,
        paymentPassword: PAYMENT_PASSWORD,
        voucherIds: [],
        idempotencyKey: result.current.payment.idempotencyKey,
      },
    ]);
    expect(callsTo('/upload/image')).toEqual([]);
    // The stage and the wallet are read again after the payment.
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('success'));
    await waitFor(() => expect(result.current.wallet.summary?.availableIqd).toBe(100_000 - 56_330));
    expect(app.failures).toEqual([]);
  });

  it('switch a method: give up open cash and read the stage again, refuse a transfer under review without a toast', async () => {
    const app = signedIn();
    const { result } = renderHook(
      () => ({
        stage: usePaymentResult(ORDER_NO, 1),
        payment: usePayStage(),
        switching: useSwitchPayMethod(),
      }),
      { wrapper: app.wrapper },
    );
    await act(() =>
      result.current.payment.pay({
        orderNo: ORDER_NO,
        stage: 1,
        method: 'cash',
        currency: 'USD',
        vouchers: [],
      }),
    );
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('processing'));

    const [switched, doubled] = await act(() =>
      Promise.all([
        result.current.switching.switchMethod({ orderNo: ORDER_NO, stage: 1 }),
        result.current.switching.switchMethod({ orderNo: ORDER_NO, stage: 1 }),
      ]),
    );
    expect(switched).toBe(doubled);
    expect(switched).toMatchObject({
      success: true,
      data: { state: 'unpaid', methods: ['bank_transfer', 'cash', 'wallet'] },
    });
    expect(callsTo('/hello/pay/switchPay').map((call) => call.body)).toEqual([
      { orderNo: ORDER_NO, stage: 1 },
    ]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['cancelled']);
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('unpaid'));
    expect(result.current.switching.isSwitching).toBe(false);

    attempts = [{ ...attempts[0]!, attemptId: 'transfer', method: 'bank_transfer', status: 'submitted' }];
    const refused = await act(() => result.current.switching.switchMethod({ orderNo: ORDER_NO, stage: 1 }));
    expect(refused).toMatchObject({
      success: false,
      code: 409,
      msg: 'The transfer is under review and cannot be changed.',
    });
    expect(attempts.map((attempt) => attempt.status)).toEqual(['submitted']);
    expect(app.failures).toEqual([]);
  });

  it('read the result of a stage, a missing order as its 404 without a toast, and wait without a number', async () => {
    const app = signedIn();
    const { result } = renderHook(
      () => ({
        result: usePaymentResult(ORDER_NO, 1),
        missing: usePaymentResult('999'),
        none: usePaymentResult(null),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => expect(result.current.result.stagePayment?.state).toBe('unpaid'));
    expect(callsTo('/hello/pay/payOrder/result').map((call) => call.body)).toContainEqual({
      orderNo: ORDER_NO,
      stage: 1,
    });
    await waitFor(() => expect(result.current.missing.error?.failure.code).toBe(404));
    expect(result.current.none.isLoading).toBe(false);
    expect(app.failures).toEqual([]);
  });

  it('ask for the result again while it is processing, and only then; often while a provider’s payment waits', async () => {
    expect(paymentResultRefreshInterval(undefined)).toBe(0);
    expect(paymentResultRefreshInterval({ state: 'processing', attempts: [] })).toBe(PAYMENT_RESULT_POLL_MS);
    for (const state of ['unpaid', 'failed', 'success'] as const)
      expect(paymentResultRefreshInterval({ state, attempts: [] })).toBe(0);

    const app = signedIn();
    const { result, unmount } = renderHook(
      () => ({ stage: usePaymentResult(ORDER_NO, 1), payment: usePayStage() }),
      {
        wrapper: app.wrapper,
      },
    );
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('unpaid'));
    await act(() => result.current.payment.startProvider({ orderNo: ORDER_NO, stage: 1, method: 'fib' }));
    await waitFor(() => expect(result.current.stage.stagePayment?.state).toBe('processing'));
    expect(paymentResultRefreshInterval(result.current.stage.stagePayment)).toBe(PROVIDER_RESULT_POLL_MS);
    expect(PROVIDER_RESULT_POLL_MS).toBeLessThan(PAYMENT_RESULT_POLL_MS);

    // A page opened afresh (nothing cached) polls too: read at once, then again after the interval.
    unmount();
    const fresh = signedIn();
    const before = callsTo('/hello/pay/payOrder/result').length;
    const opened = renderHook(() => usePaymentResult(ORDER_NO, 1), { wrapper: fresh.wrapper });
    await waitFor(() => expect(opened.result.current.stagePayment?.state).toBe('processing'));
    expect(callsTo('/hello/pay/payOrder/result')).toHaveLength(before + 1);
    await waitFor(() => expect(callsTo('/hello/pay/payOrder/result')).toHaveLength(before + 2), {
      timeout: PROVIDER_RESULT_POLL_MS + 3_000,
    });
  }, 15_000);

  it('start a provider’s payment once for a double click, under the visit’s key, and answer how to pay it', async () => {
    const app = signedIn();
    const { result } = renderHook(() => usePayStage(), { wrapper: app.wrapper });
    const start = { orderNo: ORDER_NO, stage: 1 as const, method: 'fib' as const };
    const [first, second] = await act(() =>
      Promise.all([result.current.startProvider(start), result.current.startProvider(start)]),
    );
    expect(first).toBe(second);
    expect(first).toMatchObject({
      success: true,
      data: {
        attemptId: result.current.idempotencyKey,
        session: FIB_SESSION,
        stagePayment: { state: 'processing' },
      },
    });
    expect(callsTo('/hello/pay/provider/start').map((call) => call.body)).toEqual([
      { ...start, idempotencyKey: result.current.idempotencyKey },
    ]);
    // A retry answers the same attempt and makes no second one.
    const again = await act(() => result.current.startProvider(start));
    expect(again).toMatchObject({ success: true, data: { attemptId: result.current.idempotencyKey } });
    expect(attempts).toHaveLength(1);
    expect(result.current.isPaying).toBe(false);
    expect(app.failures).toEqual([]);
  });
});
