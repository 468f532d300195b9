import { usePaymentResult, useSwitchPayMethod, type PdpdFailure, type StagePayment } from '@tijara/api';
import { PAYMENT_STAGE_ERROR } from '@tijara/domain';
import { Button, Link, PaymentMethodPicker } from '@tijara/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import { orderDetailsAddress, tradeFlowAddress } from '../../app/routeTable';
import { formatDomainKey } from '../../i18n/domainMessages';
import { methodOptionsOf } from './methodOptions';
import * as styles from './payment.css';
import { isScreenMethod, screenMethodsOf, type ScreenMethod } from './paymentQuery';
import { newestAttempt } from './PaymentResultPage';
import {
  NoMethodsState,
  refusalText,
  StagePageStates,
  StageTakenState,
  useStagePage,
} from './StagePageStates';

const methodNames = defineMessages({
  bank_transfer: { id: 'payment.method.bank_transfer' },
  cash: { id: 'payment.method.cash' },
  wallet: { id: 'payment.method.wallet' },
  zaincash: { id: 'payment.method.zaincash' },
  fib: { id: 'payment.method.fib' },
  card: { id: 'payment.method.card' },
}) satisfies Record<ScreenMethod, unknown>;

/** A refused switch, said above whatever the stage now shows. */
interface SwitchRefusal {
  title: ReactNode;
  /** The server's reason, in the buyer's language. */
  text: string;
}

/**
 * Why the server refused to give up the stage's attempt: the stage is paid (409
 * `paymentStage.stage.alreadyPaid`, told by its text from the shared catalogue), a transfer is
 * under review (the other 409, `payment.switch.underReview`: its money may be on its way), or the
 * call failed otherwise.
 */
function switchRefusalOf(intl: IntlShape, failure: PdpdFailure): SwitchRefusal {
  const text = refusalText(intl, failure);
  if (failure.kind === 'rejected' && failure.code === 409) {
    const paid = failure.msg === formatDomainKey(intl, PAYMENT_STAGE_ERROR.alreadyPaid);
    return {
      title: paid ? (
        <FormattedMessage id="payment.switch.refusedPaid" />
      ) : (
        <FormattedMessage id="payment.switch.refusedReview" />
      ),
      text,
    };
  }
  return { title: <FormattedMessage id="payment.switch.failed" />, text };
}

function RefusalNotice({ refusal }: { refusal: SwitchRefusal | null }) {
  if (!refusal) return null;
  return (
    <div role="alert" className={[styles.card, styles.alert].join(' ')}>
      <p className={styles.paragraph}>
        <strong>{refusal.title}</strong>
      </p>
      <p className={styles.formError}>{refusal.text}</p>
    </div>
  );
}

/**
 * Spec section 2, `/switch-pay?orderNo=&stage=`: another method for a stage not paid yet. The
 * method is chosen with each attempt, so an unpaid stage (or one whose payment failed) changes
 * method by paying with the new one: this page picks it and goes on to `/trade_flow` with it.
 * Cash not brought to the store yet is given up first (`/hello/pay/switchPay`: no money has moved),
 * then the buyer picks another method. A transfer under review cannot be given up (its money may
 * be on its way), nor can a paid stage: the page says so, before asking when it knows, and when the
 * server refuses (the stage changed since the page read it).
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
  const { switchMethod, isSwitching } = useSwitchPayMethod();
  const [method, setMethod] = useState<ScreenMethod | null>(null);
  const [methodError, setMethodError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<SwitchRefusal | null>(null);
  const [gaveUpCash, setGaveUpCash] = useState(false);

  if (!stagePayment) {
    return <StagePageStates title={title} orderNo={addressOrderNo} read={read} />;
  }

  const { orderNo, stage } = stagePayment;
  const attempt = newestAttempt(stagePayment);
  const current = attempt && isScreenMethod(attempt.method) ? attempt.method : null;
  const notice = <RefusalNotice refusal={refusal} />;

  async function giveUp(stageNow: StagePayment) {
    setRefusal(null);
    const result = await switchMethod({ orderNo: stageNow.orderNo, stage: stageNow.stage });
    if (result.success) {
      setGaveUpCash(true);
      await read.mutate(result.data, { revalidate: false });
      return;
    }
    setRefusal(switchRefusalOf(intl, result));
    // The stage changed since the page read it (paid, or a transfer sent from another tab).
    void read.mutate();
  }

  if (stagePayment.state === 'processing' && current === 'cash') {
    return (
      <section className={styles.page}>
        {title}
        {notice}
        <div className={styles.card} aria-busy={isSwitching}>
          <h2 className={styles.heading}>
            <FormattedMessage id="payment.switch.cashTitle" />
          </h2>
          <p className={styles.paragraph}>
            <FormattedMessage id="payment.switch.cashHint" />
          </p>
          <div className={styles.actions}>
            <Button isLoading={isSwitching} onPress={() => void giveUp(stagePayment)}>
              <FormattedMessage id="payment.switch.giveUpCash" />
            </Button>
            <Link href={orderDetailsAddress({ orderNo })} variant="standalone">
              <FormattedMessage id="payment.toOrder" />
            </Link>
          </div>
        </div>
      </section>
    );
  }

  if (stagePayment.state === 'processing' && attempt?.provider) {
    // A payment started at ZainCash or FIB: its money may be on its way; the provider answers.
    const method = intl.formatMessage(methodNames[attempt.provider.method]);
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        notice={notice}
        processingTitle={<FormattedMessage id="payment.result.providerTitle" values={{ method }} />}
        processingHint={<FormattedMessage id="payment.switch.providerHint" values={{ method }} />}
      />
    );
  }

  if (stagePayment.state === 'processing' && current === 'card') {
    // A saved card was charged and its bank has not answered yet: not a review, and not changeable.
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        notice={notice}
        processingTitle={<FormattedMessage id="payment.switch.cardTitle" />}
        processingHint={<FormattedMessage id="payment.switch.cardHint" />}
      />
    );
  }

  if (stagePayment.state === 'processing' || stagePayment.state === 'success') {
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        notice={notice}
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

  const options = methodOptionsOf(stagePayment, screenMethodsOf(stagePayment.methods));
  if (options.length === 0) {
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
      {notice}
      {gaveUpCash ? (
        <p role="status" className={[styles.card, styles.paragraph].join(' ')}>
          <FormattedMessage id="payment.switch.cashGivenUp" />
        </p>
      ) : null}
      <form noValidate className={styles.card} onSubmit={submit}>
        {current && !gaveUpCash ? (
          <p className={styles.paragraph}>
            <FormattedMessage
              id="payment.switch.current"
              values={{ method: intl.formatMessage(methodNames[current]) }}
            />
          </p>
        ) : null}
        <PaymentMethodPicker
          methods={options}
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
