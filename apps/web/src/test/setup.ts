import { configure } from '@testing-library/react';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How long findBy* and waitFor wait (vitest.timing.ts at the root: sized for a loaded machine). */
    asyncWaitMs: number;
  }
}

// Testing Library's default of 1 s is shorter than a lazily loaded screen takes to download and
// render on a busy machine (the storefront's tests failed so at a load of 8-15 on 2 cores).
configure({ asyncUtilTimeout: inject('asyncWaitMs') });

// jsdom has no matchMedia; components ask it for the buyer's motion preference. No media query
// matches here, as on a screen with no special preference.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
