import { intlLocaleOf } from '@tijara/domain';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { commonMessages } from '../../i18n';
import { useMessages, useUI } from '../../provider';
import { anchor, badge } from './Badge.css';

/** Counts above this show as "99+" unless the caller sets another `max`. */
export const BADGE_MAX = 99;

/** The text a count badge shows: the count, or "{max}+" above `max`. Latin digits in every locale. */
export function badgeText(count: number, max: number, intlLocale: string): string {
  const format = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
  return count > max ? `${format.format(max)}+` : format.format(count);
}

interface BadgeCommonProps {
  /** The element the badge sits on (an icon); without it the badge stands alone, in the text flow. */
  children?: ReactNode;
  /** Layout only (margin, grid placement). */
  className?: string;
}

export interface CountBadgeProps extends BadgeCommonProps {
  variant?: 'count';
  /** How many (cart items, unread messages). Zero or less shows no badge. */
  count: number;
  /** The largest count shown as is; more shows "{max}+". @default 99 */
  max?: number;
  /**
   * What screen readers hear instead of the visible number; the built-in "{count} items" by default,
   * with the full count even above `max`.
   */
  label?: string;
}

export interface DotBadgeProps extends BadgeCommonProps {
  variant: 'dot';
  /** What the dot means ("Unread messages"), for screen readers; without it the dot is decorative. */
  label?: string;
}

export type BadgeProps = CountBadgeProps | DotBadgeProps;

/**
 * A count or a dot on an element, such as the number of items on the cart icon. The visible
 * number is hidden from screen readers, who hear a sentence instead ("120 items"), so put the
 * badge inside the link or button it belongs to and that control's name includes the count.
 */
export function Badge(props: BadgeProps) {
  const { locale } = useUI();
  const t = useMessages(commonMessages);
  const standalone = props.children === undefined;
  const placement = standalone ? 'standalone' : 'corner';
  const markClass = (kind: 'count' | 'dot') =>
    [badge({ kind, placement }), standalone ? props.className : undefined].filter(Boolean).join(' ');

  let mark: ReactNode = null;
  if (props.variant === 'dot') {
    mark = (
      <span className={markClass('dot')}>
        {props.label ? <VisuallyHidden elementType="span">{` ${props.label} `}</VisuallyHidden> : null}
      </span>
    );
  } else if (props.count > 0) {
    mark = (
      <span className={markClass('count')}>
        <span aria-hidden="true" dir="ltr">
          {badgeText(props.count, props.max ?? BADGE_MAX, intlLocaleOf(locale))}
        </span>
        <VisuallyHidden elementType="span">{` ${props.label ?? t('items', { count: props.count })} `}</VisuallyHidden>
      </span>
    );
  }

  if (standalone) return mark;
  return (
    <span className={[anchor, props.className].filter(Boolean).join(' ')}>
      {props.children}
      {mark}
    </span>
  );
}
