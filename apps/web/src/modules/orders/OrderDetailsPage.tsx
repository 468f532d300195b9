import {
  useOrderDetail,
  useOrderDocuments,
  useOrderMutations,
  useOrderTrack,
  type OrderDetail,
  type OrderDocument,
} from '@tijara/api';
import { ORDER_ERROR, type OrderStatus } from '@tijara/domain';
import {
  Button,
  ConfirmDialog,
  CostLines,
  DialogTrigger,
  EmptyState,
  Link,
  OrderStatusBadge,
  OrderTimeline,
  Skeleton,
} from '@tijara/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCurrency } from '../../app/currency';
import { notify } from '../../app/notify';
import { Price, usePriceCurrency } from '../../app/Price';
import { helpCenterAddress, individualCenterAddress, productAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey } from '../../i18n/domainMessages';
import { OrderPayment } from '../payment/OrderPayment';
import * as styles from './OrderDetailsPage.css';
import { OrderDelivery } from './OrderDelivery';
import { OrderNegotiatedPrice } from './OrderNegotiatedPrice';
import { orderNoOf } from './orderQuery';
import { timelineEventsOf, timelineOfHistory } from './orderProgress';
import { OrderRemark } from './OrderRemark';

/** The help centre's page that says how to reach staff (the header's "help centre" link). */
const HELP_PAGE = 6;

/** The server's three documents, as their buttons name them. */
const documentNames = defineMessages({
  print: { id: 'orders.documents.printPdf' },
  order: { id: 'orders.documents.downloadPdf' },
  fees: { id: 'orders.documents.downloadFees' },
}) satisfies Record<OrderDocument, unknown>;

/** Dates and times are Baghdad's, as the order card and timeline show them. */
const TIME_ZONE = 'Asia/Baghdad';

/**
 * Spec section 2, `/order-details?orderNo=`: one of the buyer's orders, whole (spec section 3):
 * its number, date and status, the timeline with the logistics events, the lines, the cost lines
 * so far (estimates marked), the delivery (changed through the drawer while allowed), the remark,
 * confirm receipt when the goods were handed over, how to cancel (through staff), and printing:
 * the page itself (its print style sheet) and the server's PDFs. Another buyer's order number
 * answers like a missing one: one not-found state.
 */
export function OrderDetailsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'orders.detail.title' }));
  const [search] = useSearchParams();
  const orderNo = orderNoOf(search);
  const { order, error, isLoading, mutate } = useOrderDetail(orderNo);

  const title = (
    <h1 className={styles.title}>
      <FormattedMessage id="orders.detail.title" />
    </h1>
  );

  if (orderNo === null || (!order && error?.failure.code === 404)) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={formatDomainKey(intl, ORDER_ERROR.notFound)}
          description={<FormattedMessage id="orders.detail.notFoundHint" />}
          action={
            <Link href={individualCenterAddress('buyer_order_list')} variant="standalone">
              <FormattedMessage id="orders.detail.toList" />
            </Link>
          }
        />
      </section>
    );
  }

  if (!order && (isLoading || !error)) {
    return (
      <section className={styles.page} aria-busy="true">
        {title}
        <div className={styles.card}>
          <Skeleton shape="text" lines={3} />
        </div>
        <div className={styles.card}>
          <Skeleton shape="text" lines={6} />
        </div>
      </section>
    );
  }

  if (!order) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="orders.detail.failed" />}
          description={<FormattedMessage id="orders.failedHint" />}
          action={
            <Button variant="secondary" onPress={() => void mutate()}>
              <FormattedMessage id="orders.retry" />
            </Button>
          }
        />
      </section>
    );
  }

  return <OrderDetails order={order} title={title} />;
}

function OrderDetails({ order, title }: { order: OrderDetail; title: ReactNode }) {
  const intl = useIntl();
  const priceCurrency = usePriceCurrency() ?? { currency: 'USD' as const };
  const { currency } = useCurrency();
  const { track, error: trackError } = useOrderTrack(order.orderNo);
  const { saveRemark, changeDelivery, confirmReceipt } = useOrderMutations(order.orderNo);
  const documents = useOrderDocuments(order.orderNo, currency);
  const status = order.status as OrderStatus;
  const events = timelineEventsOf(track);

  async function confirm() {
    const result = await confirmReceipt();
    // The client's toast says why; the dialog stays open for another try.
    if (!result.success) throw new Error(result.msg);
    notify(intl.formatMessage({ id: 'orders.receipt.done' }), 'success');
  }

  const documentButton = (document: OrderDocument) => (
    <Button
      variant="secondary"
      size="sm"
      isLoading={documents.pending === document}
      isDisabled={documents.pending !== null && documents.pending !== document}
      onPress={() => void documents.open(document)}
    >
      <FormattedMessage {...documentNames[document]} />
    </Button>
  );

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        {title}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.detail.orderNo" />
            </dt>
            <dd>
              <bdi dir="ltr" translate="no" className={styles.orderNo}>
                {order.orderNo}
              </bdi>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.detail.orderedAt" />
            </dt>
            <dd>
              <time dateTime={order.orderedAt}>
                <FormattedDate
                  value={order.orderedAt}
                  dateStyle="medium"
                  timeStyle="short"
                  timeZone={TIME_ZONE}
                />
              </time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.detail.status" />
            </dt>
            <dd>
              <OrderStatusBadge status={status} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.detail.purchaser" />
            </dt>
            <dd>{order.purchaser}</dd>
          </div>
        </dl>
        <div
          className={[styles.buttons, styles.screenOnly].join(' ')}
          role="group"
          aria-label={intl.formatMessage({ id: 'orders.documents' })}
        >
          <Button variant="secondary" size="sm" onPress={() => window.print()}>
            <FormattedMessage id="orders.documents.print" />
          </Button>
          {documentButton('print')}
          {documentButton('order')}
          {documentButton('fees')}
        </div>
      </header>

      <OrderPayment orderNo={order.orderNo} status={status} />

      {order.actions.confirmReceipt ? (
        <section className={[styles.card, styles.screenOnly].join(' ')} aria-labelledby="order-receipt">
          <h2 id="order-receipt" className={styles.heading}>
            <FormattedMessage id="orders.receipt.title" />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id="orders.receipt.hint" />
          </p>
          <DialogTrigger>
            <Button className={styles.start}>
              <FormattedMessage id="orders.receipt.confirm" />
            </Button>
            <ConfirmDialog
              title={intl.formatMessage({ id: 'orders.receipt.dialogTitle' })}
              message={intl.formatMessage({ id: 'orders.receipt.dialogMessage' }, { orderNo: order.orderNo })}
              confirmLabel={intl.formatMessage({ id: 'orders.receipt.confirm' })}
              onConfirm={confirm}
            />
          </DialogTrigger>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="order-progress">
        <h2 id="order-progress" className={styles.heading}>
          <FormattedMessage id="orders.progress.title" />
        </h2>
        <OrderTimeline
          status={status}
          receivingWay={order.receivingWay}
          {...timelineOfHistory(order.history)}
          events={events}
          timeZone={TIME_ZONE}
        />
        {order.trackingNo ? (
          <p className={styles.muted}>
            <FormattedMessage id="orders.progress.trackingNo" />{' '}
            <bdi dir="ltr" translate="no" className={styles.orderNo}>
              {order.trackingNo}
            </bdi>
          </p>
        ) : null}
        {trackError ? (
          <p className={styles.muted}>
            <FormattedMessage id="orders.progress.trackFailed" />
          </p>
        ) : track && track.events.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="orders.progress.noEvents" />
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.heading}>
          <FormattedMessage id="orders.lines.title" />
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              {line.imageUrl ? (
                <img
                  className={styles.picture}
                  src={line.imageUrl}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : (
                <span className={styles.picture} aria-hidden="true" />
              )}
              <div className={styles.lineText}>
                {line.platformType === null ? (
                  <span className={styles.lineName}>{line.name}</span>
                ) : (
                  <Link
                    href={productAddress({ productId: line.productId, platformType: line.platformType })}
                    className={styles.lineName}
                  >
                    {line.name}
                  </Link>
                )}
                {line.attributes.length > 0 ? (
                  <span className={styles.muted}>
                    {intl.formatList(
                      line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`),
                      { type: 'unit' },
                    )}
                  </span>
                ) : null}
                <dl className={styles.lineFigures}>
                  <div className={styles.fact}>
                    <dt>
                      <FormattedMessage id="orders.lines.unitPrice" />
                    </dt>
                    <dd>
                      <Price price={line.unitPrice} />
                    </dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>
                      <FormattedMessage id="orders.lines.quantity" />
                    </dt>
                    <dd>{intl.formatNumber(line.quantity)}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>
                      <FormattedMessage id="orders.lines.total" />
                    </dt>
                    <dd>
                      <Price price={line.lineTotal} />
                    </dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="order-costs">
        <h2 id="order-costs" className={styles.heading}>
          <FormattedMessage id="orders.costs.title" />
        </h2>
        <CostLines
          {...priceCurrency}
          caption={intl.formatMessage({ id: 'orders.costs.caption' })}
          lines={order.costs.map((cost) => ({
            kind: cost.line,
            amount: cost.amount,
            isEstimate: cost.estimated,
          }))}
          total={order.totals.order}
          freeStorageDays={order.freeStoragePeriodDays ?? undefined}
        />
      </section>

      <OrderNegotiatedPrice orderNo={order.orderNo} />

      <section className={styles.card} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.heading}>
          <FormattedMessage id="orders.delivery.title" />
        </h2>
        <OrderDelivery order={order} changeDelivery={changeDelivery} />
      </section>

      <section className={styles.card} aria-labelledby="order-remark">
        <h2 id="order-remark" className={styles.heading}>
          <FormattedMessage id="orders.remark.title" />
        </h2>
        <OrderRemark key={order.remark} remark={order.remark} saveRemark={saveRemark} />
      </section>

      {order.actions.cancel ? (
        <section className={[styles.card, styles.screenOnly].join(' ')} aria-labelledby="order-cancel">
          <h2 id="order-cancel" className={styles.heading}>
            <FormattedMessage id="orders.cancel.title" />
          </h2>
          <p className={styles.paragraph}>{formatDomainKey(intl, ORDER_ERROR.cancelThroughStaff)}</p>
          <Link href={helpCenterAddress(HELP_PAGE)} variant="standalone" className={styles.start}>
            <FormattedMessage id="orders.cancel.help" />
          </Link>
        </section>
      ) : null}

      <Link
        href={individualCenterAddress('buyer_order_list')}
        variant="standalone"
        className={[styles.start, styles.screenOnly].join(' ')}
      >
        <FormattedMessage id="orders.detail.toList" />
      </Link>
    </article>
  );
}
