import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { uniqueBuyer } from './buyers';
import { pdpd, productWithTwoVariants, unitPriceOf } from './catalogue';

// Setup shared by the paying journeys (issue 15): a buyer with an order awaiting payment, placed
// through the API (the buying journey tests placing it through the screens), and a signed-in page
// in a browser of its own.

/** Spec section 9: the minimum order, 15 USD. */
const MINIMUM_ORDER_CENTS = 1_500;

/** The two runs of each paying journey: Arabic on a 360 px phone and English on a desktop. */
export const PAYING_RUNS = [
  { locale: 'ar', language: '9', viewport: { width: 360, height: 780 } },
  { locale: 'en', language: '1', viewport: { width: 1280, height: 800 } },
] as const;

/** ORDER_STATUS.WAITING_PURCHASE (packages/domain/src/order/orderStatus.ts). */
export const WAITING_PURCHASE = 14;

/** A buyer with an order of one line, picked up at the Baghdad warehouse, awaiting payment. */
export async function buyerWithOrder(request: APIRequestContext) {
  const buyer = uniqueBuyer();
  const { token } = await pdpd<{ token: string }>(request, '/hello/user/login/register', {
    userName: buyer.userName,
    email: buyer.email,
    phone: `0${buyer.phone}`,
    password: buyer.password,
    confirmPassword: buyer.password,
    areaId: '964',
  });
  const { detail, first } = await productWithTwoVariants(request, (product, variant) => {
    const needed = Math.ceil(MINIMUM_ORDER_CENTS / unitPriceOf(variant));
    return needed <= variant.skuStock && (product.maxOrder === null || needed <= product.maxOrder);
  });
  const { id } = await pdpd<{ id: string }>(
    request,
    '/hello/cart/addCart',
    {
      productId: detail.id,
      skuId: first.skuId,
      quantity: Math.max(1, Math.ceil(MINIMUM_ORDER_CENTS / unitPriceOf(first))),
    },
    { token },
  );
  const { orderNo } = await pdpd<{ orderNo: string }>(
    request,
    '/hello/order/createOrder',
    { requestId: randomUUID(), itemIds: [id], deliveryMethod: 2 },
    { token },
  );
  return { token, orderNo };
}

/** The order's status code as the buyer's order detail gives it. */
export async function orderStatusOf(
  request: APIRequestContext,
  { token, orderNo, language }: { token: string; orderNo: string; language: string },
): Promise<number> {
  const detail = await pdpd<{ status: number }>(
    request,
    '/hello/order/queryOrderDetail',
    { orderNo },
    { token, language },
  );
  return detail.status;
}

/** A page of a browser of its own, signed in with `token`, in `locale`. */
export async function signedInPage(
  browser: Browser,
  {
    token,
    locale,
    viewport,
    baseURL,
  }: { token: string; locale: string; viewport: { width: number; height: number }; baseURL: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'tijara.locale', value: locale, url: baseURL },
    { name: 'tijara.session', value: token, url: baseURL },
  ]);
  await context.addInitScript(
    ({ chosen, session }) => {
      localStorage.setItem('tijara.locale', chosen);
      localStorage.setItem('tijara.session', session);
    },
    { chosen: locale, session: JSON.stringify({ id: `e2e-${randomUUID()}`, token, user: null }) },
  );
  return context.newPage();
}

/** The page has no sideways scrolling (a 360 px phone shows all of it). */
export async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
