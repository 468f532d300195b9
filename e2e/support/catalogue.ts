import { expect, type APIRequestContext } from '@playwright/test';

// The generated catalogue read through the API, for tests that need a product of a given kind:
// the tests choose what exists, they never write the catalogue.

export interface Variant {
  skuId: string;
  attributes: { name: string; value: string }[];
  skuStock: number;
  price: number;
  promotionPrice: number | null;
}

export interface Detail {
  id: string;
  platformType: number;
  name: string;
  minOrder: number;
  maxOrder: number | null;
  variants: Variant[];
}

/** A /pdpd call that must succeed (Arabic unless `language` says otherwise); answers its data. */
export async function pdpd<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  options: { token?: string; language?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { language: options.language ?? '9' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await request.post(`/pdpd${path}`, { headers, data: body });
  const envelope = (await response.json()) as { success: boolean; data: T; msg: string };
  expect(envelope.success, `${path}: ${envelope.msg}`).toBe(true);
  return envelope.data;
}

/** What a buyer pays for one unit of a variant: the promotion price when there is one. */
export const unitPriceOf = (variant: Variant) => variant.promotionPrice ?? variant.price;

/**
 * A best seller sold by the unit (minimum order 1) with two variants in stock that differ in one
 * attribute's value: the value to tap for each, named in `language` (the API's header value;
 * Arabic by default). `fits` may refuse a candidate (the first variant is the one it is asked about).
 */
export async function productWithTwoVariants(
  request: APIRequestContext,
  fits: (detail: Detail, first: Variant) => boolean = () => true,
  language = '9',
) {
  const { records } = await pdpd<{ records: { id: string; platformType: number }[] }>(
    request,
    '/ds/product/hello-page',
    { sort: 'sales', pageNum: 1, pageSize: 40 },
  );
  for (const card of records) {
    const detail = await pdpd<Detail>(
      request,
      '/hello/product/detail',
      { productId: card.id, platformType: card.platformType },
      { language },
    );
    if (detail.minOrder !== 1) continue;
    const inStock = detail.variants.filter((variant) => variant.skuStock >= 2);
    for (const first of inStock) {
      if (!fits(detail, first)) continue;
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
