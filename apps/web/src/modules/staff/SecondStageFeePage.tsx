import { useSecondStage, useSecondStageQueue, type SecondStage } from '@tijara/api';
import { FREE_STORAGE_DAYS, formatUsd, isOrderStatus } from '@tijara/domain';
import { EmptyState, Link, OrderStatusBadge, Skeleton } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { secondStageAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatFailureMessage } from '../../i18n/domainMessages';
import { Fact, formatMoment } from './ReviewFacts';
import { SecondStageFeeForm } from './SecondStageFeeForm';
import * as styles from './StaffConsole.css';
import { LoadFailed, OrderLookup, OrderRead } from './StaffOrderParts';
import { orderNoOf } from './secondStageQuery';

/**
 * Operations' second-stage fee (issue 15 item 6): staff look an order up by its number, see where
 * its second stage stands, and, for an order shipped within China (9), enter the fee lines of spec
 * section 3 and submit; the server moves the order to logistics payment (10) and tells the buyer.
 * The order number lives in the address (`?orderNo=`), so a reload or a shared link shows the same.
 */
export function SecondStageFeePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.secondStage.title' }));
  const [search] = useSearchParams();
  const orderNo = orderNoOf(search);

  return (
    <section className={styles.stack}>
      <div className={styles.stack}>
        <h1 className={styles.title}>
          <FormattedMessage id="staff.secondStage.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="staff.secondStage.lead" values={{ freeDays: FREE_STORAGE_DAYS }} />
        </p>
      </div>
      <OrderLookup
        key={orderNo ?? ''}
        initial={orderNo ?? ''}
        addressOf={(next) => secondStageAddress({ orderNo: next })}
        label={intl.formatMessage({ id: 'staff.secondStage.orderNo' })}
        required={intl.formatMessage({ id: 'staff.secondStage.orderNoRequired' })}
        find={<FormattedMessage id="staff.secondStage.find" />}
      />
      {orderNo === null ? <AwaitingOrders /> : <OrderSecondStage orderNo={orderNo} />}
    </section>
  );
}

/** The orders waiting for their fee, oldest first, each a link to its form. */
function AwaitingOrders() {
  const intl = useIntl();
  const { orders, error, isLoading, mutate } = useSecondStageQueue();

  if (!orders && (isLoading || !error)) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton shape="text" lines={3} />
      </div>
    );
  }

  if (!orders) {
    return (
      <LoadFailed
        title={<FormattedMessage id="staff.secondStage.failed" />}
        detail={error ? formatFailureMessage(intl, error.failure.message) : null}
        retry={() => void mutate()}
      />
    );
  }

  if (orders.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="staff.secondStage.empty" />}
        description={<FormattedMessage id="staff.secondStage.emptyHint" />}
      />
    );
  }

  return (
    <section className={styles.stack} aria-labelledby="second-stage-awaiting">
      <h2 id="second-stage-awaiting" className={styles.panelTitle}>
        <FormattedMessage id="staff.secondStage.awaiting" values={{ count: orders.length }} />
      </h2>
      <ul className={styles.queue}>
        {orders.map((order) => (
          <li key={order.orderNo} className={styles.queueItem}>
            <Link href={secondStageAddress({ orderNo: order.orderNo })} variant="standalone">
              <FormattedMessage
                id="staff.secondStage.order"
                values={{ orderNo: <bdi dir="ltr">{order.orderNo}</bdi> }}
              />
            </Link>
            <p className={styles.lead}>
              <FormattedMessage
                id="staff.secondStage.awaitingItem"
                values={{ buyer: order.buyerName, when: formatMoment(intl, order.orderedAt) }}
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderSecondStage({ orderNo }: { orderNo: string }) {
  const { secondStage, ...state } = useSecondStage(orderNo);
  return (
    <OrderRead
      data={secondStage}
      state={state}
      notFound={<FormattedMessage id="staff.secondStage.notFound" values={{ orderNo }} />}
      notFoundHint={<FormattedMessage id="staff.secondStage.notFoundHint" />}
      failed={<FormattedMessage id="staff.secondStage.failed" />}
    >
      {(stage) => (
        <div className={styles.stack}>
          <SecondStageFacts stage={stage} />
          {stage.canSet ? (
            <SecondStageFeeForm orderNo={stage.orderNo} />
          ) : stage.lines === null ? (
            <p className={styles.warning}>
              <FormattedMessage id="staff.secondStage.notReady" />
            </p>
          ) : null}
        </div>
      )}
    </OrderRead>
  );
}

/** The order, its status and buyer, and once set: the lines, who set them, stage 2's amount and the storage. */
function SecondStageFacts({ stage }: { stage: SecondStage }) {
  const intl = useIntl();
  const usd = (cents: Parameters<typeof formatUsd>[0]) => <bdi dir="ltr">{formatUsd(cents)}</bdi>;
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>
        <FormattedMessage
          id="staff.secondStage.order"
          values={{ orderNo: <bdi dir="ltr">{stage.orderNo}</bdi> }}
        />
      </h2>
      <dl className={styles.facts}>
        <Fact term={<FormattedMessage id="staff.secondStage.status" />}>
          {isOrderStatus(stage.status) ? <OrderStatusBadge status={stage.status} /> : stage.status}
        </Fact>
        <Fact term={<FormattedMessage id="staff.secondStage.buyer" />}>{stage.buyerName}</Fact>
        {stage.lines !== null ? (
          <>
            {Object.entries(stage.lines).map(([line, cents]) => (
              <Fact key={line} term={<FormattedMessage id="staff.secondStage.line" values={{ line }} />}>
                {usd(cents)}
              </Fact>
            ))}
            <Fact term={<FormattedMessage id="staff.secondStage.amount" />}>
              <span className={styles.amountUsd}>{usd(stage.amount)}</span>
            </Fact>
            <Fact term={<FormattedMessage id="staff.secondStage.setBy" />}>
              <FormattedMessage
                id="staff.decision.byWhen"
                values={{
                  who: stage.setBy,
                  when: stage.setAt === null ? '' : formatMoment(intl, stage.setAt),
                }}
              />
            </Fact>
            <Fact term={<FormattedMessage id="staff.secondStage.storage" />}>
              {stage.storage.freeUntil === null ? null : (
                <FormattedMessage
                  id="staff.secondStage.storageState"
                  values={{
                    freeUntil: formatMoment(intl, stage.storage.freeUntil),
                    days: stage.storage.daysCharged,
                    charged: formatUsd(stage.storage.charged),
                  }}
                />
              )}
            </Fact>
          </>
        ) : null}
      </dl>
    </div>
  );
}
