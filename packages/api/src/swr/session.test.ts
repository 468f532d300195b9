import type { UserInfo } from '@tijara/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as contract from '../contract';
import { loadSchemasOf } from '../contract';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStorage } from './session';

// The real loader, watched: whether the stored user's check loaded the schemas (and zod).
vi.mock('../contract', async (importOriginal) => {
  const original = await importOriginal<typeof contract>();
  return { ...original, loadSchemasOf: vi.fn(original.loadSchemasOf) };
});

const ali: UserInfo = {
  userId: '7',
  userName: 'ali',
  level: 1,
  phone: '7701234567',
  email: 'ali@example.com',
};

function memoryStorage(): SessionStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

afterEach(() => {
  localStorage.clear();
  vi.mocked(loadSchemasOf).mockClear();
});

describe('createSessionStore', () => {
  it('starts signed out, signs in with a token and out again', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    expect(store.get()).toBeNull();
    expect(store.getToken()).toBeNull();
    const session = store.signIn('token-1');
    expect(store.get()).toBe(session);
    expect(session).toMatchObject({ token: 'token-1', user: null });
    expect(store.getToken()).toBe('token-1');
    store.signOut();
    expect(store.get()).toBeNull();
  });

  it('gives every sign-in a new identity', () => {
    const store = createSessionStore({ storage: null });
    const first = store.signIn('token-1').id;
    const second = store.signIn('token-1').id;
    expect(first).not.toBe(second);
  });

  it('keeps the session in localStorage by default, so a reload stays signed in', () => {
    const store = createSessionStore();
    const session = store.signIn('token-1', ali);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(createSessionStore().get()).toEqual(session);
    store.signOut();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createSessionStore().get()).toBeNull();
  });

  it('ignores a stored entry that is not a session', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"token":""}');
    expect(createSessionStore({ storage }).get()).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(createSessionStore({ storage }).get()).toBeNull();
  });

  it('drops a stored user the contract no longer describes, once the schemas have loaded', async () => {
    const storage = memoryStorage();
    const stale = { id: 's1', token: 'token-1', user: { userId: 7, name: 'ali' } };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stale));
    const store = createSessionStore({ storage });
    expect(store.get()).toMatchObject({ id: 's1', token: 'token-1' });
    await vi.waitFor(() => expect(store.get()).toEqual({ id: 's1', token: 'token-1', user: null }));
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ ...stale, user: null });
  });

  it('checks a stored user only when the browser is idle, not as the page starts', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    try {
      const storage = memoryStorage();
      const stale = { id: 's1', token: 'token-1', user: { userId: 7, name: 'ali' } };
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stale));
      const store = createSessionStore({ storage });
      await import('../contract/schemas');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.get()?.user).toEqual(stale.user);
      expect(idle).toHaveLength(1);
      idle[0]?.();
      await vi.waitFor(() => expect(store.get()?.user).toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks a stored user when the app schedules it', async () => {
    const checks: (() => void)[] = [];
    const storage = memoryStorage();
    const stale = { id: 's1', token: 'token-1', user: { userId: 7, name: 'ali' } };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stale));
    const store = createSessionStore({ storage, scheduleUserCheck: (check) => checks.push(check) });
    await import('../contract/schemas');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get()?.user).toEqual(stale.user);
    expect(checks).toHaveLength(1);
    expect(loadSchemasOf).not.toHaveBeenCalled();
    checks[0]?.();
    await vi.waitFor(() => expect(store.get()?.user).toBeNull());
    expect(loadSchemasOf).toHaveBeenCalledTimes(1);
  });

  it('does not check a stored user the app has given since, and loads no schemas', async () => {
    const checks: (() => void)[] = [];
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 's1', token: 'token-1', user: ali }));
    const store = createSessionStore({ storage, scheduleUserCheck: (check) => checks.push(check) });
    // The page's server answered userInfo with the same user.
    store.setUser({ ...ali });
    expect(checks).toHaveLength(1);
    checks[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadSchemasOf).not.toHaveBeenCalled();
    expect(store.get()?.user).toEqual(ali);
  });

  it('does not check a stored user replaced before the check, and loads no schemas', async () => {
    const checks: (() => void)[] = [];
    const storage = memoryStorage();
    const stale = { id: 's1', token: 'token-1', user: { userId: 7, name: 'ali' } };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stale));
    const store = createSessionStore({ storage, scheduleUserCheck: (check) => checks.push(check) });
    store.setUser(ali);
    checks[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadSchemasOf).not.toHaveBeenCalled();
    expect(store.get()?.user).toEqual(ali);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ ...stale, user: ali });
  });

  it('keeps a stored user the contract describes', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 's1', token: 'token-1', user: ali }));
    const store = createSessionStore({ storage });
    expect(store.get()?.user).toEqual(ali);
    await import('../contract/schemas');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get()?.user).toEqual(ali);
  });

  it('keeps working in memory when the storage refuses to write', () => {
    const storage: SessionStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createSessionStore({ storage });
    store.signIn('token-1');
    expect(store.getToken()).toBe('token-1');
  });

  it('records the user, telling listeners only when it changed', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setUser(ali);
    expect(listener).not.toHaveBeenCalled();
    store.signIn('token-1');
    store.setUser(ali);
    store.setUser({ ...ali });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()?.user).toEqual(ali);
  });

  it('follows another tab signing out or in', () => {
    const store = createSessionStore();
    store.signIn('token-1');
    const listener = vi.fn();
    const stop = store.subscribe(listener);

    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);

    const other = createSessionStore();
    other.signIn('token-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(store.get()).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.getToken()).toBe('token-2');
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    other.signOut();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
