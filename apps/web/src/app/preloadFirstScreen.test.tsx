import { createSessionStore } from '@tijara/api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_TREE_WIRE, cardWire, lampDetailWire, pageWire } from '../test/catalogueFixtures';
import { envelope, fakeApi, renderApp } from '../test/renderApp';
import { earlyFailureHandlers } from './earlyFailures';
import { createStorefrontClient } from './pdpdClient';
import { preloadFirstScreen } from './preloadFirstScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(detail = () => envelope(200, lampDetailWire())) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/ds/category/hello-category-tree': () => envelope(200, CATEGORY_TREE_WIRE),
    '/ds/hotWords/list': () => envelope(200, []),
    '/hello/banner/listBanner': () => envelope(200, []),
    '/ds/product/hello-page': () => envelope(200, pageWire([cardWire('1')])),
    '/hello/product/detail': detail,
    '/hello/product/recommended': () => envelope(200, []),
    '/hello/product/description': () => envelope(200, { html: '' }),
    '/ds/product/freightEstimate': () => envelope(503, null),
  });
}

const session = createSessionStore({ storage: null });

/** What main.tsx does before the first render. */
function preload(path: string) {
  preloadFirstScreen({
    client: createStorefrontClient({ locale: 'en', session, ...earlyFailureHandlers }),
    locale: 'en',
    identity: '',
    location: new URL(path, 'https://storefront.test'),
  });
}

/** How many calls went to `path` (with a body like `body`, when given). */
const count = (calls: ReturnType<typeof fakeApi>['calls'], path: string, body: object = {}) =>
  calls.filter(
    (call) =>
      call.path === path &&
      Object.entries(body).every(([name, value]) => (call.body as Record<string, unknown>)[name] === value),
  ).length;

describe('the first screen preload', () => {
  it.each([
    ['/', '/ds/product/hello-page', { categoryId: 30 }, 'Desk lamp 1'],
    ['/search-list?name=lamp&sort=priceAsc&page=2', '/ds/product/hello-page', { pageNum: 2 }, 'Desk lamp 1'],
    [
      '/category_search_list?id=1201&firstId=1001&minPrice=5',
      '/ds/product/hello-page',
      { minPrice: 500 },
      'Desk lamp 1',
    ],
    [
      '/commodity_details?productId=600000000001&platformType=1',
      '/hello/product/detail',
      {},
      'LED desk lamp',
    ],
  ])(
    'asks for the data of %s before the page renders, and the page uses that answer',
    async (path, call, body, shown) => {
      const { calls } = api();
      preload(path);
      // Asked with nothing rendered yet.
      await vi.waitFor(() => expect(count(calls, call, body)).toBe(1));
      expect(count(calls, '/ds/business/getRate')).toBe(1);

      renderApp({ path, session });
      expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
      // The page's hook took the preloaded answer over instead of asking again.
      expect(count(calls, call, body)).toBe(1);
      expect(count(calls, '/ds/business/getRate')).toBe(1);
    },
  );

  it('reports a failure of an early call as the app reports any other, once it has rendered', async () => {
    api(() => envelope(404, null, 'product invalid or removed from shelves'));
    const path = '/commodity_details?productId=600000009999&platformType=1';
    preload(path);
    renderApp({ path, session });
    expect(
      await screen.findByText('This product is invalid or has been removed from the shelves.'),
    ).toBeTruthy();
    // The failure toast: the mapped message of a 404.
    expect(await screen.findByText('What you asked for was not found.')).toBeTruthy();
  });
});
