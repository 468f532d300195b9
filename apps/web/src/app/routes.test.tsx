import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, renderApp } from '../test/renderApp';
import { matchesOf, preloadRoute } from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('code-split routes', () => {
  it('render a preloaded screen in the first render, with nothing to push down later', async () => {
    fakeApi({ '/ds/business/getRate': () => envelope(200, 1310) });
    await preloadRoute('/search-list');
    renderApp({ path: '/search-list?name=lamp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “lamp”' })).toBeTruthy();
  });

  it('download a screen that was not preloaded when its route is first visited', async () => {
    fakeApi({ '/ds/business/getRate': () => envelope(200, 1310) });
    renderApp({ path: '/hotBrand' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot brands' })).toBeTruthy();
  });
});

describe('matchesOf', () => {
  it("matches an address once, keeps its matches until another is asked, and picks the router's route", () => {
    const cart = matchesOf('/buyer_cart');
    expect(matchesOf('/buyer_cart')).toBe(cart);
    expect(cart?.at(-1)?.route.path).toBe('buyer_cart');
    const unknown = matchesOf('/no/such/page');
    expect(unknown).not.toBe(cart);
    expect(unknown?.at(-1)?.route.path).toBe('*');
    expect(matchesOf('/buyer_cart')).not.toBe(cart);
    expect(matchesOf('/buyer_cart')?.at(-1)?.route.path).toBe('buyer_cart');
  });
});
