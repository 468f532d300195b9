import type { ReactNode } from 'react';
import * as styles from './StickyActionBar.css';

/** Where the bar stays at the bottom of the window, for stories and callers that list them. */
export const STICKY_ACTION_BAR_MODES = ['phone', 'always'] as const;
export type StickyActionBarMode = (typeof STICKY_ACTION_BAR_MODES)[number];

export interface StickyActionBarProps {
  /** The actions, primary last ("Add to cart", "Pay now"); buttons of the package. */
  children: ReactNode;
  /** What the actions are about, at the inline start (the price, the order's total). */
  summary?: ReactNode;
  /** Names the bar as a region ("Buy this product"), so a screen reader can jump to it. */
  'aria-label'?: string;
  /**
   * `phone`: fixed at the bottom on phones only, in the page's flow from the tablet breakpoint
   * (the product page); `always`: fixed at every width (the cart's total and checkout).
   * @default 'phone'
   */
  sticky?: StickyActionBarMode;
  /** Layout only. */
  className?: string;
}

/**
 * The bar of a screen's main action that stays within the thumb's reach on a phone: the product
 * page's price, quantity and "Add to cart", the cart's total and "Order", the payment screen's
 * amount and "Pay". It takes the tab bar's place at the bottom edge (the app shows one or the
 * other) and keeps clear of the home indicator; the app keeps its page's end clear of it with
 * `bottomBarInsetVar`.
 */
export function StickyActionBar({
  children,
  summary,
  'aria-label': ariaLabel,
  sticky = 'phone',
  className,
}: StickyActionBarProps) {
  return (
    <section
      aria-label={ariaLabel}
      data-sticky={sticky}
      className={[styles.bar({ sticky }), className].filter(Boolean).join(' ')}
    >
      {summary !== undefined ? <div className={styles.summary}>{summary}</div> : null}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
