import type { Locale, UserInfo } from '@tijara/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PdpdError, type PdpdFailure } from '../client';
import { NO_RESPONSE_CODE } from '../contract';
import { isPdpdKey } from './keys';
import { pdpdSwrConfig } from './PdpdProvider';
import { createSessionStore } from './session';
import { startPdpdDouble, type PdpdDouble } from './testing/pdpdDouble';
import { createStorefront, type Storefront } from './testing/storefront';
import { useAddresses, useAddressMutations } from './useAddresses';
import { useAreas } from './useAreas';
import { useDebouncedValue } from './useDebouncedValue';
import { useRate } from './useRate';
import { useSession, useSignOut } from './useSession';
import { useUserInfo } from './useUserInfo';

/*
 * The hooks over real HTTP, against a double of the /pdpd protocol on loopback (see
 * testing/pdpdDouble.ts for why not the server itself), wired the way the storefront wires them:
 * the client reads the token from the session store, and a 401 signs out.
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

const ali: UserInfo = {
  userId: '7',
  userName: 'ali',
  level: 1,
  phone: '7701234567',
  email: 'ali@example.com',
};
const sara: UserInfo = {
  userId: '8',
  userName: 'sara',
  level: 1,
  phone: '7701234568',
  email: 'sara@example.com',
};

/** The storefront's wiring against the double, with a fresh SWR cache per test. */
function storefront(initialLocale: Locale = 'ar', baseUrl = double.baseUrl): Storefront {
  return createStorefront(baseUrl, initialLocale);
}

describe('useRate', () => {
  it('reads the rate in the header language, and again when the language changes', async () => {
    const app = storefront('ar');
    const { result, rerender } = renderHook(() => useRate(), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.rate).toBe(1310));
    expect(double.callsTo('/ds/business/getRate').map((call) => call.language)).toEqual(['9']);

    double.rate = 1452.25;
    app.setLocale('ckb');
    rerender();
    await waitFor(() => expect(result.current.rate).toBe(1452.25));
    expect(double.callsTo('/ds/business/getRate').map((call) => call.language)).toEqual(['9', '10']);
  });

  it('refetches after sign-in and after sign-out', async () => {
    const app = storefront('en');
    const { result } = renderHook(() => useRate(), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.rate).toBe(1310));
    act(() => void app.session.signIn(double.addUser(ali)));
    await waitFor(() => expect(double.callsTo('/ds/business/getRate')).toHaveLength(2));
    act(() => app.session.signOut());
    await waitFor(() => expect(double.callsTo('/ds/business/getRate')).toHaveLength(3));
    expect(double.callsTo('/ds/business/getRate').map((call) => Boolean(call.authorization))).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('useUserInfo and the session', () => {
  it('asks nothing while signed out, then reads the buyer who signs in and stores them', async () => {
    const app = storefront('en');
    const { result } = renderHook(() => ({ info: useUserInfo(), session: useSession() }), {
      wrapper: app.wrapper,
    });
    expect(result.current.session.signedIn).toBe(false);
    expect(result.current.info.user).toBeUndefined();
    expect(double.callsTo('/hello/user/userInfo')).toEqual([]);

    const token = double.addUser(ali);
    act(() => result.current.session.signIn(token));
    await waitFor(() => expect(result.current.info.user).toEqual(ali));
    expect(double.callsTo('/hello/user/userInfo')[0]?.authorization).toBe(`Bearer ${token}`);
    expect(result.current.session.user).toEqual(ali);
    // A reload starts from the stored session, and greets the buyer before the call returns.
    expect(createSessionStore().get()).toMatchObject({ token, user: ali });
  });

  it('greets the stored buyer at once on the next visit', () => {
    createSessionStore().signIn(double.addUser(ali), ali);
    const app = storefront('en');
    const { result } = renderHook(() => useUserInfo(), { wrapper: app.wrapper });
    expect(result.current.user).toEqual(ali);
  });

  it('switches to the new buyer when another signs in, without showing the first one', async () => {
    const app = storefront('en');
    const { result } = renderHook(() => useUserInfo(), { wrapper: app.wrapper });
    act(() => void app.session.signIn(double.addUser(ali)));
    await waitFor(() => expect(result.current.user).toEqual(ali));
    act(() => void app.session.signIn(double.addUser(sara)));
    expect(result.current.user).toBeUndefined();
    await waitFor(() => expect(result.current.user).toEqual(sara));
  });

  it('signs out on a 401 (a revoked token) and stops asking', async () => {
    const app = storefront('ar');
    const token = double.addUser(ali);
    app.session.signIn(token);
    double.revoke(token);
    const { result } = renderHook(() => ({ info: useUserInfo(), session: useSession() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(result.current.session.signedIn).toBe(false));
    expect(app.unauthorized).toHaveLength(1);
    expect(app.unauthorized[0]).toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(app.failures).toEqual([]);
    expect(result.current.info.user).toBeUndefined();
    expect(double.callsTo('/hello/user/userInfo')).toHaveLength(1);
  });

  it('signs out on the server too with useSignOut, so the token stops working', async () => {
    const app = storefront('en');
    const token = double.addUser(ali);
    app.session.signIn(token);
    const { result } = renderHook(() => ({ signOut: useSignOut(), session: useSession() }), {
      wrapper: app.wrapper,
    });
    await act(() => result.current.signOut());
    expect(result.current.session.signedIn).toBe(false);
    expect(double.callsTo('/hello/user/login/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    app.session.signIn(token);
    const { result: info } = renderHook(() => useUserInfo(), { wrapper: app.wrapper });
    await waitFor(() => expect(app.unauthorized).toHaveLength(1));
    expect(info.current.user).toBeUndefined();
  });

  it('drops the cached answers of a session once it ends', async () => {
    const app = storefront('en');
    app.session.signIn(double.addUser(ali));
    const { result } = renderHook(() => ({ info: useUserInfo(), cache: useSWRConfig().cache }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(result.current.info.user).toEqual(ali));
    const identity = app.session.get()?.id;
    const answersOfSession = () =>
      [...result.current.cache.keys()]
        .map((key) => result.current.cache.get(key))
        .map((state) => state as { _k?: unknown; data?: unknown } | undefined)
        .filter((state) => isPdpdKey(state?._k) && state._k[3] === identity)
        .map((state) => state?.data);
    expect(answersOfSession()).toEqual([ali]);
    act(() => app.session.signOut());
    await waitFor(() => expect(answersOfSession()).toEqual([undefined]));
  });
});

describe('addresses', () => {
  it('waits while signed out, and refetches the list after each change', async () => {
    const app = storefront('en');
    const { result } = renderHook(() => ({ list: useAddresses(), change: useAddressMutations() }), {
      wrapper: app.wrapper,
    });
    expect(result.current.list.addresses).toBeUndefined();
    expect(double.callsTo('/hello/userAddress/list')).toEqual([]);

    act(() => void app.session.signIn(double.addUser(ali)));
    await waitFor(() => expect(result.current.list.addresses).toEqual([]));

    const fields = {
      firstName: 'Ali',
      lastName: 'Hassan',
      address: 'Karrada, street 62',
      countryId: 4840,
      provinceId: 484001,
      mobile: '07701234567',
      isDefault: 1 as const,
    };
    const added = await act(() => result.current.change.addAddress(fields));
    if (!added.success) throw new Error('the address was not added');
    await waitFor(() =>
      expect(result.current.list.addresses?.map((address) => address.id)).toEqual([added.data.id]),
    );
    expect(result.current.change.isMutating).toBe(false);

    await act(() => result.current.change.deleteAddress({ id: added.data.id }));
    await waitFor(() => expect(result.current.list.addresses).toEqual([]));
    expect(double.callsTo('/hello/userAddress/list')).toHaveLength(3);
  });

  it('reports a failed change for the toast and leaves the list alone', async () => {
    const app = storefront('en');
    app.session.signIn(double.addUser(ali));
    const { result } = renderHook(() => ({ list: useAddresses(), change: useAddressMutations() }), {
      wrapper: app.wrapper,
    });
    await waitFor(() => expect(result.current.list.addresses).toEqual([]));
    const outcome = await act(() => result.current.change.deleteAddress({ id: '999' }));
    expect(outcome).toMatchObject({ success: false, code: 404, message: { key: 'http.notFound' } });
    expect(app.failures).toEqual([outcome]);
    expect(double.callsTo('/hello/userAddress/list')).toHaveLength(1);
  });
});

describe('useAreas', () => {
  it('waits for a parent, then reads its children by GET query', async () => {
    const app = storefront('ar');
    let parentId: number | null = null;
    const { result, rerender } = renderHook(() => useAreas(parentId), { wrapper: app.wrapper });
    expect(double.callsTo('/hello/userAddress/area')).toEqual([]);
    parentId = 0;
    rerender();
    await waitFor(() => expect(result.current.areas?.map((area) => area.id)).toEqual([4840]));
    parentId = 4840;
    rerender();
    await waitFor(() =>
      expect(result.current.areas?.map((area) => area.areaEnName)).toEqual(['Baghdad', 'Basra']),
    );
    expect(
      double.callsTo('/hello/userAddress/area').map((call) => [call.method, call.query.get('parentId')]),
    ).toEqual([
      ['GET', '0'],
      ['GET', '4840'],
    ]);
  });
});

describe('a read that fails', () => {
  it('is the hook error, reported once for the toast', async () => {
    const app = storefront('en', `${double.baseUrl}/gone`);
    const { result } = renderHook(() => useRate(), { wrapper: app.wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PdpdError));
    expect(result.current.error?.failure).toMatchObject({ code: 404, message: { key: 'http.notFound' } });
    expect(app.failures).toHaveLength(1);
  });

  it('is tried again only when it may pass later', () => {
    const shouldRetry = pdpdSwrConfig.shouldRetryOnError as (error: Error) => boolean;
    const failed = (code: number, kind: PdpdFailure['kind'], retryable: boolean) =>
      new PdpdError({
        success: false,
        kind,
        code,
        msg: '',
        data: null,
        message: { key: 'error.system' },
        retryable,
      });
    expect(shouldRetry(failed(NO_RESPONSE_CODE, 'no-response', true))).toBe(true);
    expect(shouldRetry(failed(503, 'rejected', true))).toBe(true);
    expect(shouldRetry(failed(404, 'rejected', false))).toBe(false);
    expect(shouldRetry(failed(401, 'unauthorized', false))).toBe(false);
    expect(shouldRetry(new Error('render bug'))).toBe(false);
  });
});

describe('useDebouncedValue', () => {
  it('settles 500 ms after the last change', () => {
    vi.useFakeTimers();
    try {
      let text = 'l';
      const { result, rerender } = renderHook(() => useDebouncedValue(text, 500));
      expect(result.current).toBe('l');
      for (const next of ['la', 'lam', 'lamp']) {
        text = next;
        rerender();
        act(() => void vi.advanceTimersByTime(300));
      }
      expect(result.current).toBe('l');
      act(() => void vi.advanceTimersByTime(199));
      expect(result.current).toBe('l');
      act(() => void vi.advanceTimersByTime(1));
      expect(result.current).toBe('lamp');
    } finally {
      vi.useRealTimers();
    }
  });
});
