import type { UserInfo } from '@tijara/domain';
import { loadSchemasOf, userInfo } from '../contract';

/** The signed-in buyer: the bearer token the login call answered (spec section 7) and who they are. */
export interface Session {
  /**
   * Names this sign-in, new at each one. It is part of every cache key (the token never is), so
   * signing in or out refetches everything and one buyer never sees another's cached answers.
   */
  readonly id: string;
  readonly token: string;
  /** From `userInfo`, once it has been read; null right after sign-in. */
  readonly user: UserInfo | null;
}

/** Its functions may be passed around on their own (`getToken: session.getToken`). */
export interface SessionStore {
  /** The current session, or null when signed out. The same object until it changes. */
  get: () => Session | null;
  /** The bearer token, or null when signed out: give this to `createPdpdClient({ getToken })`. */
  getToken: () => string | null;
  /** Starts a session with the token of a successful login (and the user, when known). */
  signIn: (token: string, user?: UserInfo | null) => Session;
  /**
   * Records who is signed in, from an answer of `userInfo` (the hooks do it when it answers; the
   * storefront with the answer a server-rendered page came with): a user given here or to `signIn`
   * is the contract's, so the stored user's check is not needed for it.
   */
  setUser: (user: UserInfo) => void;
  /** Ends the session here, in every tab; it does not call the server (see `useSignOut`). */
  signOut: () => void;
  /** Calls `listener` after every change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
}

/** The part of the Web Storage API the store uses; `localStorage` by default. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreOptions {
  /** Where the session is kept between visits. @default localStorage; null keeps it in memory */
  storage?: SessionStorage | null;
  /** @default SESSION_STORAGE_KEY */
  key?: string;
  /**
   * When a stored user is checked against the contract's schema: the check loads the account
   * schemas and zod, which nothing on the page waits for. An app passes the moment its page has
   * settled (the storefront: when its deferred parts load). By then the app has usually given the
   * user of a fresh `userInfo` answer (`setUser`), and the check has nothing to do: it loads
   * nothing. @default when the browser is idle
   */
  scheduleUserCheck?: (check: () => void) => void;
}

/** The localStorage entry holding the session. */
export const SESSION_STORAGE_KEY = 'tijara.session';

/** A stored session as read back, its user not yet checked. */
interface StoredSession {
  id: string;
  token: string;
  user: unknown;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { id, token } = value as Partial<StoredSession>;
  return typeof id === 'string' && id !== '' && typeof token === 'string' && token !== '';
}

/** Whether a stored user is what `userInfo` answers, by the contract's schema (loaded lazily). */
async function isUserInfo(user: unknown): Promise<boolean> {
  const { response } = await loadSchemasOf(userInfo);
  return response.safeParse(user).success;
}

/** The longest the check of a stored user waits for the browser to be idle. */
const USER_CHECK_IDLE_TIMEOUT_MS = 5000;

/**
 * Runs the check of a stored user when the browser is idle (in the next task where it has no idle
 * callback). Run as the store is made, the check put the account schemas and zod, and their
 * evaluation, into every signed-in page's first load, before the page answered a tap.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => task(), { timeout: USER_CHECK_IDLE_TIMEOUT_MS });
  } else {
    setTimeout(task, 0);
  }
}

function defaultStorage(): SessionStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws where the browser forbids storage (some private modes).
    return null;
  }
}

/** A fresh name for a sign-in. Not a secret: it only tells cache entries of two sessions apart. */
function newSessionId(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The session, persisted in localStorage so that a reload keeps the buyer signed in, and shared by
 * the tabs of the storefront: signing out in one tab signs out the others.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const key = options.key ?? SESSION_STORAGE_KEY;
  const listeners = new Set<() => void>();
  const scheduleUserCheck = options.scheduleUserCheck ?? whenIdle;

  /**
   * The stored session. Its user (kept so that the next visit greets the buyer before `userInfo`
   * answers) may come from an older version of the storefront: it is checked against the contract's
   * schema later (`scheduleUserCheck`: the schemas load then, not with the page), unless the app has
   * given the same user meanwhile (`setUser`) or replaced it, and dropped if it fails, so the hooks
   * read it again.
   */
  function read(): Session | null {
    let stored: unknown;
    try {
      const raw = storage?.getItem(key) ?? null;
      stored = raw === null ? null : JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isStoredSession(stored)) return null;
    const { id, token, user } = stored;
    if (user === null || typeof user !== 'object') return { id, token, user: null };
    if (current?.id !== id || JSON.stringify(current.user) !== JSON.stringify(user))
      checkStoredUser(id, user);
    return { id, token, user: user as UserInfo };
  }

  /** The users the app gave (`signIn`, `setUser`), as JSON: answers of the contract's `userInfo`. */
  const givenUsers = new Set<string>();

  function checkStoredUser(id: string, user: object): void {
    const json = JSON.stringify(user);
    /** Still the session's user, and not known to be the contract's: the check has work to do. */
    const unconfirmed = () =>
      current?.id === id && JSON.stringify(current.user) === json && !givenUsers.has(json);
    scheduleUserCheck(() => {
      // Replaced, or given by the app since it was read: no schemas, no zod.
      if (!unconfirmed()) return;
      isUserInfo(user).then(
        (valid) => {
          if (!valid && current && unconfirmed()) write({ ...current, user: null });
        },
        () => {
          // The schemas did not load: the check waits for the next read.
        },
      );
    });
  }

  let current: Session | null = null;
  current = read();

  function write(next: Session | null): void {
    current = next;
    try {
      if (next === null) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or forbidden: the session lasts for this page only.
    }
    for (const listener of [...listeners]) listener();
  }

  /** Follows what another tab stored; true when that changed the session. */
  function resync(): boolean {
    const next = read();
    if (JSON.stringify(next) === JSON.stringify(current)) return false;
    current = next;
    return true;
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== null && event.key !== key) return;
    if (resync()) for (const listener of [...listeners]) listener();
  }

  const followsOtherTabs = storage !== null && typeof window !== 'undefined';

  return {
    get: () => current,
    getToken: () => current?.token ?? null,
    signIn(token, user = null) {
      if (user !== null) givenUsers.add(JSON.stringify(user));
      const session: Session = { id: newSessionId(), token, user };
      write(session);
      return session;
    },
    setUser(user) {
      givenUsers.add(JSON.stringify(user));
      if (!current || JSON.stringify(current.user) === JSON.stringify(user)) return;
      write({ ...current, user });
    },
    signOut() {
      if (current !== null) write(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (followsOtherTabs && listeners.size === 1) {
        // Nobody listened for a while: catch up with what other tabs stored meanwhile.
        window.addEventListener('storage', onStorage);
        if (resync()) listener();
      }
      return () => {
        listeners.delete(listener);
        if (followsOtherTabs && listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
