import { usePaymentResult } from '@tijara/api';
import {
  PAYMENT_REJECT_REASON_KEY,
  PAYMENT_REVIEW_MINUTES,
  STAGE_PAYABLE_STATUS,
  type OrderStatus,
  type PaymentStage,
} from '@tijara/domain';
import { Button, Link, Skeleton } from '@tijara/ui';
import { defineMessages, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { paymentResultAddress, switchPayAddress, tradeFlowAddress } from '../../app/routeTable';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './payment.css';
import { newestAttempt } from './PaymentResultPage';

const providerNames = defineMessages({
  zaincash: { id: 'payment.method.zaincash' },
  fib: { id: 'payment.method.fib' },
});

/** The stage an order in `status` waits to be paid, or null when it waits for no payment. */
export function payableStageOf(status: OrderStatus): PaymentStage | null {
  if (status === STAGE_PAYABLE_STATUS[1]) return 1;
  if (status === STAGE_PAYABLE_STATUS[2]) return 2;
  return null;
}

/**
 * The order page's payment section, while the order waits for a payment (awaiting payment, or the
 * second-stage fee): pay, or the payment's review ("pending review", answered in about 15
 * minutes), or finance's rejection with its reason and repay. Nothing for other orders.
 */
export function OrderPayment({ orderNo, status }: { orderNo: string; status: OrderStatus }) {
  const stage = payableStageOf(status);
  if (stage === null) return null;
  return <StagePaymentSection orderNo={orderNo} stage={stage} />;
}

function StagePaymentSection({ orderNo, stage }: { orderNo: string; stage: PaymentStage }) {
  const intl = useIntl();
  const { stagePayment, error, isLoading, mutate } = usePaymentResult(orderNo, stage);
  // A stage the server does not know for this order: the order's own page says the rest.
  if (error?.failure.code === 404) return null;
  const attempt = stagePayment ? newestAttempt(stagePayment) : undefined;
  // Finance's reason in the buyer's language: the server's words, else the domain's for the code.
  const reason =
    attempt?.rejectMessage ??
    (attempt?.rejectReason ? formatDomainKey(intl, PAYMENT_REJECT_REASON_KEY[attempt.rejectReason]) : null);
  const pay = (repay: boolean) => (
    <div className={styles.actions}>
      <Link href={tradeFlowAddress({ orderNo, stage })} variant="standalone">
        {repay ? <FormattedMessage id="payment.repay" /> : <FormattedMessage id="payment.pay" />}
      </Link>
      <Link href={switchPayAddress({ orderNo, stage })} variant="standalone">
        <FormattedMessage id="payment.switch.link" />
      </Link>
    </div>
  );

  let body;
  if (stagePayment) {
    switch (stagePayment.state) {
      case 'unpaid':
        body = (
          <>
            <p className={styles.paragraph}>
              {stage === 1 ? (
                <FormattedMessage id="payment.order.awaiting1" />
              ) : (
                <FormattedMessage id="payment.order.awaiting2" />
              )}
            </p>
            {pay(false)}
          </>
        );
        break;
      case 'processing':
        body = attempt?.provider ? (
          // Paid at ZainCash or FIB: the provider answers, not finance.
          <>
            <p className={styles.paragraph}>
              <strong>
                <FormattedMessage
                  id="payment.result.providerTitle"
                  values={{ method: intl.formatMessage(providerNames[attempt.provider.method]) }}
                />
              </strong>
            </p>
            <Link href={tradeFlowAddress({ orderNo, stage })} variant="standalone" className={styles.start}>
              <FormattedMessage id="payment.result.providerContinue" />
            </Link>
          </>
        ) : (
          <>
            <p className={styles.paragraph}>
              <strong>
                <FormattedMessage id="payment.order.pendingReview" />
              </strong>
            </p>
            <p className={styles.muted}>
              {attempt?.expectedAnswerAt ? (
                <FormattedMessage
                  id="payment.order.expectedBy"
                  values={{
                    minutes: PAYMENT_REVIEW_MINUTES,
                    time: (
                      <FormattedTime
                        value={attempt.expectedAnswerAt}
                        timeStyle="short"
                        timeZone="Asia/Baghdad"
                      />
                    ),
                  }}
                />
              ) : (
                <FormattedMessage
                  id="payment.order.reviewMinutes"
                  values={{ minutes: PAYMENT_REVIEW_MINUTES }}
                />
              )}
            </p>
            <Link
              href={paymentResultAddress({ orderNo, stage })}
              variant="standalone"
              className={styles.start}
            >
              <FormattedMessage id="payment.tradeFlow.toResult" />
            </Link>
          </>
        );
        break;
      case 'failed':
        body = (
          <>
            <p className={styles.paragraph} role="status">
              <strong>
                <FormattedMessage id="payment.order.rejected" />
              </strong>
            </p>
            {reason ? (
              <p className={styles.paragraph}>
                <FormattedMessage id="payment.order.reason" values={{ reason }} />
              </p>
            ) : null}
            {stagePayment.canRepay ? pay(true) : null}
          </>
        );
        break;
      case 'success':
        body = (
          <p className={styles.paragraph}>
            <FormattedMessage id="payment.order.approved" />
          </p>
        );
        break;
    }
  } else if (error) {
    body = (
      <div className={styles.actions}>
        <p className={styles.muted}>
          <FormattedMessage id="payment.failed" />
        </p>
        <Button variant="secondary" size="sm" onPress={() => void mutate()}>
          <FormattedMessage id="orders.retry" />
        </Button>
      </div>
    );
  } else {
    body = isLoading ? <Skeleton shape="text" lines={2} /> : null;
  }

  return (
    <section className={[styles.card, styles.screenOnly].join(' ')} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.heading}>
        <FormattedMessage id="payment.order.title" />
      </h2>
      {body}
    </section>
  );
}
