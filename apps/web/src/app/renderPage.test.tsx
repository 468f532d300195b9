import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_TREE_WIRE, cardWire, lampDetailWire, pageWire } from '../test/catalogueFixtures';
import { envelope, fakeApi } from '../test/renderApp';
import { readPageData, renderPageMarkup } from './renderPage';

// Whether the browser hydrates these pages without a mismatch is checked in a real browser, against
// the built app and the real server (e2e/server-rendering.e2e.ts): React's server and browser
// renderers cannot share one process, as a test here would have them do.

const ORIGIN = 'http://storefront.test';

/** A full first page of results: a page big enough for the renderer to want to stream it in parts. */
const FULL_PAGE = Array.from({ length: 20 }, (_, index) => cardWire(String(index + 1)));

function api(detail = () => envelope(200, lampDetailWire())) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/ds/category/hello-category-tree': () => envelope(200, CATEGORY_TREE_WIRE),
    '/ds/hotWords/list': () => envelope(200, [{ name: 'lamp' }]),
    '/hello/banner/listBanner': () => envelope(200, []),
    '/ds/product/hello-page': () => envelope(200, pageWire(FULL_PAGE)),
    '/hello/product/detail': detail,
  });
}

const read = (path: string, cookie?: string) =>
  readPageData(new URL(path, ORIGIN), cookie, { fetch: globalThis.fetch, apiBase: `${ORIGIN}/pdpd` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the server renders a page from', () => {
  it('is Arabic in US dollars without preference cookies, and the cookies’ language and currency otherwise', async () => {
    api();
    expect(await read('/')).toMatchObject({ locale: 'ar', currency: 'USD' });
    expect(await read('/', 'other=1; tijara.currency=IQD; tijara.locale=ckb')).toMatchObject({
      locale: 'ckb',
      currency: 'IQD',
    });
    // Values it does not know are the defaults, as a stored value it does not know is.
    expect(await read('/', 'tijara.currency=EUR; tijara.locale=fr')).toMatchObject({
      locale: 'ar',
      currency: 'USD',
    });
  });

  it("asks for the first screen's calls, in the page's language, and keeps their answers", async () => {
    const { calls, fetchImpl } = api();
    const data = await read('/commodity_details?productId=1&platformType=1', 'tijara.locale=en');
    // The shell's reads (the rate, and the tree and hot words its menus show), then the page's.
    const shellAndPage = [
      '/ds/business/getRate',
      '/ds/category/hello-category-tree',
      '/ds/hotWords/list',
      '/hello/product/detail',
    ];
    expect(calls.map((call) => call.path).sort()).toEqual(shellAndPage);
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('language')).toBe('1');
    expect(data.answers.map((answer) => answer.path).sort()).toEqual(shellAndPage);
    expect(data.messages['app.name']).toBeTypeOf('string');
  });

  it('leaves out an answer that failed: the page asks for it again in the browser', async () => {
    api(() => envelope(500, null, 'down'));
    const data = await read('/commodity_details?productId=1&platformType=1');
    expect(data.answers.map((answer) => answer.path).sort()).toEqual([
      '/ds/business/getRate',
      '/ds/category/hello-category-tree',
      '/ds/hotWords/list',
    ]);
  });

  it('asks a call the shell and the page both read once (the category tree of a category page)', async () => {
    const { calls } = api();
    await read('/category_search_list?id=1201&firstId=1001');
    expect(calls.filter((call) => call.path === '/ds/category/hello-category-tree')).toHaveLength(1);
  });
});

describe("the server's markup of a page", () => {
  it('is the whole first screen, from the answers read, in the language of the page', async () => {
    api();
    const location = new URL('/search-list?name=lamp', ORIGIN);
    const markup = await renderPageMarkup(location, await read(location.href, 'tijara.locale=en'));
    expect(markup).toContain('Search results for “lamp”');
    expect(markup).toContain('Desk lamp 1');
    expect(markup).toContain('Desk lamp 20');
    // Shown as loaded (not dimmed as a previous page's results would be while the next loads).
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).toContain('dir="ltr"');
    // Whole, in place: no part held back for a script to move in (the page reads without JavaScript).
    expect(markup).not.toMatch(/<template id="B:/);
    expect(markup).not.toContain('<script');
    // Rendered signed out: the session lives in the browser.
    expect(markup).toMatch(/<a [^>]*href="\/login\?[^"]*"[^>]*>Log in<\/a>/);
  });

  it('has menus that work before its code arrives: the categories and the hot words as links', async () => {
    api();
    const location = new URL('/search-list?name=lamp', ORIGIN);
    const markup = await renderPageMarkup(location, await read(location.href, 'tijara.locale=en'));
    const page = document.createElement('div');
    page.innerHTML = markup;
    // The tab bar's categories and the header's "all categories" open the category index, on
    // this page (the router writes the tab bar's link with the page's own address).
    const opening = [...page.querySelectorAll('a[href$="#all-categories"]')];
    expect(opening.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All categories', '#all-categories'],
      ['Categories', '/search-list?name=lamp#all-categories'],
    ]);
    // ...which lists every category of the tree, each a link to its page.
    const index = page.querySelector('nav#all-categories');
    const links = [...(index?.querySelectorAll('a[href^="/category_search_list"]') ?? [])];
    expect(links.map((link) => link.textContent)).toContain('Desk Lamps');
    expect(links.find((link) => link.textContent === 'Desk Lamps')?.getAttribute('href')).toBe(
      '/category_search_list?id=1201&firstId=1001',
    );
    // The hot words are links to their results, in the search box's panel.
    expect(page.querySelector('[role="group"] a')?.getAttribute('href')).toBe('/search-list?name=lamp');
  });
});

describe('a page whose address names nothing', () => {
  const render = async (path: string) => {
    const location = new URL(path, ORIGIN);
    const data = await read(location.href, 'tijara.locale=en');
    return { data, markup: await renderPageMarkup(location, data) };
  };

  it('is missing, and shows its not-found state, for a product the server does not have', async () => {
    api(() => envelope(404, null, 'product invalid or removed from shelves'));
    const { data, markup } = await render('/commodity_details?productId=none&platformType=1');
    expect(data.missing).toBe(true);
    expect(markup).toContain('This product is invalid or has been removed from the shelves.');
  });

  it('is missing for a category outside the tree and for a brand the server does not have', async () => {
    fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/ds/category/hello-category-tree': () => envelope(200, CATEGORY_TREE_WIRE),
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/hello/front/brand/detail': () => envelope(404, null, 'no such brand'),
    });
    const category = await render('/category_search_list?id=999999&firstId=1');
    expect(category.data.missing).toBe(true);
    expect(category.markup).toContain('This category does not exist.');
    const brand = await render('/hotBrand?brandId=424242');
    expect(brand.data.missing).toBe(true);
    expect(brand.markup).toContain('This brand does not exist.');
  });

  it('is not missing when the call only failed, or the thing exists', async () => {
    api(() => envelope(500, null, 'down'));
    expect((await render('/commodity_details?productId=1&platformType=1')).data.missing).toBeUndefined();
    api();
    const { data, markup } = await render('/commodity_details?productId=1&platformType=1');
    expect(data.missing).toBeUndefined();
    expect(markup).not.toContain('This product is invalid or has been removed from the shelves.');
  });
});
