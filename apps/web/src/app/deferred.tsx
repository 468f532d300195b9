import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Events that show a person is using the page. The header's menus (language, currency, account,
 * categories), the help button and the toasts are downloaded at the first of them rather than with
 * the page: the page is readable and searchable without them, and a visit that only reads does not
 * pay for them. Keyboard and screen-reader users trigger `focusin` or `keydown` with their first
 * step, pointer users `pointermove` or `pointerdown`, touch users `touchstart` or `scroll`.
 */
export const INTERACTION_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

let interacted = false;
const listeners = new Set<() => void>();

function markInteracted(): void {
  if (interacted) return;
  interacted = true;
  for (const event of INTERACTION_EVENTS) globalThis.removeEventListener(event, markInteracted, true);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!interacted && listeners.size === 1) {
    for (const event of INTERACTION_EVENTS) {
      globalThis.addEventListener(event, markInteracted, { capture: true, passive: true });
    }
  }
  return () => listeners.delete(listener);
}

/** Whether the visitor has interacted with the page yet (it stays true once they have). */
export function useHasInteracted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}

/** Treats the page as used: loads every deferred part now (for example when a toast must show). */
export function loadDeferredNow(): void {
  markInteracted();
}

export interface DeferredProps {
  /** What takes the place of the part until it arrives, the same size, so nothing moves. */
  fallback?: ReactNode;
  /** The part, usually a `lazy` component. */
  children: ReactNode;
}

/** Renders `children` once the visitor interacts with the page; `fallback` until then. */
export function Deferred({ fallback = null, children }: DeferredProps) {
  const ready = useHasInteracted();
  if (!ready) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
