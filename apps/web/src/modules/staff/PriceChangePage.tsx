import { useOrderPriceChanges, type OrderPriceChanges } from '@tijara/api';
import { PRICE_CHANGE_FLOOR_PERCENT, formatUsd, isOrderStatus, type UsdCents } from '@tijara/domain';
import { EmptyState, OrderStatusBadge } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { priceChangeAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey } from '../../i18n/domainMessages';
import { PriceChangeForm } from './PriceChangeForm';
import { Fact, formatMoment } from './ReviewFacts';
import { OrderLookup, OrderRead } from './StaffOrderParts';
import * as styles from './StaffConsole.css';
import { orderNoOf } from './secondStageQuery';

const usd = (cents: UsdCents | number) => <bdi dir="ltr">{formatUsd(cents as UsdCents)}</bdi>;

/**
 * Procurement's VIP price negotiation (spec section 6): staff look an order up by its number, see
 * its original, current and lowest prices and every change with its refund, and, for a paid order
 * of a VIP upgraded from 2024, lower the goods price with a note. The weekly job refunds the
 * difference into the buyer's wallet. The order number lives in the address (`?orderNo=`).
 */
export function PriceChangePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.priceChange.title' }));
  const [search] = useSearchParams();
  const orderNo = orderNoOf(search);

  return (
    <section className={styles.stack}>
      <div className={styles.stack}>
        <h1 className={styles.title}>
          <FormattedMessage id="staff.priceChange.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="staff.priceChange.lead"
            values={{ floorPercent: PRICE_CHANGE_FLOOR_PERCENT }}
          />
        </p>
      </div>
      <OrderLookup
        key={orderNo ?? ''}
        initial={orderNo ?? ''}
        addressOf={(next) => priceChangeAddress({ orderNo: next })}
        label={intl.formatMessage({ id: 'staff.priceChange.orderNo' })}
        required={intl.formatMessage({ id: 'staff.priceChange.orderNoRequired' })}
        find={<FormattedMessage id="staff.priceChange.find" />}
      />
      {orderNo === null ? (
        <EmptyState
          title={<FormattedMessage id="staff.priceChange.empty" />}
          description={<FormattedMessage id="staff.priceChange.emptyHint" />}
        />
      ) : (
        <OrderPrice orderNo={orderNo} />
      )}
    </section>
  );
}

function OrderPrice({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const { priceChanges, ...state } = useOrderPriceChanges(orderNo);
  return (
    <OrderRead
      data={priceChanges}
      state={state}
      notFound={<FormattedMessage id="staff.priceChange.notFound" values={{ orderNo }} />}
      notFoundHint={<FormattedMessage id="staff.priceChange.notFoundHint" />}
      failed={<FormattedMessage id="staff.priceChange.failed" />}
    >
      {(prices) => (
        <div className={styles.stack}>
          <PriceFacts prices={prices} />
          {prices.blockedBy === null ? (
            <PriceChangeForm
              key={prices.changes.length}
              orderNo={prices.orderNo}
              current={prices.current}
              floor={prices.floor}
            />
          ) : (
            <p className={styles.warning}>{formatDomainKey(intl, prices.blockedBy)}</p>
          )}
          <PriceChangeList prices={prices} />
        </div>
      )}
    </OrderRead>
  );
}

/** The order, its status, and its prices: original, current, lowest allowed, refunded and pending. */
function PriceFacts({ prices }: { prices: OrderPriceChanges }) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>
        <FormattedMessage
          id="staff.priceChange.order"
          values={{ orderNo: <bdi dir="ltr">{prices.orderNo}</bdi> }}
        />
      </h2>
      <dl className={styles.facts}>
        <Fact term={<FormattedMessage id="staff.priceChange.status" />}>
          {isOrderStatus(prices.status) ? <OrderStatusBadge status={prices.status} /> : prices.status}
        </Fact>
        <Fact term={<FormattedMessage id="staff.priceChange.original" />}>{usd(prices.original)}</Fact>
        <Fact term={<FormattedMessage id="staff.priceChange.current" />}>
          <span className={styles.amountUsd}>{usd(prices.current)}</span>
        </Fact>
        <Fact term={<FormattedMessage id="staff.priceChange.floor" />}>{usd(prices.floor)}</Fact>
        <Fact term={<FormattedMessage id="staff.priceChange.refunded" />}>{usd(prices.refunded)}</Fact>
        <Fact term={<FormattedMessage id="staff.priceChange.pending" />}>{usd(prices.pending)}</Fact>
      </dl>
    </div>
  );
}

/** Every change, newest first: the prices, the note, who and when, and where its refund stands. */
function PriceChangeList({ prices }: { prices: OrderPriceChanges }) {
  const intl = useIntl();
  if (prices.changes.length === 0) {
    return (
      <p className={styles.lead}>
        <FormattedMessage id="staff.priceChange.none" />
      </p>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="price-changes">
      <h2 id="price-changes" className={styles.panelTitle}>
        <FormattedMessage id="staff.priceChange.history" values={{ count: prices.changes.length }} />
      </h2>
      <ul className={styles.queue}>
        {[...prices.changes].reverse().map((change) => (
          <li key={change.id} className={styles.queueItem}>
            <p className={styles.buyerName}>
              <FormattedMessage
                id="staff.priceChange.from"
                values={{ previous: usd(change.previous), amount: usd(change.amount) }}
              />
            </p>
            <p className={styles.factValue}>{change.note}</p>
            <p className={styles.lead}>
              <FormattedMessage
                id="staff.decision.byWhen"
                values={{ who: change.changedBy ?? '', when: formatMoment(intl, change.changedAt) }}
              />
            </p>
            <p className={styles.lead}>
              <FormattedMessage
                id="staff.priceChange.refund"
                values={{
                  state: change.refund.state,
                  amount: formatUsd(change.refund.amount),
                  when:
                    change.refund.creditedAt !== null
                      ? formatMoment(intl, change.refund.creditedAt)
                      : change.refund.expectedAt !== null
                        ? formatMoment(intl, change.refund.expectedAt)
                        : '',
                }}
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
