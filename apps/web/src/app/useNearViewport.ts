import { useCallback, useState } from 'react';

/**
 * How far below the screen a part starts loading: about a screen ahead of the buyer's scrolling,
 * so it is there when they reach it.
 */
export const NEAR_VIEWPORT_MARGIN = '800px';

/**
 * Whether the element has come near the screen (it stays true once it has). A page renders and
 * fetches its parts below the fold only then, so its first screen appears sooner. Without
 * IntersectionObserver everything counts as near, once mounted: the first render is the same as
 * the server's (which has no screen, so nothing is near), as hydration needs.
 */
export function useNearViewport<T extends Element>(): [ref: (element: T | null) => void, isNear: boolean] {
  const [isNear, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear],
  );
  return [ref, isNear];
}
