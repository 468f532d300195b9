import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tokens } from '../../theme/tokens';
import * as styles from './Tooltip.css';

/**
 * Where the tooltip shows, in logical terms: `start` and `end` are the inline start and end, so
 * `end` is to the right in English and to the left in Arabic.
 */
export const TOOLTIP_PLACEMENTS = ['top', 'bottom', 'start', 'end'] as const;

export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

/** The gap between the trigger and the tooltip: the arrow (half its square) and 2 px of air. */
const OFFSET = Number.parseInt(tokens.size.tooltipArrow, 10) / 2 + 2;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** What the tooltip says: a short hint, in the buyer's language. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element (`Button`, `IconButton`, a link). */
  children: ReactNode;
  /** @default 'top' */
  placement?: TooltipPlacement;
  /** Milliseconds of hovering before it opens (keyboard focus opens it at once). @default 600 */
  delay?: number;
  /** Milliseconds before it closes once the pointer leaves. @default 300 */
  closeDelay?: number;
}

/**
 * A short hint for a control, shown on hover and on keyboard focus, closed by Escape or by
 * leaving. It describes the trigger (`aria-describedby`); it never replaces its name, and it holds
 * no interactive content.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip placement={placement} offset={OFFSET} className={styles.tooltip}>
        <OverlayArrow>
          <svg viewBox="0 0 8 8" aria-hidden="true" className={styles.arrow}>
            <path d="M0 0 L4 4 L8 0 Z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
