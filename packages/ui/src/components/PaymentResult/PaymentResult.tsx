import {
  expectedReviewAnswerAt,
  intlLocaleOf,
  PAYMENT_REJECT_REASON_KEY,
  PAYMENT_REVIEW_MINUTES,
  type PaymentRejectReason,
  type PaymentState,
} from '@tijara/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../../icons';
import { useDomainMessages, useMessages, useUI } from '../../provider';
import { Button } from '../Button';
import * as styles from './PaymentResult.css';
import { paymentResultMessages } from './PaymentResult.messages';

export interface PaymentResultProps {
  /** Where the payment stands (spec section 4): processing (under review), failed, or success. */
  state: PaymentState;
  /** When the payment was sent: the processing state says by when to expect the review's answer. */
  submittedAt?: Date | undefined;
  /** The time zone times are shown in. @default 'Asia/Baghdad' */
  timeZone?: string | undefined;
  /** Why finance rejected the payment (code 11), said in the domain's words. */
  rejectReason?: PaymentRejectReason | undefined;
  /** Another reason for a failure (a provider's refusal), in the buyer's language; wins over `rejectReason`. */
  reason?: ReactNode;
  /** The repay action of a failed payment (spec sections 4 and 8); no button without it. */
  onRepay?: () => void;
  /** The repay call is on its way. @default false */
  isRepayPending?: boolean;
  /** A link to the order (the caller's route), shown under the message, mostly on success. */
  orderLink?: ReactNode;
  /** The level of the title's heading, to fit the page's outline. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Layout only (margin, grid placement). */
  className?: string;
}

const ICONS: Record<PaymentState, ReactNode> = {
  processing: <InfoIcon />,
  failed: <AlertIcon />,
  success: <CheckIcon />,
};

/**
 * The payment result screen's content (`/payment-result`, spec sections 4 and 8): processing
 * (finance reviews within 15 minutes, with the time to expect an answer), failed (the reason and
 * "Pay again"), or success (with the caller's link to the order). The title and message are a
 * live region, so a state that changes while the page is open (a poll, a push) is announced.
 */
export function PaymentResult({
  state,
  submittedAt,
  timeZone = 'Asia/Baghdad',
  rejectReason,
  reason,
  onRepay,
  isRepayPending = false,
  orderLink,
  headingLevel = 1,
  className,
}: PaymentResultProps) {
  const t = useMessages(paymentResultMessages);
  const domainText = useDomainMessages();
  const { locale } = useUI();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const expected = useMemo(() => {
    if (!submittedAt) return null;
    const at = expectedReviewAnswerAt(submittedAt);
    const text = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeStyle: 'short', timeZone }).format(at);
    return { at, text };
  }, [submittedAt, locale, timeZone]);
  const reasonText = reason ?? (rejectReason ? domainText(PAYMENT_REJECT_REASON_KEY[rejectReason]) : null);

  return (
    <section
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <span className={styles.mark({ state })} aria-hidden="true">
        {ICONS[state]}
      </span>
      <div role="status" className={styles.message}>
        <Heading id={titleId} className={styles.title}>
          {t(`${state}Title`)}
        </Heading>
        {state === 'processing' ? (
          <>
            <p className={styles.body}>{t('processingBody', { minutes: PAYMENT_REVIEW_MINUTES })}</p>
            {expected ? (
              <p className={styles.body} data-expected-at={expected.at.toISOString()}>
                {t('expectedBy', { time: `\u2068${expected.text}\u2069` })}
              </p>
            ) : null}
          </>
        ) : null}
        {state === 'failed' ? (
          <>
            {reasonText ? (
              <p className={styles.reason} data-reason="">
                {typeof reasonText === 'string' ? t('reason', { reason: reasonText }) : reasonText}
              </p>
            ) : null}
            <p className={styles.body}>{t('failedBody')}</p>
          </>
        ) : null}
        {state === 'success' ? <p className={styles.body}>{t('successBody')}</p> : null}
      </div>
      {(state === 'failed' && onRepay) || orderLink ? (
        <div className={styles.actions}>
          {state === 'failed' && onRepay ? (
            <Button onPress={onRepay} isLoading={isRepayPending}>
              {t('repay')}
            </Button>
          ) : null}
          {orderLink}
        </div>
      ) : null}
    </section>
  );
}
