import type { PdpdError, PdpdFailure, StagePayment } from '@tijara/api';
import { ORDER_ERROR } from '@tijara/domain';
import { Button, EmptyState, Link, Skeleton } from '@tijara/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { individualCenterAddress, orderDetailsAddress, paymentResultAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';
import * as styles from './payment.css';
import { stageTargetOf } from './paymentQuery';

/**
 * What a refused payment call says: the server's own words when it gave them (they name the
 * stage's problem, "already paid", "under way", in the buyer's language), else the message mapped
 * from the code, as the toast would.
 */
export function refusalText(intl: IntlShape, failure: PdpdFailure): string {
  return failure.kind === 'rejected' && failure.msg.trim() !== ''
    ? failure.msg
    : formatFailureMessage(intl, failure.message);
}

/**
 * What every stage page starts with: its document title and heading (its `h1`, from the same
 * message, declared by the page with `defineMessage` so the catalogue check finds its id), the
 * address's query and the stage it names (null without an order number).
 */
export function useStagePage(titleMessage: MessageDescriptor) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(titleMessage));
  const [search] = useSearchParams();
  const target = stageTargetOf(search);
  const title = <h1 className={styles.title}>{intl.formatMessage(titleMessage)}</h1>;
  return { intl, search, target, orderNo: target?.orderNo ?? null, title };
}

export interface StagePageStatesProps {
  /** The page's heading (its `h1`). */
  title: ReactNode;
  /** The order number of the address; null without one. */
  orderNo: string | null;
  /** The stage's read, not answered yet: its failure if it failed, and a way to read it again. */
  read: { error: PdpdError | undefined; mutate: () => unknown };
}

/**
 * What a payment page shows before it has the stage: no order or another buyer's (404, one
 * not-found state for both), a stage that cannot be paid now (422, the server's reason, with the
 * way to the order), a failed read (try again), or else the read on its way (placeholders).
 */
export function StagePageStates({ title, orderNo, read }: StagePageStatesProps) {
  const intl = useIntl();
  const { error } = read;
  const toOrders = (
    <Link href={individualCenterAddress('buyer_order_list')} variant="standalone">
      <FormattedMessage id="orders.detail.toList" />
    </Link>
  );
  if (orderNo === null || error?.failure.code === 404) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={formatDomainKey(intl, ORDER_ERROR.notFound)}
          description={<FormattedMessage id="orders.detail.notFoundHint" />}
          action={toOrders}
        />
      </section>
    );
  }
  if (error?.failure.code === 422) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="payment.notPayable" />}
          description={refusalText(intl, error.failure)}
          action={
            <Link href={orderDetailsAddress({ orderNo })} variant="standalone">
              <FormattedMessage id="payment.toOrder" />
            </Link>
          }
        />
      </section>
    );
  }
  if (error) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="payment.failed" />}
          description={<FormattedMessage id="orders.failedHint" />}
          action={
            <Button variant="secondary" onPress={() => void read.mutate()}>
              <FormattedMessage id="orders.retry" />
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section className={styles.page} aria-busy="true">
      {title}
      <div className={styles.card}>
        <Skeleton shape="text" lines={3} />
      </div>
      <div className={styles.card}>
        <Skeleton shape="text" lines={5} />
      </div>
    </section>
  );
}

export interface StageTakenStateProps {
  /** The page's heading (its `h1`). */
  title: ReactNode;
  stagePayment: StagePayment;
  /** What the page says of an attempt still open (under review, cash awaited). */
  processingTitle: ReactNode;
  /** More on the open attempt, if the page has more to say. */
  processingHint?: ReactNode;
  /** What the page says above the state (a refused change of method), if anything. */
  notice?: ReactNode;
}

/**
 * A stage that takes no new payment (state `success` or `processing`): paid already, or with an
 * attempt still open. Either way the page leads to the stage's result.
 */
export function StageTakenState({
  title,
  stagePayment,
  processingTitle,
  processingHint,
  notice,
}: StageTakenStateProps) {
  const { orderNo, stage, state } = stagePayment;
  return (
    <section className={styles.page}>
      {title}
      {notice}
      <EmptyState
        headingLevel={2}
        title={
          state === 'success' ? <FormattedMessage id="payment.tradeFlow.alreadyPaid" /> : processingTitle
        }
        description={state === 'processing' ? processingHint : undefined}
        action={
          <Link href={paymentResultAddress({ orderNo, stage })} variant="standalone">
            <FormattedMessage id="payment.tradeFlow.toResult" />
          </Link>
        }
      />
    </section>
  );
}

/** The server offers none of the methods these screens pay with: the way back to the order. */
export function NoMethodsState({ orderNo }: { orderNo: string }) {
  return (
    <EmptyState
      headingLevel={2}
      title={<FormattedMessage id="payment.method.noneTitle" />}
      description={<FormattedMessage id="payment.method.noneHint" />}
      action={
        <Link href={orderDetailsAddress({ orderNo })} variant="standalone">
          <FormattedMessage id="payment.toOrder" />
        </Link>
      }
    />
  );
}
