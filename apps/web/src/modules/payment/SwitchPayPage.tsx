import { usePaymentResult, type ReviewedPaymentMethod } from '@tijara/api';
import { Button, Link, PaymentMethodPicker } from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { orderDetailsAddress, tradeFlowAddress } from '../../app/routeTable';
import * as styles from './payment.css';
import { isScreenMethod, screenMethodsOf } from './paymentQuery';
import { newestAttempt } from './PaymentResultPage';
import { NoMethodsState, StagePageStates, StageTakenState, useStagePage } from './StagePageStates';

const methodNames = defineMessages({
  bank_transfer: { id: 'payment.method.bank_transfer' },
  cash: { id: 'payment.method.cash' },
}) satisfies Record<ReviewedPaymentMethod, unknown>;

/**
 * Spec section 2, `/switch-pay?orderNo=&stage=`: another method for a stage not paid yet. The
 * method is chosen with each attempt, so an unpaid stage (or one whose payment failed) changes
 * method by paying with the new one: this page picks it and goes on to `/trade_flow` with it.
 * While an attempt is open (a transfer under review, cash awaited) the server keeps it, and has no
 * call to withdraw it: the page says so and leads to the result.
 */
export function SwitchPayPage() {
  const {
    intl,
    target,
    orderNo: addressOrderNo,
    title,
  } = useStagePage(defineMessage({ id: 'payment.switch.title' }));
  const navigate = useNavigate();
  const read = usePaymentResult(addressOrderNo, target?.stage);
  const { stagePayment } = read;
  const [method, setMethod] = useState<ReviewedPaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | undefined>();

  if (!stagePayment) {
    return <StagePageStates title={title} orderNo={addressOrderNo} read={read} />;
  }

  const { orderNo, stage } = stagePayment;
  const attempt = newestAttempt(stagePayment);
  const current = attempt && isScreenMethod(attempt.method) ? attempt.method : null;

  if (stagePayment.state === 'processing' || stagePayment.state === 'success') {
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        processingTitle={<FormattedMessage id="payment.switch.openTitle" />}
        processingHint={
          current ? (
            <FormattedMessage
              id="payment.switch.openHint"
              values={{ method: intl.formatMessage(methodNames[current]) }}
            />
          ) : undefined
        }
      />
    );
  }

  const methods = screenMethodsOf(stagePayment.methods);
  if (methods.length === 0) {
    return (
      <section className={styles.page}>
        {title}
        <NoMethodsState orderNo={orderNo} />
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (method === null) {
      setMethodError(intl.formatMessage({ id: 'payment.method.required' }));
      return;
    }
    void navigate(tradeFlowAddress({ orderNo, stage, method }));
  }

  return (
    <section className={styles.page}>
      {title}
      <form noValidate className={styles.card} onSubmit={submit}>
        {current ? (
          <p className={styles.paragraph}>
            <FormattedMessage
              id="payment.switch.current"
              values={{ method: intl.formatMessage(methodNames[current]) }}
            />
          </p>
        ) : null}
        <PaymentMethodPicker
          methods={methods.map((offered) => ({ method: offered }))}
          value={method}
          onChange={(chosen) => {
            if (isScreenMethod(chosen)) setMethod(chosen);
            setMethodError(undefined);
          }}
          isRequired
          isInvalid={methodError !== undefined}
          errorMessage={methodError}
        />
        <div className={styles.actions}>
          <Button type="submit">
            <FormattedMessage id="payment.switch.submit" />
          </Button>
          <Link href={orderDetailsAddress({ orderNo })} variant="standalone">
            <FormattedMessage id="payment.toOrder" />
          </Link>
        </div>
      </form>
    </section>
  );
}
