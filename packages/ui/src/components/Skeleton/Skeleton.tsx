import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { commonMessages } from '../../i18n';
import { useMessages } from '../../provider';
import * as styles from './Skeleton.css';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  /** `text` lines, a `rect` (a picture, a card) or a `circle` (an avatar). @default 'rect' */
  shape?: SkeletonShape;
  /** How many lines a `text` skeleton shows. @default 1 */
  lines?: number;
  /** The width-to-height ratio of a `rect`, which fills its container's width ("1" for a square thumbnail). @default '1' */
  aspectRatio?: string;
  /** The diameter of a `circle`, from the control sizes. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Without the light band sweeping across it: for the place of something the buyer is not
   * waiting for, such as a header control that arrives with the page's code. A sweep keeps the
   * screen redrawing every frame for as long as it shows, and on a slow phone the compositor's
   * work competes with the page's own. @default false
   */
  still?: boolean;
  /** Layout only (margin, grid placement, the width of a `rect`). */
  className?: string;
}

/**
 * A placeholder block in the shape of content on its way. It is hidden from screen readers: put
 * skeletons in a `SkeletonGroup`, which tells them the region is loading.
 */
export function Skeleton({
  shape = 'rect',
  lines = 1,
  aspectRatio = '1',
  size = 'md',
  still = false,
  className,
}: SkeletonProps) {
  const motion = still ? 'still' : 'sweep';
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={[styles.lines, className].filter(Boolean).join(' ')}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            key={index}
            className={[
              styles.shape({ shape, motion }),
              index > 0 && index === lines - 1 ? styles.lastLine : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={[styles.shape({ shape, size, motion }), className].filter(Boolean).join(' ')}
      style={shape === 'rect' ? { aspectRatio } : undefined}
    />
  );
}

export interface SkeletonGroupProps {
  /** Whether the content is still on its way. */
  isLoading: boolean;
  /** The skeletons shown while loading, in the shape of the content. */
  placeholder: ReactNode;
  /** The content, shown once loaded. */
  children?: ReactNode;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The region that loads: marked `aria-busy` while its skeletons show, with a "Loading" text for
 * screen readers in the buyer's language, and the content in the same element once it arrives.
 */
export function SkeletonGroup({ isLoading, placeholder, children, className }: SkeletonGroupProps) {
  const t = useMessages(commonMessages);
  return (
    <div aria-busy={isLoading} className={[styles.group, className].filter(Boolean).join(' ')}>
      {isLoading ? (
        <>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          {placeholder}
        </>
      ) : (
        children
      )}
    </div>
  );
}
