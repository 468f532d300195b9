import { expect, test, type Page } from '@playwright/test';
import { pdpd } from './support/catalogue';
import { whenInteractive } from './support/interactive';
import {
  PAYING_RUNS,
  WAITING_PURCHASE,
  buyerWithOrder,
  orderStatusOf,
  overflowOf,
  signedInPage,
} from './support/paying';
import { E2E_BANK_ACCOUNT } from './playwright.config';

// Paying stage 1 by bank transfer against the real server (issue 15): the buyer sends a voucher,
// finance rejects it for "payment not received", the buyer sees the reason and pays again, finance
// approves, and the order waits for purchase. In Arabic on a 360 px phone and in English on a
// desktop; the buyer and finance each in a browser of their own. The order is placed through the
// API (the buying journey tests placing it through the screens).

const TEXT = {
  ar: {
    submit: 'أرسل الدفعة',
    processing: 'الدفعة قيد المراجعة',
    failed: 'لم تنجح الدفعة',
    repay: 'ادفع مرة أخرى',
    bankTransfer: 'تحويل مصرفي',
    openTransfer: (orderNo: string) => `مراجعة تحويل الطلب ${orderNo}`,
    reject: 'رفض',
    notReceived: 'لم يتم استلام الدفعة.',
    confirmReject: 'رفض الدفعة',
    rejected: (orderNo: string) => `تم رفض دفعة الطلب ${orderNo}.`,
    approve: 'الموافقة على الدفعة',
    approved: (orderNo: string) => `تمت الموافقة على دفعة الطلب ${orderNo}.`,
    waitingPurchase: 'بانتظار الشراء',
  },
  en: {
    submit: 'Submit payment',
    processing: 'Payment under review',
    failed: 'Payment failed',
    repay: 'Pay again',
    bankTransfer: 'Bank transfer',
    openTransfer: (orderNo: string) => `Review the transfer of order ${orderNo}`,
    reject: 'Reject',
    notReceived: 'Payment not received.',
    confirmReject: 'Reject payment',
    rejected: (orderNo: string) => `The payment of order ${orderNo} was rejected.`,
    approve: 'Approve payment',
    approved: (orderNo: string) => `The payment of order ${orderNo} was approved.`,
    waitingPurchase: 'Awaiting purchase',
  },
} as const;

/** A development account (apps/server/src/modules/roles/devAccounts.ts), made at the e2e server's start. */
const FINANCE = { account: 'dev.finance@example.com', password: 'Tijara-finance-1' };

/** Finance opens the order's transfer from the queue. */
async function openTransfer(finance: Page, orderNo: string, openLabel: string) {
  await finance.goto('/staff/finance');
  await whenInteractive(finance);
  await finance.getByRole('link', { name: openLabel }).click();
  await expect(finance).toHaveURL(/attemptId=/);
}

/** The buyer sends a transfer voucher (a picture of the page they are on) and submits the stage. */
async function sendTransfer(buyerPage: Page, t: (typeof TEXT)[keyof typeof TEXT]) {
  await expect(buyerPage.getByText(E2E_BANK_ACCOUNT.accountName)).toBeVisible();
  const voucher = await buyerPage.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
  await buyerPage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucher });
  // The preview lists the picture with a button to remove it.
  await expect(buyerPage.getByRole('button', { name: /voucher\.png/ })).toBeVisible();
  await buyerPage.getByRole('button', { name: t.submit }).click();
  await expect(buyerPage).toHaveURL(/\/payment-result/);
  await expect(buyerPage.getByText(t.processing)).toBeVisible();
}

for (const { locale, language, viewport } of PAYING_RUNS) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer pays stage 1 by bank transfer; finance rejects it; the buyer pays again; finance approves; the order waits for purchase', async ({
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const t = TEXT[locale];
      const base = baseURL ?? '';
      const { token, orderNo } = await buyerWithOrder(request);
      const { token: financeToken } = await pdpd<{ token: string }>(request, '/hello/user/login/login', {
        type: 1,
        ...FINANCE,
      });
      const buyerPage = await signedInPage(browser, { token, locale, viewport, baseURL: base });
      const finance = await signedInPage(browser, { token: financeToken, locale, viewport, baseURL: base });
      try {
        await buyerPage.goto(`/trade_flow?orderNo=${orderNo}&stage=1&method=bank_transfer`);
        await whenInteractive(buyerPage);
        await expect(buyerPage.getByRole('radio', { name: t.bankTransfer })).toBeChecked();
        await sendTransfer(buyerPage, t);

        await openTransfer(finance, orderNo, t.openTransfer(orderNo));
        await finance.getByRole('button', { name: t.reject, exact: true }).click();
        const dialog = finance.getByRole('dialog');
        await dialog.locator('label', { hasText: t.notReceived }).click();
        await dialog.getByRole('button', { name: t.confirmReject }).click();
        await expect(finance.getByText(t.rejected(orderNo))).toBeVisible();

        // The buyer sees the reason, and pays again.
        await buyerPage.reload();
        await expect(buyerPage.getByText(t.failed)).toBeVisible();
        await expect(buyerPage.getByText(t.notReceived)).toBeVisible();
        await buyerPage
          .getByRole('link', { name: t.repay })
          .or(buyerPage.getByRole('button', { name: t.repay }))
          .click();
        await expect(buyerPage).toHaveURL(/\/trade_flow/);
        await whenInteractive(buyerPage);
        const transfer = buyerPage.getByRole('radio', { name: t.bankTransfer });
        if (!(await transfer.isChecked())) {
          await buyerPage.locator('label', { has: transfer }).click();
        }
        await sendTransfer(buyerPage, t);
        expect(await overflowOf(buyerPage)).toBe(0);

        await openTransfer(finance, orderNo, t.openTransfer(orderNo));
        await finance.getByRole('button', { name: t.approve }).click();
        await finance.getByRole('alertdialog').getByRole('button', { name: t.approve }).click();
        await expect(finance.getByText(t.approved(orderNo))).toBeVisible();

        // The order moved on: the buyer's order page shows it waiting for purchase.
        await buyerPage.goto(`/order-details?orderNo=${orderNo}`);
        await expect(buyerPage.getByText(t.waitingPurchase).first()).toBeVisible();
        expect(await orderStatusOf(request, { token, orderNo, language })).toBe(WAITING_PURCHASE);
      } finally {
        await buyerPage.context().close();
        await finance.context().close();
      }
    });
  });
}
