import { useEffect } from 'react';

let hydrated = false;
const waiting: Array<() => void> = [];

/**
 * Runs `task` once the page's own content has hydrated (`PageContentHydrated` committed), at once
 * if it has. The store layout hydrates its screen, under a `<Suspense>`, in a pass of its own
 * after the shell: what the buyer typed into the screen's fields before then is given back only
 * after that pass, or the screen's hydration puts the rendered value back over it.
 */
export function afterPageContentHydrates(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Rendered with the page's content (inside the layout's `<Suspense>`, and in its error screen). */
export function PageContentHydrated() {
  useEffect(() => {
    hydrated = true;
    for (const task of waiting.splice(0)) task();
  }, []);
  return null;
}
