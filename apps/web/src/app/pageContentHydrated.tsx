import { useEffect } from 'react';

/**
 * The id of the element that holds the page's screen in the store layout (`<main>`, also the
 * skip link's target): what hydrates there does so after the shell (`keepTypedInput`).
 */
export const PAGE_CONTENT_ID = 'main';

let hydrated = false;
const waiting: Array<() => void> = [];

/**
 * Runs `task` once the page's screen has hydrated (`PageContentHydrated` committed), at once if it
 * has. The store layout hydrates its screen, under a `<Suspense>`, in a pass of its own after the
 * shell: what the buyer typed into the screen's fields before then is given back only after that
 * pass, or the screen's hydration puts the rendered value back over it.
 */
export function afterPageContentHydrates(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Rendered with the page's screen, inside the store layout's `<Suspense>`. */
export function PageContentHydrated() {
  useEffect(() => {
    hydrated = true;
    for (const task of waiting.splice(0)) task();
  }, []);
  return null;
}
