import { createSessionStore } from '@tijara/api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CATEGORY_TREE_WIRE,
  cardWire,
  freightWire,
  lampDetailWire,
  pageWire,
} from '../../test/catalogueFixtures';
import { categoryAddress, searchAddress } from '../../app/routeTable';
import en from '../../i18n/messages/en.json';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

// A screen's chunk is transformed the first time a test visits its route, which on a busy machine
// takes longer than the default second.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Answers = Parameters<typeof fakeApi>[0];

/** The calls every page makes (rate, the header's menus), plus the test's own. */
function api(extra: Answers = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/ds/category/hello-category-tree': () => envelope(200, CATEGORY_TREE_WIRE),
    '/ds/hotWords/list': () => envelope(200, [{ name: 'lamp' }]),
    ...extra,
  });
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.json()) as Record<string, unknown>;
}

/** The bodies of every call to `path`, in order. */
function bodiesTo(calls: ReturnType<typeof fakeApi>['calls'], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

describe('the category list', () => {
  it("shows a category's breadcrumbs, the categories below it and its products", async () => {
    const { calls } = api({
      '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('1'), cardWire('2')])),
    });
    renderApp({ path: '/category_search_list?id=1101&firstId=1001' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lighting' })).toBeTruthy();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home & Living' }).getAttribute('href')).toBe(
      '/category_search_list?id=1001&firstId=1001',
    );
    const below = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(below).getByRole('link', { name: 'Desk Lamps' }).getAttribute('href')).toBe(
      '/category_search_list?id=1201&firstId=1001',
    );
    expect(await screen.findByText('Desk lamp 2')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([
      { categoryId: 1101, pageNum: 1, pageSize: 20 },
    ]);
  });

  it('sorts by the option chosen, back on page 1, and keeps it in the address', async () => {
    const { calls } = api({
      '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('1')], 45, 3)),
    });
    renderApp({ path: '/category_search_list?id=1201&firstId=1001&page=3' });
    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();

    const sort = screen.getByRole('button', { name: /Sort by/ });
    const select = sort.closest('[data-rac]')?.parentElement?.querySelector('select') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'priceAsc' } });

    await waitFor(() =>
      expect(bodiesTo(calls, '/ds/product/hello-page').at(-1)).toEqual({
        categoryId: 1201,
        pageNum: 1,
        pageSize: 20,
        sort: 'priceAsc',
      }),
    );
    expect(currentLocation.value).toBe('/category_search_list?id=1201&firstId=1001&sort=priceAsc');
  });

  it('turns the pages with the pager', async () => {
    const { calls } = api({
      '/ds/product/hello-page': async (request) => {
        const { pageNum } = await bodyOf(request);
        return envelope(200, pageWire([cardWire(`p${String(pageNum)}`)], 45, Number(pageNum)));
      },
    });
    renderApp({ path: '/category_search_list?id=1201&firstId=1001' });
    expect(await screen.findByText('Desk lamp p1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Desk lamp p2')).toBeTruthy();
    expect(currentLocation.value).toBe('/category_search_list?id=1201&firstId=1001&page=2');
    expect(bodiesTo(calls, '/ds/product/hello-page').at(-1)).toMatchObject({ pageNum: 2 });
    // 45 products, 20 a page: three pages and no fourth.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('filters by a price range in dollars, and says when the range is backwards', async () => {
    const { calls } = api({ '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('1')])) });
    renderApp({ path: '/category_search_list?id=1201&firstId=1001' });
    expect(await screen.findByText('Desk lamp 1')).toBeTruthy();

    const min = screen.getByRole('textbox', { name: 'Lowest price (USD)' });
    const max = screen.getByRole('textbox', { name: 'Highest price (USD)' });
    fireEvent.change(min, { target: { value: '20' } });
    fireEvent.change(max, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The lowest price is above the highest.',
    );
    expect(bodiesTo(calls, '/ds/product/hello-page')).toHaveLength(1);

    fireEvent.change(min, { target: { value: '٥٫٥' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesTo(calls, '/ds/product/hello-page').at(-1)).toMatchObject({
        minPrice: 550,
        maxPrice: 1000,
      }),
    );
    expect(currentLocation.value).toBe('/category_search_list?id=1201&firstId=1001&minPrice=5.5&maxPrice=10');
  });

  it('lists the hot section (category 30) for type=hot, with no sub-categories to ask for', async () => {
    const { calls } = api({ '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('9')])) });
    renderApp({ path: '/category_search_list?type=hot&firstId=2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hot products' })).toBeTruthy();
    expect(await screen.findByText('Desk lamp 9')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([{ categoryId: 30, pageNum: 1, pageSize: 20 }]);
    expect(calls.some((call) => call.path.includes('sub-category'))).toBe(false);
  });

  it('says so for a category that does not exist, and asks nothing for an id that is not one', async () => {
    api({ '/ds/product/hello-page': () => envelope(200, pageWire([])) });
    renderApp({ path: '/category_search_list?id=999999' });
    expect(await screen.findByText('This category does not exist.')).toBeTruthy();
    cleanup();

    const { calls } = api();
    renderApp({ path: '/category_search_list?id=lamps' });
    expect(await screen.findByText('This category does not exist.')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([]);
  });
});

describe('the search results', () => {
  it('search the text, trimmed, with the search ribbons on the cards', async () => {
    const { calls } = api({
      '/ds/product/hello-page': () =>
        envelope(200, pageWire([cardWire('5', { name: 'Desk lamp LED', tags: [0] })])),
    });
    renderApp({ path: '/search-list?name=%20lamp%20' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “lamp”' })).toBeTruthy();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Desk lamp LED')).toBeTruthy();
    expect(within(results).getByText('Hot')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([
      { keyword: 'lamp', pageNum: 1, pageSize: 20 },
    ]);
  });

  it('warn about an empty search without asking the server', async () => {
    const { calls } = api();
    renderApp({ path: '/search-list?name=%20-%20' });
    expect(await screen.findByText('Enter something to search for.')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([]);
  });

  it('say when nothing matches', async () => {
    api({
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () => envelope(200, { corrections: [] }),
    });
    renderApp({ path: '/search-list?name=zzzz' });
    expect(await screen.findByText('No products match “zzzz”.')).toBeTruthy();
  });

  /** The links of the titled row `title` (a region named by its heading), as [text, address]. */
  async function linksOf(title: string) {
    const region = await screen.findByRole('region', { name: title });
    return within(region)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  }

  it('offer corrections, the hot words and the top categories when nothing matches', async () => {
    const { calls } = api({
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () => envelope(200, { corrections: ['power bank', 'powder bank'] }),
    });
    renderApp({ path: searchAddress({ name: ' powr bank ' }) });

    expect(await screen.findByText('No products match “powr bank”.')).toBeTruthy();
    expect(await linksOf('Did you mean')).toEqual([
      ['power bank', searchAddress({ name: 'power bank' })],
      ['powder bank', searchAddress({ name: 'powder bank' })],
    ]);
    expect(await linksOf('Popular searches')).toEqual([['lamp', searchAddress({ name: 'lamp' })]]);
    expect(await linksOf('Browse by category')).toEqual([
      ['Home & Living', categoryAddress({ id: 1001, firstId: 1001 })],
      ['Phone Accessories', categoryAddress({ id: 1002, firstId: 1002 })],
    ]);
    // Asked once the search has answered with nothing, with the text as typed, trimmed.
    expect(bodiesTo(calls, '/ds/product/searchSuggestions')).toEqual([{ name: 'powr bank' }]);
  });

  it('show the corrections’ place while they load, without their title', async () => {
    let answer: (response: Response) => void = () => undefined;
    api({
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = renderApp({ path: searchAddress({ name: 'powr bank' }) });
    expect(await screen.findByRole('region', { name: 'Popular searches' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading'));
    expect(screen.queryByRole('heading', { name: 'Did you mean' })).toBeNull();

    act(() => answer(envelope(200, { corrections: ['power bank'] })));
    expect(await linksOf('Did you mean')).toEqual([['power bank', searchAddress({ name: 'power bank' })]]);
  });

  it('follow a correction to its results', async () => {
    api({
      '/ds/product/hello-page': async (request) =>
        (await bodyOf(request)).keyword === 'power bank'
          ? envelope(200, pageWire([cardWire('9', { name: 'Power bank 20000 mAh' })]))
          : envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () => envelope(200, { corrections: ['power bank'] }),
    });
    renderApp({ path: searchAddress({ name: 'powr bank' }) });
    fireEvent.click(await screen.findByRole('link', { name: 'power bank' }));
    expect(await screen.findByText('Power bank 20000 mAh')).toBeTruthy();
    expect(currentLocation.value).toBe(searchAddress({ name: 'power bank' }));
  });

  it('offer the hot words and categories in the buyer’s language when nothing is close, and no corrections', async () => {
    api({
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () => envelope(200, { corrections: [] }),
      '/ds/hotWords/list': () => envelope(200, [{ name: 'مصباح' }]),
    });
    renderApp({ locale: 'ar', path: searchAddress({ name: 'zzqxv' }) });
    expect(await linksOf('عمليات بحث رائجة')).toEqual([['مصباح', searchAddress({ name: 'مصباح' })]]);
    expect(await screen.findByRole('region', { name: 'تصفح حسب الفئة' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'هل تقصد' })).toBeNull();
  });

  it('say when the suggestions could not be loaded, and try again', async () => {
    let failing = true;
    api({
      '/ds/product/hello-page': () => envelope(200, pageWire([])),
      '/ds/product/searchSuggestions': () =>
        failing ? envelope(500, null, 'system error') : envelope(200, { corrections: ['power bank'] }),
    });
    renderApp({ path: searchAddress({ name: 'powr bank' }) });
    expect(await screen.findByText('Some suggestions could not be loaded.')).toBeTruthy();
    // The other ways forward are still there.
    expect(await linksOf('Popular searches')).toEqual([['lamp', searchAddress({ name: 'lamp' })]]);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await linksOf('Did you mean')).toEqual([['power bank', searchAddress({ name: 'power bank' })]]);
    expect(screen.queryByText('Some suggestions could not be loaded.')).toBeNull();
  });
});

describe('the product page', () => {
  function productApi(extra: Answers = {}) {
    return api({
      '/hello/product/detail': () => envelope(200, lampDetailWire()),
      '/hello/product/recommended': () => envelope(200, [cardWire('77', { name: 'Reading lamp' })]),
      '/hello/product/description': () =>
        envelope(200, {
          html: '<p>Bright <strong>and</strong> warm.</p><p><img src="/media/lamp/800.webp" alt="Lamp lit"></p>',
        }),
      '/ds/product/freightEstimate': async (request) => {
        const { quantity } = await bodyOf(request);
        return envelope(200, freightWire(Number(quantity), 900));
      },
      ...extra,
    });
  }

  const chosen = () => screen.getByTestId('chosen-variant');

  it("shows the spec's message for a product that does not exist", async () => {
    api({ '/hello/product/detail': () => envelope(404, null, 'product invalid or removed from shelves') });
    renderApp({ path: '/commodity_details?productId=600000009999&platformType=1' });
    expect(
      await screen.findByText('This product is invalid or has been removed from the shelves.'),
    ).toBeTruthy();
  });

  it('starts on the first variant in stock and follows the variant chosen: price and stock', async () => {
    productApi();
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'LED desk lamp' })).toBeTruthy();
    // Black, small: on promotion, $9.00 instead of $10.00.
    expect(chosen().textContent).toContain('$9.00');
    expect(chosen().textContent).toContain('$10.00');
    expect(chosen().textContent).toContain('40 in stock');

    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(chosen().textContent).toContain('$14.00');
    expect(chosen().textContent).toContain('5 in stock');
    // White and large has no stock: once white is chosen, large cannot be.
    fireEvent.click(screen.getByRole('radio', { name: /Small/ }));
    fireEvent.click(screen.getByRole('radio', { name: /White/ }));
    expect(chosen().textContent).toContain('$11.00');
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveProperty('disabled', true);
  });

  it('keeps the quantity within the minimum order, the stock and the maximum', async () => {
    productApi();
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveProperty('value', '2');

    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('The minimum order is 2 units.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);

    // The large black lamp has 5 in stock; 8 units of the small one no longer fit.
    fireEvent.change(quantity, { target: { value: '8' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(await screen.findByText('Only 5 in stock.')).toBeTruthy();
  });

  it('estimates the landed cost in dinars and dollars once the quantity has settled for 500 ms', async () => {
    const { calls } = productApi();
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1' });

    // The first estimate too waits for the quantity to settle (500 ms).
    const estimate = await screen.findByRole('table');
    expect(estimate.querySelector('caption')?.textContent).toBe('2 units at $9.00 each');
    // Goods: 2 x $9.00 = $18.00, at 1,310 IQD per dollar = IQD 23,580.
    const goods = within(estimate).getByRole('row', { name: /Goods/ });
    expect(goods.textContent).toContain('$18.00');
    expect(goods.textContent).toMatch(/IQD\s23,580/);
    // No air tariff: each line says so in the air column.
    expect(within(estimate).getAllByText('Not offered')).toHaveLength(5);
    expect(bodiesTo(calls, '/ds/product/freightEstimate')).toEqual([
      { productId: '600000000001', skuId: '60000000000100', quantity: 2 },
    ]);

    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.blur(quantity);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(bodiesTo(calls, '/ds/product/freightEstimate')).toHaveLength(1);
    await waitFor(() => expect(bodiesTo(calls, '/ds/product/freightEstimate')).toHaveLength(2));
    expect(bodiesTo(calls, '/ds/product/freightEstimate').at(-1)).toMatchObject({ quantity: 4 });
  });

  it('sends a signed-out buyer to log in first, keeping the variant and quantity for their return', async () => {
    productApi();
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Large' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(currentLocation.value.startsWith('/login?redirect=')).toBe(true));
    const redirect = new URLSearchParams(currentLocation.value.split('?')[1]).get('redirect');
    expect(redirect).toBe(
      '/commodity_details?productId=600000000001&platformType=1&skuId=60000000000101&quantity=2',
    );
    cleanup();

    productApi();
    renderApp({ path: redirect ?? '' });
    expect(await screen.findByRole('radio', { name: 'Large' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '2');
  });

  it("puts a signed-in buyer's choice into the cart, and the header's count follows", async () => {
    let lines = 0;
    const { calls } = productApi({
      '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
      '/hello/cart/getProductNum': () => envelope(200, lines),
      '/hello/cart/addCart': () => {
        lines = 1;
        return envelope(200, { id: '31', quantity: 2 });
      },
    });
    const session = createSessionStore({ storage: null });
    session.signIn('token-1');
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1', session });
    fireEvent.click(await screen.findByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(bodiesTo(calls, '/hello/cart/getProductNum').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to the cart.')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/cart/addCart')).toEqual([
      { productId: '600000000001', skuId: '60000000000101', quantity: 2 },
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Cart 1 item/ }).length).toBeGreaterThan(0),
    );
    expect(currentLocation.value).toBe('/commodity_details?productId=600000000001&platformType=1');
  });

  it("says the server's refusal beside the choice and keeps it", async () => {
    productApi({
      '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
      '/hello/cart/getProductNum': () => envelope(200, 0),
      '/hello/cart/addCart': () => envelope(400, null, 'Only 1 in stock.'),
    });
    const session = createSessionStore({ storage: null });
    session.signIn('token-1');
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1', session });
    fireEvent.click(await screen.findByRole('radio', { name: 'Large' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Only 1 in stock.'));
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '2');
  });

  it('shows the pictures in both sizes, the description and similar products', async () => {
    productApi();
    renderApp({ path: '/commodity_details?productId=600000000001&platformType=1' });

    const main = await screen.findByRole('img', { name: 'LED desk lamp, picture 1 of 2' });
    expect(main.getAttribute('srcset')).toBe(
      '/media/catalogue/product/lamp-black/300.webp 300w, /media/catalogue/product/lamp-black/800.webp 800w',
    );
    expect(main.getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'LED desk lamp, picture 2 of 2' }).getAttribute('src')).toBe(
      '/media/catalogue/product/lamp-white/800.webp',
    );
    expect((await screen.findByText('warm.', { exact: false })).closest('p')?.innerHTML).toBe(
      'Bright <strong>and</strong> warm.',
    );
    // Its pictures load as the buyer scrolls to them.
    expect(screen.getByRole('img', { name: 'Lamp lit' }).getAttribute('loading')).toBe('lazy');
    expect(await screen.findByText('Reading lamp')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltix' }).getAttribute('href')).toBe('/hotBrand?brandId=1');
  });

  it.each(['en', 'ar', 'ckb', 'zh'] as const)(
    'writes a count as the cards do (%s): the page and a card of the same sales read the same',
    async (locale) => {
      const sales = { sold: 302_722, monthSold: 12_045 };
      productApi({
        '/hello/product/detail': () => envelope(200, lampDetailWire(sales)),
        '/hello/product/recommended': () =>
          envelope(200, [cardWire('77', { name: 'Reading lamp', ...sales })]),
      });
      renderApp({ locale, path: '/commodity_details?productId=600000000001&platformType=1' });

      // The figures each shows, text by text, whatever the words around them are in the language.
      const figures = (element: Element | null | undefined) => {
        const found: string[] = [];
        if (!element) return found;
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          found.push(...(text.textContent?.match(/\d[\d,]*\d/g) ?? []));
        }
        return found;
      };
      const card = (await screen.findByText('Reading lamp')).closest('article');
      const summary = screen.getByRole('heading', { level: 1, name: 'LED desk lamp' }).parentElement;
      expect(figures(card)).toEqual(expect.arrayContaining(['302,722', '12,045']));
      expect(figures(summary)).toEqual(expect.arrayContaining(['302,722', '12,045']));
    },
  );
});

describe('the hot brands', () => {
  it('show the first hot brand, its products, and "no information" for a brand without any', async () => {
    const brand = (id: number, name: string) => ({ id, name, logoUrl: null, hot: true, cooperation: false });
    const { calls } = api({
      '/hello/front/brand/list': () => envelope(200, [brand(1, 'Voltix'), brand(8, 'Steelia')]),
      '/hello/front/brand/detail': async (request) => {
        const { brandId } = await bodyOf(request);
        return brandId === 1
          ? envelope(200, { ...brand(1, 'Voltix'), description: 'Chargers and cables.', productCount: 1 })
          : envelope(200, { ...brand(8, 'Steelia'), description: null, productCount: 1 });
      },
      '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('3')])),
    });
    renderApp({ path: '/hotBrand' });

    expect(await screen.findByText('Chargers and cables.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltix' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Desk lamp 3')).toBeTruthy();
    expect(bodiesTo(calls, '/ds/product/hello-page')).toEqual([{ brandId: 1, pageNum: 1, pageSize: 20 }]);

    fireEvent.click(screen.getByRole('link', { name: 'Steelia' }));
    expect(await screen.findByText('No information on this brand.')).toBeTruthy();
    expect(currentLocation.value).toBe('/hotBrand?brandId=8');
  });
});

describe('the home page', () => {
  it('shows the banners and the hot, selected, video and local sections', async () => {
    const { calls } = api({
      '/hello/banner/listBanner': () =>
        envelope(200, [
          {
            id: 1,
            title: 'Lamps for less',
            imageUrl: '/media/b1.webp',
            link: '/category_search_list?id=1101',
          },
          { id: 2, title: 'Elsewhere', imageUrl: '/media/b2.webp', link: 'https://example.com/' },
        ]),
      '/ds/product/hello-page': async (request) => {
        const { categoryId } = await bodyOf(request);
        return envelope(200, pageWire([cardWire(`s${String(categoryId)}`)], 1, 1, 10));
      },
    });
    renderApp({ path: '/' });

    // A banner is a link named by its headline and call to action, both text over the picture.
    const banner = await screen.findByRole('link', { name: /^Lamps for less/ });
    expect(banner.getAttribute('href')).toBe('/category_search_list?id=1101');
    expect(banner.textContent).toBe(`Lamps for less${en['home.banner.cta']}`);
    // A banner that leads off the site is not a link and offers nothing to shop.
    const elsewhere = screen.getByText('Elsewhere');
    expect(elsewhere.closest('a')).toBeNull();
    expect(elsewhere.parentElement?.textContent).toBe('Elsewhere');
    expect(await screen.findByText('Desk lamp s101')).toBeTruthy();
    expect(
      bodiesTo(calls, '/ds/product/hello-page')
        .map((body) => (body as { categoryId: number }).categoryId)
        .sort((a, b) => a - b),
    ).toEqual([12, 30, 54, 101]);
    expect(screen.getByRole('link', { name: 'View all: Hot products' }).getAttribute('href')).toBe(
      '/category_search_list?id=30',
    );
  });

  it('shows prices in dinars at the server rate when the buyer chose IQD', async () => {
    localStorage.setItem('tijara.currency', 'IQD');
    api({
      '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('1', { price: 1000 })], 1, 1, 10)),
    });
    renderApp({ path: '/' });
    // $10.00 at 1,310 IQD per dollar.
    expect((await screen.findAllByText('IQD 13,100')).length).toBeGreaterThan(0);
    expect(screen.queryByText('$10.00')).toBeNull();
  });
});
