import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page's code runs this component: false while React hydrates server-rendered markup
 * (and on the server), true once hydrated and in any render in the browser that is not hydrating.
 * A component renders its no-JavaScript form (a link where it will be a button, a panel shown by
 * CSS) while this is false, so a page works from its HTML before its code arrives, and switches
 * right after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
