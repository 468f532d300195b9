import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPdpdClient } from '../client';
import { getRate, productDetail } from '../contract';
import { prefetchAnswers, type PrefetchedAnswer } from './prefetch';
import { PdpdProvider, PREFETCHED_FRESH_MS } from './PdpdProvider';
import { createSessionStore, type SessionStore } from './session';
import { startPdpdDouble, type PdpdDouble } from './testing/pdpdDouble';
import { useProductDetail } from './useProduct';
import { useRate } from './useRate';

/*
 * What the server reads for a page it renders (prefetchAnswers) and how the hooks start from it
 * (PdpdProvider's `prefetched`), over real HTTP against the protocol double.
 */

let double: PdpdDouble;
beforeAll(async () => {
  double = await startPdpdDouble();
});
afterAll(() => double.close());
afterEach(() => double.reset());

const client = () => createPdpdClient({ baseUrl: double.baseUrl, getLocale: () => 'en' });

describe('prefetchAnswers', () => {
  it('reads each call and keeps its answer as plain JSON, under its path and request', async () => {
    const answers = await prefetchAnswers(client(), [
      { endpoint: getRate, request: {} },
      { endpoint: productDetail, request: { productId: '1001', platformType: 1 } },
    ]);
    expect(answers.map((answer) => [answer.path, answer.request])).toEqual([
      ['/ds/business/getRate', {}],
      ['/hello/product/detail', { productId: '1001', platformType: 1 }],
    ]);
    expect((answers[1]?.data as { name: string }).name).toBe('Desk lamps 1');
    expect(JSON.parse(JSON.stringify(answers))).toEqual(answers);
  });

  it('leaves out a call that failed, without reporting it', async () => {
    const failures: unknown[] = [];
    const quiet = createPdpdClient({
      baseUrl: double.baseUrl,
      getLocale: () => 'en',
      onFailure: (failure) => failures.push(failure),
    });
    const answers = await prefetchAnswers(quiet, [
      { endpoint: productDetail, request: { productId: '999999' } },
      { endpoint: getRate, request: {} },
    ]);
    expect(answers.map((answer) => answer.path)).toEqual(['/ds/business/getRate']);
    expect(failures).toEqual([]);
  });
});

describe("the hooks under a provider given the server's answers", () => {
  function wrapper(prefetched: readonly PrefetchedAnswer[], session: SessionStore) {
    const provider = { client: client(), cache: new Map() };
    return ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => provider.cache, dedupingInterval: 0 }}>
        <PdpdProvider client={provider.client} locale="en" session={session} prefetched={prefetched}>
          {children}
        </PdpdProvider>
      </SWRConfig>
    );
  }

  it.each([
    ['signed out', () => createSessionStore({ storage: null })],
    [
      'signed in',
      () => {
        const session = createSessionStore({ storage: null });
        session.signIn('token-1');
        return session;
      },
    ],
  ])('have the answers at their first render, %s', async (_name, makeSession) => {
    const prefetched = await prefetchAnswers(client(), [
      { endpoint: getRate, request: {} },
      { endpoint: productDetail, request: { productId: '1001', platformType: 1 } },
    ]);
    const { result } = renderHook(() => ({ rate: useRate(), detail: useProductDetail('1001', 1) }), {
      wrapper: wrapper(prefetched, makeSession()),
    });
    expect(result.current.detail.product?.name).toBe('Desk lamps 1');
    // Loaded: the answer is this call's own (a page shows it as it is, not dimmed as stale).
    expect(result.current.detail.isLoading).toBe(false);
    expect(result.current.rate.rate).toBe(prefetched[0]?.data);
  });

  /** Lets SWR's mount effects and any request they start run to the end. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('do not ask again, as the page first renders, for what the server has just answered', async () => {
    const prefetched = await prefetchAnswers(client(), [
      { endpoint: productDetail, request: { productId: '1001', platformType: 1 } },
    ]);
    await settle(); // an earlier test's hooks may still be revalidating
    const before = double.callsTo(productDetail.path).length;
    const { result } = renderHook(() => useProductDetail('1001', 1), {
      wrapper: wrapper(prefetched, createSessionStore({ storage: null })),
    });
    await settle();
    expect(result.current.product?.name).toBe('Desk lamps 1');
    expect(double.callsTo(productDetail.path)).toHaveLength(before);
  });

  it('ask again for an answer rendered signed out once a buyer is signed in', async () => {
    const prefetched = await prefetchAnswers(client(), [
      { endpoint: productDetail, request: { productId: '1001', platformType: 1 } },
    ]);
    const session = createSessionStore({ storage: null });
    session.signIn('token-1');
    await settle(); // an earlier test's hooks may still be revalidating
    const before = double.callsTo(productDetail.path).length;
    renderHook(() => useProductDetail('1001', 1), { wrapper: wrapper(prefetched, session) });
    await waitFor(() => expect(double.callsTo(productDetail.path)).toHaveLength(before + 1));
  });

  it('revalidate as usual in a hook mounted once the answers are no longer fresh', async () => {
    const prefetched = await prefetchAnswers(client(), [
      { endpoint: productDetail, request: { productId: '1001', platformType: 1 } },
    ]);
    await settle(); // an earlier test's hooks may still be revalidating
    const before = double.callsTo(productDetail.path).length;
    const { result } = renderHook(
      () => {
        const [shown, show] = useState(false);
        const detail = useProductDetail(shown ? '1001' : null, 1);
        return { show, detail };
      },
      { wrapper: wrapper(prefetched, createSessionStore({ storage: null })) },
    );
    await settle();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + PREFETCHED_FRESH_MS);
    try {
      act(() => result.current.show(true));
      await waitFor(() => expect(double.callsTo(productDetail.path)).toHaveLength(before + 1));
    } finally {
      clock.mockRestore();
    }
  });

  it('load as usual what the answers do not hold', async () => {
    const prefetched = await prefetchAnswers(client(), [{ endpoint: getRate, request: {} }]);
    const { result } = renderHook(() => useProductDetail('1001', 1), {
      wrapper: wrapper(prefetched, createSessionStore({ storage: null })),
    });
    expect(result.current.product).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
  });
});
