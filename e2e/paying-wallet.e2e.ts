import { randomUUID } from 'node:crypto';
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

// Paying stage 1 from the wallet against the real server (issue 15): a buyer whose wallet finance
// topped up (a cash top-up, approved through the API) pays with the 6-digit payment password,
// typed wrong once (the field says how many entries are left), then right; /payment-result shows
// the stage paid, the order waits for purchase, and the wallet page shows the balance less the
// stage's dinars. In Arabic on a 360 px phone and in English on a desktop.

const TEXT = {
  ar: {
    wallet: 'المحفظة',
    password: 'كلمة مرور الدفع',
    submit: 'ادفع من المحفظة',
    // One wrong entry of the five allowed (PAYMENT_PASSWORD_MAX_WRONG, packages/domain/src/wallet).
    fourLeft: 'كلمة مرور الدفع غير صحيحة، تبقّت 4 محاولات',
    success: 'تمت الدفعة بنجاح',
  },
  en: {
    wallet: 'Wallet',
    password: 'Payment password',
    submit: 'Pay from the wallet',
    fourLeft: 'Payment password incorrect, 4 attempts left',
    success: 'Payment successful',
  },
} as const;

/** A development account (apps/server/src/modules/roles/devAccounts.ts), made at the e2e server's start. */
const FINANCE = { account: 'dev.finance@example.com', password: 'Tijara-finance-1' };
const PAYMENT_PASSWORD = '246810';
const WRONG_PAYMENT_PASSWORD = '135790';
/** What the wallet keeps after paying the stage: the top-up is the stage's dinars and this. */
const LEFT_OVER_IQD = 10_000;

/** The wallet page's available balance: `dinars`, written with its separators (digits stay Latin). */
async function expectAvailable(page: Page, dinars: number) {
  await page.goto('/individualCenter/wallet');
  // The balance is read once the page's code runs (the server renders it loading).
  await whenInteractive(page);
  const grouped = dinars.toLocaleString('en-US');
  await expect(page.locator('[data-figure="available"]')).toHaveText(new RegExp(`^\\D*${grouped}\\D*$`));
  expect(await overflowOf(page)).toBe(0);
}

for (const { locale, language, viewport } of PAYING_RUNS) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer pays stage 1 from the wallet, the payment password wrong once and then right; the order waits for purchase and the wallet holds less', async ({
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const t = TEXT[locale];
      const { token, orderNo } = await buyerWithOrder(request);
      await pdpd(
        request,
        '/hello/user/paymentPassword/set',
        { paymentPassword: PAYMENT_PASSWORD, paymentPasswordConfirmation: PAYMENT_PASSWORD },
        { token },
      );
      // The stage's dinars at the server's rate, which the wallet is charged.
      const { amountIqd } = await pdpd<{ amountIqd: number | null }>(
        request,
        '/hello/pay/payOrder/create',
        { orderNo, stage: 1 },
        { token },
      );
      expect(amountIqd).toBeGreaterThan(0);
      const toppedUp = (amountIqd ?? 0) + LEFT_OVER_IQD;
      // The buyer asks to top up in cash at the store; finance approves, and the wallet holds it.
      const topUp = await pdpd<{ id: string; status: string }>(
        request,
        '/hello/wallet/topUp/create',
        { requestId: randomUUID(), method: 'cash', amountIqd: toppedUp },
        { token },
      );
      expect(topUp.status).toBe('pending');
      const { token: financeToken } = await pdpd<{ token: string }>(request, '/hello/user/login/login', {
        type: 1,
        ...FINANCE,
      });
      const approved = await pdpd<{ status: string }>(
        request,
        '/hello/staff/wallet/topUpApprove',
        { topUpId: topUp.id },
        { token: financeToken },
      );
      expect(approved.status).toBe('approved');

      const buyerPage = await signedInPage(browser, { token, locale, viewport, baseURL: baseURL ?? '' });
      try {
        await expectAvailable(buyerPage, toppedUp);

        await buyerPage.goto(`/trade_flow?orderNo=${orderNo}&stage=1`);
        await whenInteractive(buyerPage);
        const wallet = buyerPage.getByRole('radio', { name: t.wallet, exact: true });
        await buyerPage.locator('label', { has: wallet }).click();
        await expect(wallet).toBeChecked();
        const password = buyerPage.getByLabel(t.password, { exact: true });

        // A wrong password: refused, with the entries left; the field is emptied for another try.
        await password.fill(WRONG_PAYMENT_PASSWORD);
        await buyerPage.getByRole('button', { name: t.submit }).click();
        await expect(buyerPage.getByText(t.fourLeft)).toBeVisible();
        await expect(password).toHaveValue('');
        expect(await overflowOf(buyerPage)).toBe(0);

        await password.fill(PAYMENT_PASSWORD);
        await buyerPage.getByRole('button', { name: t.submit }).click();
        await expect(buyerPage).toHaveURL(
          (url) =>
            url.pathname === '/payment-result' &&
            url.searchParams.get('orderNo') === orderNo &&
            url.searchParams.get('stage') === '1',
        );
        await expect(buyerPage.getByRole('heading', { name: t.success })).toBeVisible();
        expect(await orderStatusOf(request, { token, orderNo, language })).toBe(WAITING_PURCHASE);

        // The wallet gave exactly the stage's dinars.
        await expectAvailable(buyerPage, LEFT_OVER_IQD);
      } finally {
        await buyerPage.context().close();
      }
    });
  });
}
