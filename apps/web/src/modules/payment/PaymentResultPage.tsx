import { usePaymentResult, type StagePayment } from '@tijara/api';
import { EmptyState, Link, PaymentResult } from '@tijara/ui';
import { FormattedMessage, defineMessage, defineMessages } from 'react-intl';
import { useNavigate } from 'react-router';
import { orderDetailsAddress, switchPayAddress, tradeFlowAddress } from '../../app/routeTable';
import * as styles from './payment.css';
import { StagePageStates, useStagePage } from './StagePageStates';

const providerNames = defineMessages({
  zaincash: { id: 'payment.method.zaincash' },
  fib: { id: 'payment.method.fib' },
});

/** The newest attempt at paying the stage: the one its state is about. */
export function newestAttempt(stagePayment: StagePayment) {
  return stagePayment.attempts.at(-1);
}

/**
 * Spec section 2, `/payment-result?orderNo=&stage=` (spec section 4's payment states): the stage's
 * payment processing (under review; finance answers in about 15 minutes, by the time shown; the
 * page asks again meanwhile), failed (the reason finance gave, and repay), or successful; a stage
 * with no payment yet offers to pay it. A payment waiting at ZainCash or FIB waits for the
 * provider's answer (asked every few seconds), with the way back to paying there; a card charge
 * whose answer is late waits for the card gateway's.
 */
export function PaymentResultPage() {
  const {
    intl,
    target,
    orderNo: addressOrderNo,
    title,
  } = useStagePage(defineMessage({ id: 'payment.result.title' }));
  const navigate = useNavigate();
  const read = usePaymentResult(addressOrderNo, target?.stage);
  const { stagePayment } = read;

  if (!stagePayment) {
    return <StagePageStates title={title} orderNo={addressOrderNo} read={read} />;
  }

  const { orderNo, stage } = stagePayment;
  const orderLink = (
    <Link href={orderDetailsAddress({ orderNo })} variant="standalone">
      <FormattedMessage id="payment.toOrder" />
    </Link>
  );

  if (stagePayment.state === 'unpaid') {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="payment.result.unpaid" />}
          description={<FormattedMessage id="payment.result.unpaidHint" />}
          action={
            <Link href={tradeFlowAddress({ orderNo, stage })} variant="standalone">
              <FormattedMessage id="payment.pay" />
            </Link>
          }
        />
      </section>
    );
  }

  const attempt = newestAttempt(stagePayment);
  const provider = stagePayment.state === 'processing' ? attempt?.provider : null;
  if (provider) {
    // Paid at ZainCash or FIB, not reviewed by finance: the page waits for the provider's answer
    // (asked every few seconds) and leads back to paying there.
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={
            <FormattedMessage
              id="payment.result.providerTitle"
              values={{ method: intl.formatMessage(providerNames[provider.method]) }}
            />
          }
          description={<FormattedMessage id="payment.result.providerHint" />}
          action={
            <div className={styles.actions}>
              <Link href={tradeFlowAddress({ orderNo, stage })} variant="standalone">
                <FormattedMessage id="payment.result.providerContinue" />
              </Link>
              {orderLink}
            </div>
          }
        />
      </section>
    );
  }
  if (stagePayment.state === 'processing' && attempt?.method === 'card') {
    // A card charge whose answer is late: the gateway's, not finance's review; the server asks the
    // gateway each time this page asks it again.
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="payment.card.processingTitle" />}
          description={<FormattedMessage id="payment.result.cardHint" />}
          action={orderLink}
        />
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <PaymentResult
        className={styles.card}
        state={stagePayment.state}
        submittedAt={attempt ? new Date(attempt.submittedAt) : undefined}
        rejectReason={attempt?.rejectReason ?? undefined}
        onRepay={
          stagePayment.state === 'failed' && stagePayment.canRepay
            ? () => void navigate(tradeFlowAddress({ orderNo, stage }))
            : undefined
        }
        orderLink={orderLink}
      />
      {stagePayment.state === 'processing' && attempt?.method === 'cash' ? (
        <p className={styles.muted}>
          <FormattedMessage id="payment.result.cashHint" />{' '}
          {/* Cash not brought yet can still be given up for another method. */}
          <Link href={switchPayAddress({ orderNo, stage })}>
            <FormattedMessage id="payment.switch.link" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
