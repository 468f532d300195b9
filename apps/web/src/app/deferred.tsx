import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { addModulePreloads, readDeferredFiles } from './modulePreloads';

/**
 * Events that show a person is using the page. The header's menus (language, currency, account,
 * categories), the help button and the toasts are not downloaded with the page: the page is
 * readable and searchable without them. They load at the first of these events, or when the
 * browser is first idle once the document is parsed (`whenIdleAfterLoad`), whichever comes first.
 * Keyboard and screen-reader users trigger `focusin` or `keydown` with their first step, pointer
 * users `pointermove` or `pointerdown`, touch users `touchstart` or `scroll`.
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

/**
 * The longest the deferred parts wait for an idle moment once the document is parsed
 * (`requestIdleCallback`'s timeout): a page kept busy still gets its menus, within the 3 s a
 * buyer on a slow connection may wait for them (issue 13).
 */
export const IDLE_LOAD_TIMEOUT_MS = 1000;

/**
 * Where `requestIdleCallback` does not exist (Safari), the wait after the load event instead. A
 * phone user rarely taps within a second of the page appearing, so their first tap lands on the
 * real menu, not on its placeholder.
 */
export const IDLE_LOAD_FALLBACK_MS = 500;

let loading = false;
let loaded = false;
const listeners = new Set<() => void>();
let idleScheduled = false;
let listeningForInteraction = false;

/**
 * Starts the deferred parts: first their module preloads, a few a task (the page's head lists
 * them: `readDeferredFiles`), then the parts themselves, whose lazy imports find their files
 * already asked for. Vite's loader adds a lazy module's preloads all in one task, which took the
 * header's menus 170-250 ms at a phone's speed (4x slower than here).
 */
function loadNow(): void {
  if (loading) return;
  loading = true;
  for (const event of INTERACTION_EVENTS) globalThis.removeEventListener(event, loadNow, true);
  const finish = () => {
    loaded = true;
    for (const listener of [...listeners]) listener();
  };
  if (typeof document === 'undefined') finish();
  else addModulePreloads(document, readDeferredFiles(document), finish);
}

/**
 * Runs `task` once the document is parsed and the browser is idle: `requestIdleCallback` (with a
 * timeout), or a short timer where the browser has no idle callback. Not after the load event:
 * that waits for every picture, 22 s on a slow 3G connection, while the menus stayed grey.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => {
    if (typeof globalThis.requestIdleCallback === 'function') {
      globalThis.requestIdleCallback(() => task(), { timeout: IDLE_LOAD_TIMEOUT_MS });
    } else {
      globalThis.setTimeout(task, IDLE_LOAD_FALLBACK_MS);
    }
  };
  if (typeof document === 'undefined' || document.readyState !== 'loading') schedule();
  else document.addEventListener('DOMContentLoaded', schedule, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded && !listeningForInteraction) {
    listeningForInteraction = true;
    for (const event of INTERACTION_EVENTS) {
      globalThis.addEventListener(event, loadNow, { capture: true, passive: true });
    }
  }
  if (!loaded && !idleScheduled) {
    idleScheduled = true;
    whenIdleAfterLoad(loadNow);
  }
  return () => listeners.delete(listener);
}

/**
 * Whether the deferred parts may load now: the visitor has interacted with the page, or the
 * browser has been idle since it loaded (it stays true once it is). The switch renders as a
 * transition, so mounting the menus yields to the browser instead of blocking a tap.
 */
export function useDeferredReady(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    const unsubscribe = subscribe(() => startTransition(() => setReady(true)));
    // It may have loaded between this render and this effect.
    if (loaded) startTransition(() => setReady(true));
    return unsubscribe;
  }, []);
  return ready;
}

/**
 * Runs `task` once, when the deferred parts load (at once if they have): for work nothing on the
 * first screen waits for. Unlike a `Deferred`, it does not start the wait itself, so calling it
 * before the page is hydrated does not bring the parts forward.
 */
export function whenDeferredPartsLoad(task: () => void): void {
  if (loaded) {
    task();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
}

/** Loads every deferred part now (for example when a toast must show). */
export function loadDeferredNow(): void {
  loadNow();
}

export interface DeferredProps {
  /** What takes the place of the part until it arrives, the same size, so nothing moves. */
  fallback?: ReactNode;
  /** The part, usually a `lazy` component. */
  children: ReactNode;
}

/**
 * Renders `children` at the visitor's first interaction or when the browser is idle after the
 * page loaded; `fallback` until then.
 */
export function Deferred({ fallback = null, children }: DeferredProps) {
  const ready = useDeferredReady();
  if (!ready) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
