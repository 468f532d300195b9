import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Badge } from '../Badge';
import * as styles from './BottomNav.css';

/** One place of the bar: a link (`href`) or a button (`onPress`, for a sheet it opens). */
export interface BottomNavItem {
  /** Unique in the bar; also the React key. */
  id: string;
  /** The short name under the icon ("Home", "Cart"); it names the control. */
  label: string;
  /** A line icon from the package (`HomeIcon`, `CartIcon`, ...). */
  icon: ReactNode;
  /** The page it opens. Give this or `onPress`. */
  href?: string;
  /** What pressing does when there is no `href` (opening the category sheet). */
  onPress?: () => void;
  /** A count on the icon (the cart's items); zero or less shows none. @default 0 */
  count?: number;
  /** The page shown now is this place's: marked for sight and for screen readers. @default false */
  isCurrent?: boolean;
}

export interface BottomNavProps {
  /** The places, in reading order (the first one at the inline start). */
  items: readonly BottomNavItem[];
  /** Names the navigation landmark ("Main"). */
  'aria-label': string;
  /** Layout only. */
  className?: string;
}

/**
 * The phone's tab bar: the few places a buyer goes from anywhere (home, categories, cart,
 * account), fixed along the bottom edge within the thumb's reach, each an icon over its name.
 * Hidden from the tablet breakpoint, where the header has them. It keeps clear of the home
 * indicator (`env(safe-area-inset-bottom)`); the app keeps its own content clear of the bar with
 * `bottomBarInsetVar` and `vars.size.bottomBar`.
 */
export function BottomNav({ items, 'aria-label': ariaLabel, className }: BottomNavProps) {
  return (
    <nav aria-label={ariaLabel} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const content = (
            <>
              <Badge count={item.count ?? 0}>{item.icon}</Badge>
              <span className={styles.label}>{item.label}</span>
            </>
          );
          return (
            <li key={item.id}>
              {item.href !== undefined ? (
                <AriaLink
                  href={item.href}
                  onPress={item.onPress}
                  aria-current={item.isCurrent ? 'page' : undefined}
                  className={styles.item}
                >
                  {content}
                </AriaLink>
              ) : (
                <AriaButton onPress={item.onPress} className={styles.item}>
                  {content}
                </AriaButton>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
