import type { ReactNode } from 'react';
import { sprinkles } from '../theme';

/** Lays a story's examples side by side, wrapping on narrow screens. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })}>
      {children}
    </div>
  );
}
