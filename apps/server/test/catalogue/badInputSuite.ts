import { expect, it } from 'vitest';
import { P } from './fixture';
import type { CatalogueHarness } from './harness';

/** A request the contract refuses, and the field the message must name. */
interface BadRequest {
  path: string;
  body: unknown;
  field: string;
}

const PAGE = '/ds/product/hello-page';

const BAD: BadRequest[] = [
  { path: PAGE, body: { pageSize: 20 }, field: 'pageNum' },
  { path: PAGE, body: { pageNum: 0, pageSize: 20 }, field: 'pageNum' },
  { path: PAGE, body: { pageNum: '1', pageSize: 20 }, field: 'pageNum' },
  { path: PAGE, body: { pageNum: 10_001, pageSize: 20 }, field: 'pageNum' },
  { path: PAGE, body: { pageNum: 1, pageSize: 61 }, field: 'pageSize' },
  { path: PAGE, body: { pageNum: 1, pageSize: 2.5 }, field: 'pageSize' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, sort: 'random' }, field: 'sort' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, categoryId: '30' }, field: 'categoryId' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, categoryId: 2_147_483_648 }, field: 'categoryId' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, brandId: -1 }, field: 'brandId' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, minPrice: 1.5 }, field: 'minPrice' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, maxPrice: null }, field: 'maxPrice' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, keyword: 42 }, field: 'keyword' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, keyword: 'x'.repeat(201) }, field: 'keyword' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, admin: true }, field: 'admin' },
  { path: '/hello/product/detail', body: {}, field: 'productId' },
  { path: '/hello/product/detail', body: { productId: 1688000000000001 }, field: 'productId' },
  { path: '/hello/product/detail', body: { productId: '0' }, field: 'productId' },
  { path: '/hello/product/detail', body: { productId: '12345678901234567890' }, field: 'productId' },
  { path: '/hello/product/detail', body: { productId: "1' OR '1'='1" }, field: 'productId' },
  {
    path: '/hello/product/detail',
    body: { productId: P.headphones, platformType: 'a' },
    field: 'platformType',
  },
  { path: '/hello/product/recommended', body: { productId: P.headphones, pageSize: 0 }, field: 'pageSize' },
  { path: '/hello/product/description', body: { productId: [] }, field: 'productId' },
  { path: '/ds/product/freightEstimate', body: { productId: P.tShirt }, field: 'quantity' },
  { path: '/ds/product/freightEstimate', body: { productId: P.tShirt, quantity: 1e9 }, field: 'quantity' },
  {
    path: '/ds/product/freightEstimate',
    body: { productId: P.tShirt, quantity: 20, skuId: 5 },
    field: 'skuId',
  },
  { path: '/hello/randomList/list', body: { pageSize: 100 }, field: 'pageSize' },
  { path: '/ds/category/sub-category-tree', body: {}, field: 'parentId' },
  { path: '/ds/category/list-sub-category', body: { parentId: -1 }, field: 'parentId' },
  { path: '/ds/category/root-category', body: { parentId: 1 }, field: 'parentId' },
  { path: '/ds/hotWords/list', body: { locale: 'en' }, field: 'locale' },
  { path: '/hello/front/website/content/list', body: { kind: '' }, field: 'kind' },
  // Text no form can type (src/http/textRule.ts): NUL was a 500 from PostgreSQL before the rule.
  { path: '/hello/front/website/content/list', body: { kind: 'help\u0000' }, field: 'kind' },
  { path: '/hello/front/website/content/list', body: { kind: '\ud800' }, field: 'kind' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, keyword: 'phone\u0000' }, field: 'keyword' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, keyword: '\u001b[2J' }, field: 'keyword' },
  { path: PAGE, body: { pageNum: 1, pageSize: 20, keyword: 'a\udc00' }, field: 'keyword' },
  { path: '/hello/front/brand/list', body: { hot: 'yes' }, field: 'hot' },
  { path: '/hello/front/brand/detail', body: { brandId: 'soundmax' }, field: 'brandId' },
  { path: '/hello/banner/listBanner', body: { limit: 3 }, field: 'limit' },
  { path: '/hello/events/listEvents', body: { all: true }, field: 'all' },
  { path: '/hello/front/brand/cooperation/list', body: { page: 1 }, field: 'page' },
  { path: '/warehouse/list', body: { countryId: 4840 }, field: 'countryId' },
];

/** Bad input to the catalogue calls: a 400 envelope naming the field, never a 500. */
export function badInputTests(h: CatalogueHarness) {
  it('answers 400 naming the field for every malformed request', async () => {
    for (const { path, body, field } of BAD) {
      const answer = await h.call(path, body);
      const context = `${path} ${JSON.stringify(body).slice(0, 80)}`;
      h.expectFailure(answer, 400, 400);
      expect(answer.body.msg, context).toContain(field);
      expect(answer.body.data, context).toBeNull();
    }
  });

  it('words the problem in the caller’s language', async () => {
    const answer = await h.call(PAGE, { pageNum: 1, pageSize: 99 }, { locale: 'ar' });
    expect(answer.body.msg).toMatch(/^الحقل pageSize غير صالح: /);
    const chinese = await h.call(PAGE, { pageNum: 1, pageSize: 20, extra: 1 }, { locale: 'zh' });
    expect(chinese.body.msg).toBe('不应包含字段 extra。');
  });

  it('answers 405 for GET on a POST call and 404 for a path that is not in the contract', async () => {
    h.expectFailure(await h.call('/ds/product/hello-page', undefined, { method: 'GET' }), 405, 405);
    h.expectFailure(await h.call('/ds/product/hello-pages', {}), 404, 404);
  });
}
