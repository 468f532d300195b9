import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueBuyer } from './support/buyers';
import { whenInteractive } from './support/interactive';

// The cart against the real server, in Arabic on a 360 px phone: a new buyer registers from a
// product page, adds two variants, is refused a quantity past the stock, and removes one line.
// The product is read from the API first, never written here.

interface Variant {
  skuId: string;
  attributes: { name: string; value: string }[];
  skuStock: number;
}

interface Detail {
  id: string;
  platformType: number;
  name: string;
  minOrder: number;
  variants: Variant[];
}

async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(`/pdpd${path}`, { headers: { language: '9' }, data: body });
  const envelope = (await response.json()) as { success: boolean; data: T; msg: string };
  expect(envelope.success, `${path}: ${envelope.msg}`).toBe(true);
  return envelope.data;
}

/**
 * A best seller sold by the unit (minimum order 1) with two variants in stock that differ in one
 * attribute's value: the value to tap for each.
 */
async function productWithTwoVariants(request: APIRequestContext) {
  const { records } = await call<{ records: { id: string; platformType: number }[] }>(
    request,
    '/ds/product/hello-page',
    { sort: 'sales', pageNum: 1, pageSize: 40 },
  );
  for (const card of records) {
    const detail = await call<Detail>(request, '/hello/product/detail', {
      productId: card.id,
      platformType: card.platformType,
    });
    if (detail.minOrder !== 1) continue;
    const inStock = detail.variants.filter((variant) => variant.skuStock >= 2);
    for (const first of inStock) {
      for (const second of inStock) {
        const differing = second.attributes.filter(
          (attribute) =>
            !first.attributes.some((a) => a.name === attribute.name && a.value === attribute.value),
        );
        const firstValue = first.attributes.find((a) => a.name === differing[0]?.name)?.value;
        if (differing.length === 1 && firstValue && differing[0]) {
          return { detail, first, second, firstValue, secondValue: differing[0].value };
        }
      }
    }
  }
  throw new Error('the generated catalogue has no best seller with two variants differing in one value');
}

test.use({ viewport: { width: 360, height: 780 } });

test('a new buyer adds two variants to the cart, is refused a quantity past the stock, and removes one', async ({
  page,
  request,
}) => {
  const { detail, second, firstValue, secondValue } = await productWithTwoVariants(request);
  const productPath = `/commodity_details?productId=${detail.id}&platformType=${detail.platformType}`;
  const buyer = uniqueBuyer();

  await page.goto(`/register?redirect=${encodeURIComponent(productPath)}`);
  await whenInteractive(page);
  await page.getByLabel('اسم المستخدم').fill(buyer.userName);
  await page.getByLabel('البريد الإلكتروني').fill(buyer.email);
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(buyer.phone);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(buyer.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(buyer.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);

  for (const value of [firstValue, secondValue]) {
    const radio = page.getByRole('radio', { name: value, exact: true });
    await page.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('أُضيف إلى السلة.').last()).toBeVisible();
  }

  await page.goto('/buyer_cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('السلة');
  const names = page.locator('main').getByRole('link', { name: detail.name, exact: true });
  await expect(names).toHaveCount(2);

  // Newest first: the second variant's line. A quantity past its stock is refused with the message.
  const quantity = page.getByRole('textbox', { name: `كمية ${detail.name}` }).first();
  await quantity.fill(String(second.skuStock + 1));
  await expect(page.getByText(`المتوفر في المخزون ${second.skuStock} فقط.`)).toBeVisible();

  await page
    .getByRole('button', { name: `حذف ${detail.name}` })
    .first()
    .click();
  await expect(page.getByText(`أُزيل «${detail.name}» من السلة.`)).toBeVisible();
  await expect(names).toHaveCount(1);
  // The page never widens past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
