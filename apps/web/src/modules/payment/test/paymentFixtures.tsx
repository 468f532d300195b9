import { createSessionStore, type StagePaymentWire } from '@tijara/api';
import { DEFAULT_COUNTRY_ID } from '@tijara/domain';
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { envelope, fakeApi, renderApp } from '../../../test/renderApp';

/*
 * The payment pages' fixtures: one order's stage 1 as the server answers it, and a stand-in for
 * the API the pages call, shared by the payment pages' tests.
 */

export const ORDER_NO = '202611260123456789';
export const ACCOUNT = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada',
  accountName: 'Tijara Trading',
  swiftCode: 'RAFBIQBA',
  accountNumber: null,
};
export const WAREHOUSES = [
  { id: 2, countryId: 4841, name: 'Guangzhou Warehouse', address: 'Guangzhou, China', phone: '' },
  {
    id: 1,
    countryId: DEFAULT_COUNTRY_ID,
    name: 'Baghdad Store',
    address: 'Karrada, Baghdad',
    phone: '+964 770 000 0000',
  },
];

export type Attempt = StagePaymentWire['attempts'][number];

export function attempt(changes: Partial<Attempt> = {}): Attempt {
  return {
    attemptId: '41',
    method: 'bank_transfer',
    currency: 'IQD',
    amount: 4_300,
    amountIqd: 56_330,
    status: 'submitted',
    submittedAt: '2026-11-27T05:00:00.000Z',
    expectedAnswerAt: '2026-11-27T05:15:00.000Z',
    decidedAt: null,
    rejectReason: null,
    rejectMessage: null,
    voucherIds: [],
    ...changes,
  };
}

/** Stage 1 of the order as the server answers it: $43.00, 56,330 dinars at 1,310. */
export function stage(changes: Partial<StagePaymentWire> = {}): StagePaymentWire {
  return {
    orderNo: ORDER_NO,
    stage: 1,
    state: 'unpaid',
    reviewCode: null,
    amount: 4_300,
    amountIqd: 56_330,
    iqdPerUsd: 1310,
    methods: ['bank_transfer', 'cash', 'wallet', 'card'],
    bankAccounts: [ACCOUNT],
    walletAvailableIqd: 100_000,
    canRepay: false,
    attempts: [],
    ...changes,
  };
}

export const PROCESSING = stage({ state: 'processing', reviewCode: 9, methods: [], attempts: [attempt()] });
export const FAILED = stage({
  state: 'failed',
  reviewCode: 11,
  canRepay: true,
  attempts: [
    attempt({ status: 'rejected', rejectReason: 'notReceived', rejectMessage: 'Payment not received.' }),
  ],
});
export const PAID = stage({
  state: 'success',
  reviewCode: 10,
  methods: [],
  attempts: [attempt({ status: 'approved' })],
});

interface Uploaded {
  name: string;
  type: string;
}

/**
 * The API for the payment pages. `/upload/image` is multipart, which `fakeApi` reads as JSON: this
 * stand-in answers it from the form itself (recording each file) and hands every other call on.
 */
export function api({
  create = () => envelope(200, stage()),
  result = () => envelope(200, stage()),
  payment = () => envelope(200, PROCESSING),
  switchPay = () => envelope(200, stage()),
  extra = {},
}: {
  create?: (request: Request) => Response | Promise<Response>;
  result?: (request: Request) => Response | Promise<Response>;
  payment?: (request: Request) => Response | Promise<Response>;
  switchPay?: (request: Request) => Response | Promise<Response>;
  extra?: Parameters<typeof fakeApi>[0];
} = {}) {
  const double = fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () =>
      envelope(200, { userId: '7', userName: 'layla', level: 1, phone: '+9647700000000', email: '' }),
    '/ds/category/hello-category-tree': () => envelope(200, []),
    '/ds/hotWords/list': () => envelope(200, []),
    '/hello/cart/getProductNum': () => envelope(200, 0),
    '/hello/pay/payOrder/create': create,
    '/hello/pay/payOrder/result': result,
    '/hello/pay/payment': payment,
    '/hello/pay/switchPay': switchPay,
    '/warehouse/list': () => envelope(200, WAREHOUSES),
    ...extra,
  });
  const uploads: Uploaded[] = [];
  const answered = double.fetchImpl;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/upload/image')) return answered(input, init);
      const file = (init?.body as FormData).get('file') as File;
      uploads.push({ name: file.name, type: file.type });
      return envelope(200, {
        voucherId: `00000000-0000-4000-8000-00000000000${uploads.length}`,
        contentType: file.type,
        size: file.size,
      });
    }),
  );
  return { calls: double.calls, uploads };
}

export function renderPage(path: string, locale: 'ar' | 'en' = 'en') {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path, session, locale });
}

export const bodiesTo = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

export function png(name: string): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

export function chooseVouchers(files: File[]) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no voucher picker');
  fireEvent.change(input, { target: { files } });
}
