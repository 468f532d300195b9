import { describe, expect, it } from 'vitest';
import {
  addressBookRoute,
  brandAddress,
  cartRoute,
  categoryAddress,
  categoryPathAddress,
  firstScreenReads,
  helpCenterAddress,
  homeAddress,
  homeRoute,
  hotProductsAddress,
  individualCenterAddress,
  individualCenterRoute,
  loginAddress,
  myInformationRoute,
  notFoundRoute,
  fallbackRoute,
  procurementAddress,
  productAddress,
  productRoute,
  ROUTE_TABLE,
  routeOf,
  searchAddress,
  SERVER_RENDERED_SCREENS,
  type ReadOutcome,
} from './routeTable';
import { SCREEN_MODULE_NAMES, screenOf } from './screens';

const category = (categoryId: string) => ({ categoryId, categoryName: `category ${categoryId}` });

describe('the route table', () => {
  it('holds every route of spec section 2 once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/commodity_details',
      '/category_search_list',
      '/search-list',
      '/img-search',
      '/helpCenter/:name',
      '/hotBrand',
      '/news-center',
      '/inquiry',
      '/procurement',
      '/apply-agent',
      '/payment-result',
      '/switch-pay',
      '/404',
      '/login',
      '/register',
      '/reset-password',
      '/trade_flow',
      '/individualCenter/:name',
      '/buyerGroupList',
      '/buyer_cart',
      '/confirm-orders',
      '/order-details',
    ]) {
      expect(paths).toContain(path);
    }
    expect(ROUTE_TABLE.filter((route) => route.guard === 'auth').map((route) => route.path)).toEqual([
      '/login',
      '/register',
      '/reset-password',
    ]);
  });

  it('names screens that exist, and renders on the server exactly the landing pages', () => {
    for (const route of ROUTE_TABLE) expect(SCREEN_MODULE_NAMES).toContain(route.screen);
    expect(SERVER_RENDERED_SCREENS).toEqual({
      '/': 'src/modules/home/route.tsx',
      '/commodity_details': 'src/modules/catalogue/productDetailRoute.tsx',
      '/category_search_list': 'src/modules/catalogue/categoryListRoute.tsx',
      '/search-list': 'src/modules/catalogue/searchResultsRoute.tsx',
      '/hotBrand': 'src/modules/catalogue/hotBrandsRoute.tsx',
    });
    // One lazily loaded screen per module, shared by the routes that show it.
    expect(screenOf(notFoundRoute.screen)).toBe(screenOf(fallbackRoute.screen));
    expect(() => screenOf('src/modules/nothing/route.tsx')).toThrow('no route file');
  });

  it('picks a route as the router does: a fixed path before a pattern, anything else not found', () => {
    expect(routeOf('/individualCenter/1')).toBe(myInformationRoute);
    expect(routeOf('/individualCenter/address')).toBe(addressBookRoute);
    expect(routeOf('/individualCenter/favorites')).toBe(individualCenterRoute);
    expect(routeOf('/commodity_details')).toBe(productRoute);
    expect(routeOf('/no/such/page')).toBe(fallbackRoute);
    // The router ignores the case of letters and slashes at the end.
    expect(routeOf('/Buyer_Cart/')).toBe(cartRoute);
    expect(routeOf('//')).toBe(homeRoute);
    expect(routeOf('/individualcenter/ADDRESS')).toBe(addressBookRoute);
    expect(routeOf('/buyer_cart/x')).toBe(fallbackRoute);
    expect(routeOf('/individualCenter/favorites/')).toBe(individualCenterRoute);
    for (const route of ROUTE_TABLE.filter((route) => route !== fallbackRoute)) {
      expect(routeOf(route.path.replace(':name', 'favorites'))).toBe(route);
    }
  });

  it("lists a page's first calls: the shell's (rate, category tree, hot words), then the route's own, each once", () => {
    const paths = (address: string) => {
      const url = new URL(address, 'http://storefront.test');
      return firstScreenReads(url, 'en').map(({ endpoint }) => endpoint.path);
    };
    const shell = ['/ds/business/getRate', '/ds/category/hello-category-tree', '/ds/hotWords/list'];
    expect(paths(productAddress({ productId: '7', platformType: 1 }))).toEqual([
      ...shell,
      '/hello/product/detail',
    ]);
    expect(paths('/commodity_details?productId=')).toEqual(shell);
    // The category page reads the same tree as the shell's sheet: asked for once.
    expect(paths(categoryAddress({ id: 1201, firstId: 1001 }))).toEqual([...shell, '/ds/product/hello-page']);
    expect(paths(brandAddress({ brandId: 8 }))).toEqual([...shell, '/hello/front/brand/detail']);
    expect(paths(loginAddress())).toEqual(shell);
  });

  it('says which addresses name nothing: an unknown product, category or brand', () => {
    const missing = (address: string, outcomes: ReadOutcome[]) => {
      const url = new URL(address, 'http://storefront.test');
      return routeOf(url.pathname).isMissing?.({ query: url.searchParams, locale: 'en' }, outcomes) ?? false;
    };
    const notFound: ReadOutcome = { ok: false, code: 404 };
    const down: ReadOutcome = { ok: false, code: 500 };
    expect(missing('/commodity_details?productId=7', [notFound])).toBe(true);
    expect(missing('/commodity_details?productId=7', [down])).toBe(false);
    expect(missing('/commodity_details', [])).toBe(true);
    const tree: ReadOutcome = { ok: true, data: [{ ...category('1001'), children: [] }] };
    expect(missing('/category_search_list?id=1001', [tree])).toBe(false);
    expect(missing('/category_search_list?id=999', [tree])).toBe(true);
    expect(missing('/category_search_list?id=abc', [])).toBe(true);
    expect(missing('/category_search_list?id=999', [down])).toBe(false);
    expect(missing('/hotBrand?brandId=8', [notFound])).toBe(true);
    expect(missing('/hotBrand?brandId=x', [])).toBe(true);
    expect(missing('/hotBrand', [])).toBe(false);
    expect(missing('/search-list?name=none', [notFound])).toBe(false);
  });
});

describe('the address builders', () => {
  it("write a category's list as spec section 2 does: id and firstId, or type=hot", () => {
    expect(categoryPathAddress([])).toBe('/category_search_list');
    expect(categoryPathAddress([category('1001'), category('1101'), category('1201')])).toBe(
      '/category_search_list?id=1201&firstId=1001',
    );
    expect(categoryAddress({ id: 30 })).toBe('/category_search_list?id=30');
    expect(hotProductsAddress()).toBe('/category_search_list?type=hot&firstId=2');
  });

  it('write products, brands, searches and the other pages', () => {
    expect(homeAddress()).toBe('/');
    expect(productAddress({ productId: 'a b&c', platformType: 3 })).toBe(
      '/commodity_details?productId=a+b%26c&platformType=3',
    );
    expect(brandAddress({ brandId: 8 })).toBe('/hotBrand?brandId=8');
    expect(brandAddress()).toBe('/hotBrand');
    expect(searchAddress({ name: 'مصباح & lamp' })).toBe(
      '/search-list?name=%D9%85%D8%B5%D8%A8%D8%A7%D8%AD+%26+lamp',
    );
    expect(helpCenterAddress(6)).toBe('/helpCenter/6');
    expect(individualCenterAddress('1')).toBe('/individualCenter/1');
    expect(individualCenterAddress('favorites')).toBe('/individualCenter/favorites');
    expect(individualCenterAddress('address')).toBe('/individualCenter/address');
    expect(individualCenterAddress('changePassword')).toBe('/individualCenter/changePassword');
    expect(individualCenterAddress('paymentPassword')).toBe('/individualCenter/paymentPassword');
    expect(procurementAddress({ fromSource: 1 })).toBe('/procurement?fromSource=1');
    expect(loginAddress({ redirect: '/buyer_cart' })).toBe('/login?redirect=%2Fbuyer_cart');
  });
});
