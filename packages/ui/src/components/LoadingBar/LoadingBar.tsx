import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useMessages } from '../../provider';
import { fill, indeterminate, track } from './LoadingBar.css';
import { loadingBarMessages } from './LoadingBar.messages';

export const LOADING_BAR_PLACEMENTS = ['page', 'inline'] as const;
export type LoadingBarPlacement = (typeof LOADING_BAR_PLACEMENTS)[number];

export interface LoadingBarProps extends Omit<
  ProgressBarProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** `page` fixes the bar across the top of the viewport; `inline` keeps it in the flow. @default 'page' */
  placement?: LoadingBarPlacement;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The thin progress bar at the top of the page while a route or a list loads. Give a `value`
 * (0 to 100 by default) when the progress is known, or `isIndeterminate` when it is not. It is a
 * `progressbar` named "Loading the page" in the buyer's language unless `aria-label` says more,
 * and it fills from the inline start (from the right in Arabic).
 */
export function LoadingBar({ placement = 'page', className, ...props }: LoadingBarProps) {
  const t = useMessages(loadingBarMessages);
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <ProgressBar
      {...props}
      aria-label={named ? props['aria-label'] : t('loadingPage')}
      className={[track({ placement }), className].filter(Boolean).join(' ')}
    >
      {({ percentage, isIndeterminate }) =>
        isIndeterminate ? (
          <span className={indeterminate} />
        ) : (
          <span className={fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
        )
      }
    </ProgressBar>
  );
}
