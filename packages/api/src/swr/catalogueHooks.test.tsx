import { SEARCH_DEBOUNCE_MS, type Locale } from '@tijara/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SWRConfiguration } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PdpdError } from '../client';
import { startPdpdDouble, type PdpdDouble } from './testing/pdpdDouble';
import { createStorefront } from './testing/storefront';
import { useBrandDetail, useBrands, useCooperationBrands } from './useBrands';
import { useCategoryTree, useRootCategories, useSubCategories, useSubCategoryTree } from './useCategories';
import { useDebouncedValue } from './useDebouncedValue';
import { useFreightEstimate, useProductDescription, useProductDetail, useRecommended } from './useProduct';
import { useProductPage, useRandomProducts, type ProductPageRequest } from './useProductPage';
import { useRate } from './useRate';
import { useSearchSuggestions } from './useSearchSuggestions';
import { useBanners, useEvents, useHotWords, useWebsiteContent } from './useSiteContent';
import { useWarehouses } from './useWarehouses';

/*
 * The catalogue hooks over real HTTP against the protocol double (testing/pdpdDouble.ts and its
 * catalogue, testing/catalogueDouble.ts), which checks each request with the contract's schema.
 */

let double: PdpdDouble;
beforeAll(async () => {
  double = await startPdpdDouble();
});
afterAll(() => double.close());
afterEach(() => {
  double.reset();
  localStorage.clear();
});

function storefront(locale: Locale, swr?: SWRConfiguration) {
  return createStorefront(double.baseUrl, locale, swr);
}

/** What the hook sent to a path: method, `language` header and JSON body, call by call. */
function sent(path: string) {
  return double
    .callsTo(path)
    .map((call) => ({ method: call.method, language: call.language, body: call.body }));
}

const TREE = '/ds/category/hello-category-tree';
const PAGE = '/ds/product/hello-page';
const DETAIL = '/hello/product/detail';

describe('categories', () => {
  it('reads the tree by GET with the language in its query, and again when the language changes', async () => {
    const app = storefront('ar');
    const { result, rerender } = renderHook(() => useCategoryTree(), { wrapper: app.wrapper });
    await waitFor(() =>
      expect(result.current.categories?.map((root) => root.categoryName)).toEqual([
        'المنزل والحديقة',
        'إلكترونيات',
      ]),
    );
    expect(result.current.categories?.[0]?.children[0]?.children.map((leaf) => leaf.categoryId)).toEqual([
      '111',
      '112',
    ]);

    app.setLocale('en');
    rerender();
    await waitFor(() =>
      expect(result.current.categories?.map((root) => root.categoryName)).toEqual([
        'Home and garden',
        'Electronics',
      ]),
    );
    expect(
      double.callsTo(TREE).map((call) => [call.method, call.query.get('language'), call.language, call.body]),
    ).toEqual([
      ['GET', '9', '9', undefined],
      ['GET', '1', '1', undefined],
    ]);
  });

  it('waits for a parent, then reads its children and its subtree', async () => {
    const app = storefront('en');
    let parentId: number | null = null;
    const { result, rerender } = renderHook(
      () => ({
        roots: useRootCategories(),
        children: useSubCategories(parentId),
        subtree: useSubCategoryTree(parentId),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() =>
      expect(result.current.roots.categories?.map((root) => root.categoryId)).toEqual(['1', '2']),
    );
    expect(result.current.roots.categories?.map((root) => root.children)).toEqual([[], []]);
    expect(sent('/ds/category/root-category')).toEqual([{ method: 'POST', language: '1', body: {} }]);
    expect(double.callsTo('/ds/category/list-sub-category')).toEqual([]);
    expect(double.callsTo('/ds/category/sub-category-tree')).toEqual([]);

    parentId = 1;
    rerender();
    await waitFor(() => expect(result.current.subtree.categories).toBeDefined());
    await waitFor(() => expect(result.current.children.categories).toBeDefined());
    expect(result.current.children.categories).toEqual([
      { categoryId: '11', categoryName: 'Lighting', imageUrl: null, children: [] },
    ]);
    expect(result.current.subtree.categories?.[0]?.children.map((leaf) => leaf.categoryName)).toEqual([
      'Desk lamps',
      'Ceiling lights',
    ]);
    expect(sent('/ds/category/list-sub-category')).toEqual([
      { method: 'POST', language: '1', body: { parentId: 1 } },
    ]);
    expect(sent('/ds/category/sub-category-tree')).toEqual([
      { method: 'POST', language: '1', body: { parentId: 1 } },
    ]);

    parentId = 999;
    rerender();
    await waitFor(() => expect(result.current.children.error).toBeInstanceOf(PdpdError));
    expect(result.current.children.error?.failure.code).toBe(404);
  });
});

describe('useProductPage', () => {
  it('asks nothing for a null request, and keeps the last page on screen while the next loads', async () => {
    const app = storefront('ar');
    let request: ProductPageRequest | null = null;
    const { result, rerender } = renderHook(() => useProductPage(request), { wrapper: app.wrapper });
    const shown = () => result.current.page?.records.map((product) => product.id);
    expect(result.current.page).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(double.callsTo(PAGE)).toEqual([]);

    const first: ProductPageRequest = { categoryId: 11, sort: 'priceAsc', pageNum: 1, pageSize: 2 };
    request = first;
    rerender();
    await waitFor(() => expect(shown()).toEqual(['1003', '1001']));
    expect(result.current.page).toMatchObject({ total: 6, pageNum: 1, pageSize: 2 });

    const release = double.hold(PAGE);
    request = { ...first, pageNum: 2 };
    rerender();
    await waitFor(() => expect(double.callsTo(PAGE)).toHaveLength(2));
    expect(shown()).toEqual(['1003', '1001']);
    expect(result.current.page?.pageNum).toBe(1);
    expect(result.current.isLoading).toBe(true);

    release();
    await waitFor(() => expect(shown()).toEqual(['1005', '1002']));
    expect(result.current.isLoading).toBe(false);
    expect(sent(PAGE)).toEqual([
      { method: 'POST', language: '9', body: first },
      { method: 'POST', language: '9', body: { ...first, pageNum: 2 } },
    ]);

    request = null;
    rerender();
    expect(result.current.page).toBeUndefined();
    expect(double.callsTo(PAGE)).toHaveLength(2);
  });

  it('sends the keyword and reads the products in the buyer language', async () => {
    const app = storefront('en');
    const request: ProductPageRequest = { keyword: 'أغطية', pageNum: 1, pageSize: 20 };
    const { result } = renderHook(() => useProductPage(request), { wrapper: app.wrapper });
    await waitFor(() =>
      expect(result.current.page?.records.map((product) => product.name)).toEqual([
        'Phone cases 1',
        'Phone cases 2',
      ]),
    );
    expect(sent(PAGE)).toEqual([{ method: 'POST', language: '1', body: request }]);
  });
});

describe('useSearchSuggestions', () => {
  const SUGGESTIONS = '/ds/product/searchSuggestions';

  it('asks nothing for null, then the corrections of the text, which find products', async () => {
    const app = storefront('en');
    let text: string | null = null;
    const { result, rerender } = renderHook(() => useSearchSuggestions(text), { wrapper: app.wrapper });
    expect(result.current.corrections).toBeUndefined();
    expect(double.callsTo(SUGGESTIONS)).toEqual([]);

    // The double's products are "Desk lamps 1", "Phone cases 2", ...
    text = 'Desk lmaps';
    rerender();
    await waitFor(() => expect(result.current.corrections).toEqual(['desk lamps']));

    text = 'zzqxv';
    rerender();
    await waitFor(() => expect(result.current.corrections).toEqual([]));
    expect(sent(SUGGESTIONS)).toEqual([
      { method: 'POST', language: '1', body: { name: 'Desk lmaps' } },
      { method: 'POST', language: '1', body: { name: 'zzqxv' } },
    ]);
  });
});

describe('a product', () => {
  it('waits for the product id, then reads the product, similar products and the description', async () => {
    const app = storefront('en');
    let productId: string | null = null;
    const { result, rerender } = renderHook(
      () => ({
        detail: useProductDetail(productId, 1),
        similar: useRecommended(productId, 3),
        description: useProductDescription(productId),
      }),
      { wrapper: app.wrapper },
    );
    for (const path of [DETAIL, '/hello/product/recommended', '/hello/product/description']) {
      expect(double.callsTo(path)).toEqual([]);
    }

    productId = '1001';
    rerender();
    await waitFor(() => expect(result.current.detail.product?.name).toBe('Desk lamps 1'));
    expect(result.current.detail.product?.variants.map((variant) => [variant.skuId, variant.price])).toEqual([
      ['10011', 1250],
      ['10012', 1450],
    ]);
    expect(result.current.detail.product?.categoryPath.map((category) => category.categoryName)).toEqual([
      'Home and garden',
      'Lighting',
      'Desk lamps',
    ]);
    await waitFor(() =>
      expect(result.current.similar.products?.map((product) => product.id)).toEqual(['1002', '1003', '1004']),
    );
    await waitFor(() => expect(result.current.description.html).toBe('<p>Desk lamps 1</p>'));
    expect(sent(DETAIL)).toEqual([
      { method: 'POST', language: '1', body: { productId: '1001', platformType: 1 } },
    ]);
    expect(sent('/hello/product/recommended')).toEqual([
      { method: 'POST', language: '1', body: { productId: '1001', pageSize: 3 } },
    ]);
    expect(sent('/hello/product/description')).toEqual([
      { method: 'POST', language: '1', body: { productId: '1001' } },
    ]);
  });

  it('is a 404 error when removed or of another platform', async () => {
    const app = storefront('ar');
    const { result } = renderHook(() => useProductDetail('1001', 2), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PdpdError));
    expect(result.current.error?.failure.code).toBe(404);
    expect(result.current.product).toBeUndefined();
    expect(app.failures).toHaveLength(1);
  });

  it('estimates the freight of the settled quantity only, with the debounce the caller applies', async () => {
    const app = storefront('ar');
    let productId: string | null = null;
    let quantity = 2;
    const { result, rerender } = renderHook(
      () => {
        const settled = useDebouncedValue(quantity, SEARCH_DEBOUNCE_MS);
        return useFreightEstimate(
          productId === null ? null : { productId, skuId: '10022', quantity: settled },
        );
      },
      { wrapper: app.wrapper },
    );
    expect(double.callsTo('/ds/product/freightEstimate')).toEqual([]);

    productId = '1002';
    rerender();
    await waitFor(() => expect(result.current.estimate?.quantity).toBe(2));
    expect(result.current.estimate).toMatchObject({ unitPrice: 2050, air: null, sea: { goods: 4100 } });

    for (const next of [3, 4, 5]) {
      quantity = next;
      rerender();
    }
    await waitFor(() => expect(result.current.estimate?.quantity).toBe(5), {
      timeout: 3 * SEARCH_DEBOUNCE_MS,
    });
    expect(sent('/ds/product/freightEstimate')).toEqual([
      { method: 'POST', language: '9', body: { productId: '1002', skuId: '10022', quantity: 2 } },
      { method: 'POST', language: '9', body: { productId: '1002', skuId: '10022', quantity: 5 } },
    ]);
  });

  it('draws random products in stock, as many as asked', async () => {
    const app = storefront('ckb');
    const { result } = renderHook(() => ({ four: useRandomProducts(4), usual: useRandomProducts() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() =>
      expect(result.current.four.products?.map((product) => product.id)).toEqual([
        '1001',
        '1002',
        '1004',
        '1005',
      ]),
    );
    await waitFor(() => expect(result.current.usual.products).toHaveLength(7));
    expect(sent('/hello/randomList/list')).toEqual([
      { method: 'POST', language: '10', body: { pageSize: 4 } },
      { method: 'POST', language: '10', body: {} },
    ]);
  });
});

describe('static content', () => {
  it('is not read again when the buyer comes back to the tab, unlike a product', async () => {
    const app = storefront('ar', { focusThrottleInterval: 0 });
    const { result } = renderHook(
      () => ({
        tree: useCategoryTree(),
        words: useHotWords(),
        brands: useBrands({ hot: true }),
        random: useRandomProducts(2),
        product: useProductDetail('1001'),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => {
      expect(result.current.tree.categories).toBeDefined();
      expect(result.current.words.hotWords).toBeDefined();
      expect(result.current.brands.brands).toBeDefined();
      expect(result.current.random.products).toBeDefined();
      expect(result.current.product.product).toBeDefined();
    });

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(double.callsTo(DETAIL)).toHaveLength(2));
    for (const path of [TREE, '/ds/hotWords/list', '/hello/front/brand/list', '/hello/randomList/list']) {
      expect(double.callsTo(path)).toHaveLength(1);
    }
  });

  it('is shared by a second component that mounts later, unlike the rate', async () => {
    const app = storefront('ar');
    const header = renderHook(() => ({ words: useHotWords(), rate: useRate() }), { wrapper: app.wrapper });
    await waitFor(() => expect(header.result.current.words.hotWords).toBeDefined());
    await waitFor(() => expect(header.result.current.rate.rate).toBeDefined());

    const page = renderHook(() => ({ words: useHotWords(), rate: useRate() }), { wrapper: app.wrapper });
    expect(page.result.current.words.hotWords?.map((word) => word.name)).toEqual(['مصباح', 'غطاء هاتف']);
    await waitFor(() => expect(double.callsTo('/ds/business/getRate')).toHaveLength(2));
    expect(double.callsTo('/ds/hotWords/list')).toHaveLength(1);
  });

  it('reads hot words, banners, events and help pages in the buyer language', async () => {
    const app = storefront('zh');
    const { result } = renderHook(
      () => ({
        words: useHotWords(),
        banners: useBanners(),
        events: useEvents(),
        help: useWebsiteContent('help'),
        pages: useWebsiteContent(),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() =>
      expect(result.current.words.hotWords).toEqual([{ name: '台灯' }, { name: '手机壳' }]),
    );
    await waitFor(() =>
      expect(result.current.banners.banners?.map((banner) => banner.title)).toEqual(['照明', '手机']),
    );
    await waitFor(() => expect(result.current.events.events?.map((event) => event.title)).toEqual(['照明']));
    await waitFor(() =>
      expect(result.current.help.content?.map((page) => page.title)).toEqual(['如何下单', '运输']),
    );
    await waitFor(() => expect(result.current.pages.content?.map((page) => page.id)).toEqual([1, 2, 3]));
    expect(sent('/ds/hotWords/list')).toEqual([{ method: 'POST', language: '0', body: {} }]);
    expect(sent('/hello/banner/listBanner')).toEqual([{ method: 'POST', language: '0', body: {} }]);
    expect(sent('/hello/events/listEvents')).toEqual([{ method: 'POST', language: '0', body: {} }]);
    expect(sent('/hello/front/website/content/list')).toEqual([
      { method: 'POST', language: '0', body: { kind: 'help' } },
      { method: 'POST', language: '0', body: {} },
    ]);
  });

  it('reads the brands, one brand once chosen, and the warehouses; mutate reads again', async () => {
    const app = storefront('ckb');
    let brandId: number | null = null;
    const { result, rerender } = renderHook(
      () => ({
        hot: useBrands({ hot: true }),
        all: useBrands(),
        cooperation: useCooperationBrands(),
        brand: useBrandDetail(brandId),
        warehouses: useWarehouses(),
      }),
      { wrapper: app.wrapper },
    );
    await waitFor(() =>
      expect(result.current.hot.brands?.map((brand) => brand.name)).toEqual(['Lumo', 'Nour']),
    );
    await waitFor(() => expect(result.current.all.brands).toHaveLength(3));
    await waitFor(() =>
      expect(result.current.cooperation.brands?.map((brand) => brand.name)).toEqual(['Lumo', 'Casey']),
    );
    await waitFor(() =>
      expect(result.current.warehouses.warehouses?.map((warehouse) => warehouse.name)).toEqual([
        'کۆگای بەغدا',
        'کۆگای چین',
      ]),
    );
    expect(double.callsTo('/hello/front/brand/detail')).toEqual([]);

    brandId = 2;
    rerender();
    await waitFor(() => expect(result.current.brand.brand).toMatchObject({ name: 'Casey', productCount: 2 }));
    // Spec section 2: the page shows "no information on this brand".
    expect(result.current.brand.brand?.description).toBeNull();
    expect(sent('/hello/front/brand/list')).toEqual([
      { method: 'POST', language: '10', body: { hot: true } },
      { method: 'POST', language: '10', body: {} },
    ]);
    expect(sent('/hello/front/brand/cooperation/list')).toEqual([
      { method: 'POST', language: '10', body: {} },
    ]);
    expect(sent('/hello/front/brand/detail')).toEqual([
      { method: 'POST', language: '10', body: { brandId: 2 } },
    ]);

    await act(() => result.current.warehouses.mutate());
    expect(sent('/warehouse/list')).toEqual([
      { method: 'POST', language: '10', body: {} },
      { method: 'POST', language: '10', body: {} },
    ]);
  });
});
