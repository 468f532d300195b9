import {
  ORDER_STATUS,
  RECEIVING_WAY,
  intlLocaleOf,
  type OrderStatus,
  type ReceivingWay,
} from '@tijara/domain';
import { useMemo, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { CheckIcon, CloseIcon } from '../../icons';
import { useMessages, useUI } from '../../provider';
import * as styles from './OrderTimeline.css';
import { orderTimelineMessages } from './OrderTimeline.messages';
import { ORDER_TIMELINE_STEPS, isOrderEnding, orderTimelineStepOf, type OrderTimelineStep } from './steps';

/** One logistics event under a step: a carrier scan, a departure, an arrival. */
export interface OrderTimelineEvent {
  /** The step it belongs to. */
  step: OrderTimelineStep;
  at: Date;
  /** What happened, in the buyer's language (the caller's text). */
  description: ReactNode;
  /** The carrier's tracking number, shown in Latin script, left to right. */
  trackingNo?: string;
}

export interface OrderTimelineProps {
  /** The order's status; it sets the current step. */
  status: OrderStatus;
  /** How the goods leave the Baghdad warehouse; names the hand-over step. */
  receivingWay?: ReceivingWay;
  /** When each step was reached. */
  dates?: Partial<Record<OrderTimelineStep, Date>>;
  /** Logistics events, shown under their step in the given order. */
  events?: readonly OrderTimelineEvent[];
  /** For a cancelled or terminated order: the last step it had reached, if any. */
  endedAfter?: OrderTimelineStep;
  /** For a cancelled or terminated order: when it ended. */
  endedAt?: Date;
  /** The time zone dates are shown in. @default 'Asia/Baghdad' */
  timeZone?: string;
  /** Layout only (margin, grid placement). */
  className?: string;
}

type ItemState = 'done' | 'current' | 'upcoming' | 'ended';

/**
 * The steps of an order from payment to completion (spec section 4), as an ordered list with the
 * current step marked `aria-current="step"`. The line runs along the inline start, so it sits on
 * the right in Arabic. Cancelled and terminated orders end the list after the last step reached.
 * Printable: markers keep a border and a tick, not only a colour, and no step is hidden.
 */
export function OrderTimeline({
  status,
  receivingWay,
  dates = {},
  events = [],
  endedAfter,
  endedAt,
  timeZone = 'Asia/Baghdad',
  className,
}: OrderTimelineProps) {
  const t = useMessages(orderTimelineMessages);
  const { locale } = useUI();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [locale, timeZone],
  );
  const time = (date: Date) => (
    <time dateTime={date.toISOString()} className={styles.time}>
      {format.format(date)}
    </time>
  );

  const ending = isOrderEnding(status);
  const current = orderTimelineStepOf(status);
  const currentIndex = ending
    ? endedAfter === undefined
      ? -1
      : ORDER_TIMELINE_STEPS.indexOf(endedAfter)
    : ORDER_TIMELINE_STEPS.indexOf(current as OrderTimelineStep);
  const steps = ending ? ORDER_TIMELINE_STEPS.slice(0, currentIndex + 1) : ORDER_TIMELINE_STEPS;

  const stateOf = (index: number): ItemState => {
    if (ending) return 'done';
    if (index < currentIndex) return 'done';
    if (index === currentIndex) return status === ORDER_STATUS.SUCCESS ? 'done' : 'current';
    return 'upcoming';
  };

  const labelOf = (step: OrderTimelineStep) => {
    if (step !== 'handOver' || receivingWay === undefined) return t(step);
    return t(receivingWay === RECEIVING_WAY.selfPickup ? 'handOverPickup' : 'handOverDelivery');
  };

  const item = (key: string, state: ItemState, isCurrent: boolean, label: string, content: ReactNode) => (
    <li key={key} className={styles.item({ state })} aria-current={isCurrent ? 'step' : undefined}>
      <span className={styles.marker({ state })} aria-hidden="true">
        {state === 'done' ? <CheckIcon className={styles.markerIcon} /> : null}
        {state === 'ended' ? <CloseIcon className={styles.markerIcon} /> : null}
      </span>
      <span className={styles.label({ state })}>
        {label}
        {state === 'done' || state === 'upcoming' ? (
          <VisuallyHidden>{` (${t(state)})`}</VisuallyHidden>
        ) : null}
      </span>
      {content}
    </li>
  );

  return (
    <ol aria-label={t('label')} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((step, index) => {
        const state = stateOf(index);
        const date = dates[step];
        const stepEvents = events.filter((event) => event.step === step);
        const isCurrent = !ending && index === currentIndex;
        return item(
          step,
          state,
          isCurrent,
          labelOf(step),
          <>
            {date ? time(date) : null}
            {stepEvents.length > 0 ? (
              <ul className={styles.events}>
                {stepEvents.map((event, eventIndex) => (
                  <li key={eventIndex} className={styles.event}>
                    {time(event.at)}
                    <span>{event.description}</span>
                    {event.trackingNo ? (
                      <span className={styles.tracking}>
                        {t('trackingNo')}{' '}
                        <bdi dir="ltr" translate="no" className={styles.trackingNo}>
                          {event.trackingNo}
                        </bdi>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </>,
        );
      })}
      {ending
        ? item(
            'ending',
            'ended',
            true,
            t(status === ORDER_STATUS.CANCEL ? 'cancelled' : 'terminated'),
            endedAt ? time(endedAt) : null,
          )
        : null}
    </ol>
  );
}
