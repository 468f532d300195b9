import type { HTMLAttributes, ReactNode } from 'react';
import { iconSlot, tag } from './Tag.css';

/** The allowed tones, for stories, tests and callers that list them. */
export const TAG_TONES = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type TagTone = (typeof TAG_TONES)[number];

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style'> {
  /** The colour of the chip, by meaning. @default 'neutral' */
  tone?: TagTone;
  /** An optional decorative icon before the text. */
  icon?: ReactNode;
  /** The label, as the caller shows it ("Wholesale", "Free shipping"). */
  children: ReactNode;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * A small, static label chip on a product or an order ("Wholesale", "Sold out"). It is text, not
 * a control: for chips that can be removed or chosen, use react-aria's `TagGroup`.
 */
export function Tag({ tone = 'neutral', icon, children, className, ...props }: TagProps) {
  return (
    <span {...props} className={[tag({ tone }), className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={iconSlot} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
