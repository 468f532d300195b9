import { useEffect } from 'react';

/**
 * The id of the element that holds the page's screen in the store layout (`<main>`, also the
 * skip link's target): what hydrates there does so after the shell (`keepTypedInput`).
 */
export const PAGE_CONTENT_ID = 'main';

let willHydrate = false;
let hydrated = false;
let screenCommitted = false;
/** Parts of the screen that hydrate in passes of their own, later, and have not yet. */
let holds = 0;
const waiting: Array<() => void> = [];

function settle(): void {
  if (hydrated || !screenCommitted || holds > 0) return;
  hydrated = true;
  for (const task of waiting.splice(0)) task();
}

/**
 * Runs `task` once the page's screen has hydrated (`PageContentHydrated` committed, and every part
 * held back by `holdPageContentHydrated` too), at once if it has. The store layout hydrates its
 * screen, under a `<Suspense>`, in a pass of its own after the shell: what the buyer typed into the
 * screen's fields before then is given back only after that pass, or the screen's hydration puts
 * the rendered value back over it.
 */
export function afterPageContentHydrates(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Says the browser is about to hydrate a server-rendered page (rather than render one): `start.tsx`. */
export function pageWillHydrate(): void {
  willHydrate = true;
}

/**
 * Whether the page's screen is being hydrated: on a page the browser hydrates, until the screen
 * and every part it holds back have. Never on a server, in a page the browser renders, or in a
 * test that does not call `pageWillHydrate`.
 */
export function isPageContentHydrating(): boolean {
  return willHydrate && !hydrated;
}

/**
 * Holds the screen's hydration open for a part of it that hydrates later, in passes of its own
 * (the items of `useHydrationTurns`); called by that part as the screen's hydration commits.
 * Returns the release, to call once the part has hydrated (more calls do nothing).
 */
export function holdPageContentHydrated(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    settle();
  };
}

/** Rendered with the page's screen, inside the store layout's `<Suspense>`. */
export function PageContentHydrated() {
  useEffect(() => {
    screenCommitted = true;
    settle();
  }, []);
  return null;
}
