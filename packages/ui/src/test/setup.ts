import { configure } from '@testing-library/react';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How long findBy* and waitFor wait (vitest.timing.ts at the root: sized for a loaded machine). */
    asyncWaitMs: number;
  }
}

// Testing Library's default of 1 s is shorter than a lazily loaded part takes on a busy machine.
configure({ asyncUtilTimeout: inject('asyncWaitMs') });
