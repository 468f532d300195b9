import { formatRate, type IqdPerUsd } from '@tijara/domain';
import { useMessages, useUI } from '../../provider';
import { rateBadgeMessages } from './RateBadge.messages';
import * as styles from './RateBadge.css';

export interface RateBadgeProps {
  /** IQD per USD 1, as the server's `getRate` answers; `undefined` while unknown. */
  rate: IqdPerUsd | undefined;
  /** Shows a placeholder instead of "unavailable" while the rate is on its way. @default false */
  isLoading?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The header's exchange-rate badge: "$1.00 = 1,310 IQD" in the buyer's language. Each amount is
 * isolated (`<bdi>`) so the equation reads in the right order in Arabic and Kurdish.
 */
export function RateBadge({ rate, isLoading = false, className }: RateBadgeProps) {
  const { locale } = useUI();
  const t = useMessages(rateBadgeMessages);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (rate === undefined) {
    const text = t(isLoading ? 'loading' : 'unavailable');
    return (
      <p className={rootClass} aria-busy={isLoading || undefined}>
        <span className={styles.label}>{t('label')}</span>{' '}
        {isLoading ? (
          <span className={styles.placeholder} role="img" aria-label={text} />
        ) : (
          <span className={styles.value}>{text}</span>
        )}
      </p>
    );
  }

  const { usd, iqd } = formatRate(rate, locale);
  return (
    <p className={rootClass}>
      <span className={styles.label}>{t('label')}</span>{' '}
      <span className={styles.value}>
        <bdi dir="ltr">{usd}</bdi> = <bdi>{iqd}</bdi>
      </span>
    </p>
  );
}
