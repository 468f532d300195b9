import { intlLocaleOf, type OrderStatus, type UsdCents } from '@tijara/domain';
import { useMemo, type ReactNode } from 'react';
import { useMessages, useUI } from '../../provider';
import { Link } from '../Link';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { PriceDisplay, type PriceCurrencyProps } from '../PriceDisplay';
import * as styles from './OrderCard.css';
import { orderCardMessages } from './OrderCard.messages';

/** How many pictures the card shows before "and 3 more products". */
export const ORDER_CARD_PICTURES = 4;

/** One line of the order as the list shows it: its picture and name from the order's snapshot. */
export interface OrderCardItem {
  name: string;
  image?: string | undefined;
}

export type OrderCardProps = PriceCurrencyProps & {
  orderNo: string;
  orderedAt: Date;
  /** The order's status (spec section 4). */
  status: OrderStatus;
  /** The order's lines, first first; the card shows the first pictures and counts the rest. */
  items: readonly OrderCardItem[];
  /** The order amount, in USD cents, as the server computed it. */
  total: UsdCents;
  /** The app's page of the order's details; the order number links to it. */
  href: string;
  /** The caller's buttons for what the order allows now ("Pay", "Confirm receipt"). */
  actions?: ReactNode;
  /** The heading level of the order number in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The time zone the date is shown in. @default 'Asia/Baghdad' */
  timeZone?: string | undefined;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
};

/**
 * An order in the buyer's order list (spec section 2): the order number (linking to its details)
 * and date, the status badge, the first pictures (with the name when there is one line), the
 * product count and total in the buyer's currency, and the caller's actions. Order numbers read
 * left to right and dates use Latin digits in every locale.
 */
export function OrderCard({
  orderNo,
  orderedAt,
  status,
  items,
  total,
  href,
  actions,
  headingLevel = 3,
  timeZone = 'Asia/Baghdad',
  currency,
  rate,
  className,
}: OrderCardProps) {
  const t = useMessages(orderCardMessages);
  const { locale } = useUI();
  const date = useMemo(
    () => new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeZone }).format(orderedAt),
    [locale, orderedAt, timeZone],
  );
  const Heading = `h${headingLevel}` as const;
  const shown = items.slice(0, ORDER_CARD_PICTURES);
  const hidden = items.length - shown.length;

  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} data-status={status}>
      <div className={styles.header}>
        <Heading className={styles.heading}>
          <Link variant="standalone" href={href}>
            <span className={styles.orderNoLabel}>{t('orderNo')}</span>{' '}
            <bdi dir="ltr" translate="no" className={styles.orderNo}>
              {orderNo}
            </bdi>
          </Link>
          <span className={styles.date}>
            {t('orderedAt')} <time dateTime={orderedAt.toISOString()}>{date}</time>
          </span>
        </Heading>
        <OrderStatusBadge status={status} />
      </div>
      {items.length > 0 ? (
        <div className={styles.items}>
          <ul className={styles.pictures}>
            {shown.map((item, index) => (
              <li key={index}>
                {item.image ? (
                  <img
                    className={styles.picture}
                    src={item.image}
                    alt={items.length === 1 ? '' : item.name}
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span
                    className={styles.picture}
                    {...(items.length === 1
                      ? { 'aria-hidden': true }
                      : { role: 'img', 'aria-label': item.name })}
                  />
                )}
              </li>
            ))}
          </ul>
          {items.length === 1 ? <p className={styles.itemName}>{items[0]?.name}</p> : null}
          {hidden > 0 ? <p className={styles.more}>{t('more', { count: hidden })}</p> : null}
        </div>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.summary}>
          <span className={styles.count}>{t('products', { count: items.length })}</span>
          <span>{t('total')}</span>
          <PriceDisplay price={total} currency={currency} rate={rate} />
        </p>
        {actions ? (
          <div className={styles.actions} role="group" aria-label={t('actions')}>
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}
