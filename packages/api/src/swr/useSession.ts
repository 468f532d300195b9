import type { UserInfo } from '@tijara/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { logout } from '../contract';
import { usePdpdContext } from './PdpdProvider';
import type { Session } from './session';

/** A page the server rendered signed out (the default) hydrates signed out. */
const signedOutOnServer = (): Session | null => null;

/**
 * The current session, re-rendering on sign-in, sign-out (in any tab) and when the user is read.
 * A page the server rendered signed out hydrates signed out, as it was rendered, then shows the
 * session; one it rendered signed in (`PdpdProvider`'s `renderedSignedIn`) hydrates with it.
 */
export function useSessionSnapshot(): Session | null {
  const { session, renderedSignedIn } = usePdpdContext();
  return useSyncExternalStore(
    session.subscribe,
    session.get,
    renderedSignedIn ? session.get : signedOutOnServer,
  );
}

export interface SessionState {
  session: Session | null;
  /** Who is signed in, as last read from `userInfo`; null when signed out or not read yet. */
  user: UserInfo | null;
  signedIn: boolean;
  /** Starts a session with the token of a successful login: every hook refetches as this buyer. */
  signIn: (token: string, user?: UserInfo | null) => void;
  /** Ends the session locally (what a 401 does); `useSignOut` also tells the server. */
  signOut: () => void;
}

export function useSession(): SessionState {
  const { session: store } = usePdpdContext();
  const session = useSessionSnapshot();
  return useMemo(
    () => ({
      session,
      user: session?.user ?? null,
      signedIn: session !== null,
      signIn: (token, user) => {
        store.signIn(token, user);
      },
      signOut: () => store.signOut(),
    }),
    [session, store],
  );
}

/**
 * The "sign out" of the user menu: ends the session on the server (spec section 7, `logout`, so the
 * token stops working) and here. The local sign-out happens even when the server cannot be reached.
 */
export function useSignOut(): () => Promise<void> {
  const { client, session } = usePdpdContext();
  return useCallback(async () => {
    if (session.getToken() !== null) await client.call(logout, {}, { silent: true });
    session.signOut();
  }, [client, session]);
}
