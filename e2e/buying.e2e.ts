import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueBuyer } from './support/buyers';
import { pdpd, productWithTwoVariants, unitPriceOf } from './support/catalogue';
import { whenHydrated, whenInteractive } from './support/interactive';

// The buyer's journey against the real server (issue 14): register from a product page, add two
// variants, be refused a quantity past the stock, remove a line, reach the minimum order, confirm
// with a new address, place the order, find it under "awaiting payment" with its badge, open it,
// change the delivery method, print, download both PDFs; then another buyer cannot open it.
// In Arabic on a 360 px phone and in English on a desktop. The texts are the buyer's, per language.

const TEXT = {
  ar: {
    userName: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    register: 'إنشاء الحساب',
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى السلة.',
    cart: 'السلة',
    quantityOf: (name: string) => `كمية ${name}`,
    deleteOf: (name: string) => `حذف ${name}`,
    aboveStock: (stock: number) => `المتوفر في المخزون ${stock} فقط.`,
    removed: (name: string) => `أُزيل «${name}» من السلة.`,
    confirmOrder: 'تأكيد الطلب',
    specifiedAddress: 'التوصيل إلى عنواني',
    addAddress: 'أضف عنواناً',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    province: 'المحافظة',
    city: 'المدينة',
    baghdad: 'بغداد',
    address: 'العنوان التفصيلي',
    mobile: 'رقم الجوال',
    saveAddress: 'حفظ العنوان',
    remark: 'ملاحظة (اختيارية)',
    place: 'تقديم الطلب',
    placed: (orderNo: string) => `تم تقديم الطلب ${orderNo}.`,
    awaitingPay: 'بانتظار الدفع',
    oneOrder: 'طلب واحد',
    changeDelivery: 'تغيير طريقة التسليم',
    drawerPickup: 'الاستلام من مستودع بغداد',
    drawerConfirm: 'تأكيد',
    changed: 'تم تغيير طريقة التسليم.',
    selfPickup: 'استلام شخصي من مستودع بغداد',
    print: 'طباعة',
    downloadPdf: 'تنزيل ملف PDF',
    downloadFees: 'تنزيل كشف الرسوم',
    notFound: 'تحقّق من رقم الطلب، أو ابحث عنه في قائمة طلباتك.',
  },
  en: {
    userName: 'User name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    register: 'Create account',
    addToCart: 'Add to cart',
    added: 'Added to the cart.',
    cart: 'Cart',
    quantityOf: (name: string) => `Quantity of ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    aboveStock: (stock: number) => `Only ${stock} in stock.`,
    removed: (name: string) => `Removed “${name}” from the cart.`,
    confirmOrder: 'Confirm order',
    specifiedAddress: 'Deliver to my address',
    addAddress: 'Add an address',
    firstName: 'First name',
    lastName: 'Last name',
    province: 'Province',
    city: 'City',
    baghdad: 'Baghdad',
    address: 'Detailed address',
    mobile: 'Mobile',
    saveAddress: 'Save address',
    remark: 'Remark (optional)',
    place: 'Place order',
    placed: (orderNo: string) => `Order ${orderNo} placed.`,
    awaitingPay: 'Awaiting payment',
    oneOrder: '1 order',
    changeDelivery: 'Change delivery',
    drawerPickup: 'Pick up at the Baghdad warehouse',
    drawerConfirm: 'Confirm',
    changed: 'The delivery was changed.',
    selfPickup: 'Self pickup at the Baghdad warehouse',
    print: 'Print',
    downloadPdf: 'Download PDF',
    downloadFees: 'Download fee statement',
    notFound: 'Check the order number, or find the order in your list.',
  },
} as const;

/** Spec section 9: the minimum order, 15 USD. */
const MINIMUM_ORDER_CENTS = 1_500;

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

/** Issue 14: the journey in Arabic and in English, each on a 360 px phone and on a desktop. */
const RUNS = [
  { locale: 'ar', language: '9', viewport: PHONE },
  { locale: 'ar', language: '9', viewport: DESKTOP },
  { locale: 'en', language: '1', viewport: PHONE },
  { locale: 'en', language: '1', viewport: DESKTOP },
] as const;

/** Picks `option` in the react-aria select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses the radio named `name` in `scope` by tapping its label, as a buyer does. */
async function pick(page: Page, name: string, scope: Page | Locator = page) {
  // The inner locator of `has` is matched inside each label, so it is made from the page.
  const radio = page.getByRole('radio', { name, exact: true });
  await scope.locator('label', { has: radio }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Whether the page is wider than the window (it never may be). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { locale, language, viewport } of RUNS) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer orders, finds the order, changes its delivery, prints it and downloads its PDFs; another buyer cannot open it', async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      test.setTimeout(240_000);
      const t = TEXT[locale];
      // The first variant (the one kept) reaches the minimum order on its own within its stock.
      const { detail, first, second, firstValue, secondValue } = await productWithTwoVariants(
        request,
        (product, variant) => {
          const needed = Math.ceil(MINIMUM_ORDER_CENTS / unitPriceOf(variant));
          return needed <= variant.skuStock && (product.maxOrder === null || needed <= product.maxOrder);
        },
        language,
      );
      const productName = detail.name;
      const productPath = `/commodity_details?productId=${detail.id}&platformType=${detail.platformType}`;
      const buyer = uniqueBuyer();
      await context.addCookies([{ name: 'tijara.locale', value: locale, url: baseURL ?? '' }]);
      await page.addInitScript((chosen) => {
        localStorage.setItem('tijara.locale', chosen);
        // Printing opens the browser's dialog; the test counts the calls instead.
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      }, locale);

      await page.goto(`/register?redirect=${encodeURIComponent(productPath)}`);
      await whenInteractive(page);
      await page.getByLabel(t.userName).fill(buyer.userName);
      await page.getByLabel(t.email).fill(buyer.email);
      await page.getByRole('textbox', { name: t.phone }).fill(buyer.phone);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(buyer.password);
      await page.getByLabel(t.confirmPassword).fill(buyer.password);
      await page.getByRole('button', { name: t.register }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

      for (const value of [firstValue, secondValue]) {
        await pick(page, value);
        await page.getByRole('button', { name: t.addToCart }).click();
        await expect(page.getByText(t.added).last()).toBeVisible();
      }

      await page.goto('/buyer_cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart);
      const names = page.locator('main').getByRole('link', { name: productName, exact: true });
      await expect(names).toHaveCount(2);

      // Newest first: the second variant's line. A quantity past its stock is refused with the message.
      const quantities = page.getByRole('textbox', { name: t.quantityOf(productName) });
      await whenHydrated(quantities.first());
      await quantities.first().fill(String(second.skuStock + 1));
      await expect(page.getByText(t.aboveStock(second.skuStock))).toBeVisible();
      await page
        .getByRole('button', { name: t.deleteOf(productName) })
        .first()
        .click();
      await expect(page.getByText(t.removed(productName))).toBeVisible();
      await expect(names).toHaveCount(1);

      // The kept line reaches the minimum order.
      const needed = Math.max(1, Math.ceil(MINIMUM_ORDER_CENTS / unitPriceOf(first)));
      await quantities.first().fill(String(needed));
      await quantities.first().press('Tab');
      await expect(quantities.first()).toHaveValue(String(needed));
      expect(await overflow(page)).toBe(0);

      await page.getByRole('button', { name: t.confirmOrder }).click();
      await expect(page).toHaveURL(/\/confirm-orders/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmOrder);

      // A new address, added in place.
      await pick(page, t.specifiedAddress);
      await page.getByRole('button', { name: t.addAddress }).click();
      await page.getByLabel(t.firstName).fill('Ali');
      await page.getByLabel(t.lastName).fill('Hassan');
      await choose(page, t.province, t.baghdad);
      await choose(page, t.city, t.baghdad);
      await page.getByLabel(t.address).fill('Street 14, house 7');
      await page.getByLabel(t.mobile).fill('07701234567');
      await page.getByRole('button', { name: t.saveAddress }).click();
      await expect(page.getByText('Street 14, house 7').first()).toBeVisible();
      await page.getByLabel(t.remark).fill('Please pack each piece separately.');
      expect(await overflow(page)).toBe(0);

      await page.getByRole('button', { name: t.place }).click();
      await expect(page).toHaveURL(/\/order-details\?orderNo=\d{16}/);
      const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
      await expect(page.getByText(t.placed(orderNo))).toBeVisible();

      // The order awaits payment, and the tab's badge counts it.
      await page.goto('/individualCenter/awaitingPay');
      const tab = page.getByRole('tab', { name: new RegExp(t.awaitingPay) });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab.getByText(t.oneOrder)).toBeAttached();
      await page.getByRole('link', { name: new RegExp(orderNo) }).click();
      await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));

      // The delivery method changes to self pickup through the drawer.
      await page.getByRole('button', { name: t.changeDelivery }).click();
      const drawer = page.getByRole('dialog');
      await pick(page, t.drawerPickup, drawer);
      await drawer.getByRole('button', { name: t.drawerConfirm }).click();
      await expect(page.getByText(t.changed)).toBeVisible();
      await expect(drawer).toBeHidden();
      await expect(page.getByText(t.selfPickup).first()).toBeVisible();
      expect(await overflow(page)).toBe(0);

      // Printed, the page keeps the order and leaves out the shell.
      await page.getByRole('button', { name: t.print, exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByText(orderNo).first()).toBeVisible();
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').first()).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      for (const [label, fileName] of [
        [t.downloadPdf, `order-${orderNo}.pdf`],
        [t.downloadFees, `order-${orderNo}-fees.pdf`],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: label }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(fileName);
        const bytes = readFileSync(await download.path());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }

      // Another buyer is told the order does not exist, as for any unknown number.
      const stranger = uniqueBuyer();
      const { token } = await pdpd<{ token: string }>(request, '/hello/user/login/register', {
        userName: stranger.userName,
        email: stranger.email,
        phone: `0${stranger.phone}`,
        password: stranger.password,
        confirmPassword: stranger.password,
        areaId: '964',
      });
      const answer = await request.post('/pdpd/hello/order/queryOrderDetail', {
        headers: { language, authorization: `Bearer ${token}` },
        data: { orderNo },
      });
      expect(answer.status()).toBe(404);
      const strangers = await browser.newContext({ viewport });
      try {
        await strangers.addCookies([{ name: 'tijara.locale', value: locale, url: baseURL ?? '' }]);
        await strangers.addInitScript(
          ({ chosen, session }) => {
            localStorage.setItem('tijara.locale', chosen);
            localStorage.setItem('tijara.session', session);
          },
          { chosen: locale, session: JSON.stringify({ id: 'e2e-stranger', token, user: null }) },
        );
        const other = await strangers.newPage();
        await other.goto(`/order-details?orderNo=${orderNo}`);
        await expect(other.getByText(t.notFound)).toBeVisible();
        await expect(other.getByText('Street 14, house 7')).toHaveCount(0);
      } finally {
        await strangers.close();
      }
    });
  });
}
