import { expect, test } from '@playwright/test';
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
import { E2E_ZAINCASH_PORT } from './playwright.config';

// Paying stage 1 through ZainCash against the real server and the ZainCash double (issue 15): the
// buyer chooses ZainCash on /trade_flow, is sent to the double's hosted page, approves the payment
// there, and comes back through the server's verified return to /payment-result, which shows the
// stage paid; the order then waits for purchase. The double stands in for ZainCash's page and API
// (apps/server/src/modules/payment/providers/README.md); its page is in English whatever the
// buyer's language, as it is not ours.

const TEXT = {
  ar: {
    zainCash: 'زين كاش',
    submit: 'تابع إلى زين كاش',
    success: 'تمت الدفعة بنجاح',
  },
  en: {
    zainCash: 'ZainCash',
    submit: 'Continue to ZainCash',
    success: 'Payment successful',
  },
} as const;

/** The double's hosted page (doubles/doubleHttp.ts `payPage`). */
const DOUBLE_PAGE = { approve: 'Approve payment' };

for (const { locale, language, viewport } of PAYING_RUNS) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer pays stage 1 at the ZainCash double, returns to /payment-result with the stage paid, and the order waits for purchase', async ({
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const t = TEXT[locale];
      const { token, orderNo } = await buyerWithOrder(request);
      // The dinars ZainCash is to be asked for: the stage's dollars at the server's rate.
      const { amountIqd } = await pdpd<{ amountIqd: number | null }>(
        request,
        '/hello/pay/payOrder/create',
        { orderNo, stage: 1 },
        { token },
      );
      expect(amountIqd).toBeGreaterThan(0);
      const buyerPage = await signedInPage(browser, { token, locale, viewport, baseURL: baseURL ?? '' });
      try {
        await buyerPage.goto(`/trade_flow?orderNo=${orderNo}&stage=1`);
        await whenInteractive(buyerPage);
        const zainCash = buyerPage.getByRole('radio', { name: t.zainCash, exact: true });
        await buyerPage.locator('label', { has: zainCash }).click();
        await expect(zainCash).toBeChecked();
        expect(await overflowOf(buyerPage)).toBe(0);
        await buyerPage.getByRole('button', { name: t.submit }).click();

        // ZainCash's page (the double's), asking for the stage's dinars.
        await expect(buyerPage).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_ZAINCASH_PORT}/pay/`));
        await expect(buyerPage.getByText(`${amountIqd} IQD`, { exact: true })).toBeVisible();
        await buyerPage.getByRole('button', { name: DOUBLE_PAGE.approve }).click();

        // Back through the server's return, which checked the signed token and asked the double.
        await expect(buyerPage).toHaveURL(
          (url) =>
            url.origin === new URL(baseURL ?? '').origin &&
            url.pathname === '/payment-result' &&
            url.searchParams.get('orderNo') === orderNo &&
            url.searchParams.get('stage') === '1',
        );
        await expect(buyerPage.getByRole('heading', { name: t.success })).toBeVisible();
        expect(await overflowOf(buyerPage)).toBe(0);
        expect(await orderStatusOf(request, { token, orderNo, language })).toBe(WAITING_PURCHASE);
      } finally {
        await buyerPage.context().close();
      }
    });
  });
}
