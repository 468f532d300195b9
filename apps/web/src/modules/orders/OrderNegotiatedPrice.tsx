import { useOrderPriceChanges } from '@tijara/api';
import { formatUsd } from '@tijara/domain';
import { FormattedDate, FormattedMessage } from 'react-intl';
import * as styles from './OrderDetailsPage.css';

/** Dates are Baghdad's, as the rest of the order shows them. */
const TIME_ZONE = 'Asia/Baghdad';

const usd = (cents: number) => <bdi dir="ltr">{formatUsd(cents as Parameters<typeof formatUsd>[0])}</bdi>;

/**
 * The order's negotiated price (spec section 6: a VIP member's price negotiated by procurement
 * staff, the difference refunded into the wallet weekly): the original and negotiated goods
 * price, and each change's refund, pending with the day it is expected, credited with the day it
 * reached the wallet, or withheld (a cancelled or terminated order's money is settled by finance).
 * Most orders are never negotiated: the section shows only once the order has a change, so it has
 * no loading or empty state of its own, and a failed read leaves the rest of the page as it is.
 */
export function OrderNegotiatedPrice({ orderNo }: { orderNo: string }) {
  const { priceChanges } = useOrderPriceChanges(orderNo, { quiet: true });
  if (!priceChanges || priceChanges.changes.length === 0) return null;
  const date = (iso: string) => <FormattedDate value={iso} dateStyle="medium" timeZone={TIME_ZONE} />;

  return (
    <section className={styles.card} aria-labelledby="order-negotiated-price">
      <h2 id="order-negotiated-price" className={styles.heading}>
        <FormattedMessage id="orders.negotiated.title" />
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.muted}>
            <FormattedMessage id="orders.negotiated.original" />
          </dt>
          <dd className={styles.paragraph}>{usd(priceChanges.original)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.muted}>
            <FormattedMessage id="orders.negotiated.current" />
          </dt>
          <dd className={styles.paragraph}>
            <strong>{usd(priceChanges.current)}</strong>
          </dd>
        </div>
      </dl>
      <ul className={styles.lines}>
        {priceChanges.changes.map((change) => (
          <li key={change.id} className={styles.remark}>
            <p className={styles.paragraph}>
              <FormattedMessage
                id="orders.negotiated.change"
                values={{
                  previous: usd(change.previous),
                  amount: usd(change.amount),
                  when: date(change.changedAt),
                }}
              />
            </p>
            <p className={styles.remarkText}>{change.note}</p>
            <p className={styles.muted}>
              {change.refund.state === 'credited' && change.refund.creditedAt !== null ? (
                <FormattedMessage
                  id="orders.negotiated.credited"
                  values={{ amount: usd(change.refund.amount), when: date(change.refund.creditedAt) }}
                />
              ) : change.refund.state === 'pending' && change.refund.expectedAt !== null ? (
                <FormattedMessage
                  id="orders.negotiated.pending"
                  values={{ amount: usd(change.refund.amount), when: date(change.refund.expectedAt) }}
                />
              ) : (
                <FormattedMessage
                  id="orders.negotiated.withheld"
                  values={{ amount: usd(change.refund.amount) }}
                />
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
