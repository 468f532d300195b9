import type { ReactNode } from 'react';
import { frame, ribbon } from './Ribbon.css';

/** The allowed tones, for stories, tests and callers that list them. */
export const RIBBON_TONES = ['primary', 'info', 'success', 'dark'] as const;
export type RibbonTone = (typeof RIBBON_TONES)[number];

export interface RibbonProps {
  /** The ribbon's text, as the caller shows it ("Hot", "New"). */
  label: ReactNode;
  /** @default 'primary' */
  tone?: RibbonTone;
  /** The card or picture the ribbon marks. */
  children: ReactNode;
  /** Layout only (margin, grid placement); applies to the frame around the children. */
  className?: string;
}

/**
 * A ribbon on the top inline-start corner of a product card or picture (spec section 9: search
 * tags 0 and 1 show ribbons). It follows the children in the reading order, so a card's own name
 * is read first, then the ribbon's text.
 */
export function Ribbon({ label, tone = 'primary', children, className }: RibbonProps) {
  return (
    <div className={[frame, className].filter(Boolean).join(' ')}>
      {children}
      <span className={ribbon({ tone })}>{label}</span>
    </div>
  );
}
