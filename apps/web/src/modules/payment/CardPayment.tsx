import { usePdpdMutation, type PdpdResult } from '@tijara/api';
import {
  createPayOrder,
  goPay,
  payOrderResult,
  queryOrderDetail,
  type RequestOf,
  type ResponseOf,
} from '@tijara/api/contract';
import { Button, Link, SavedCardPicker, Skeleton } from '@tijara/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { individualCenterAddress } from '../../app/routeTable';
import { useSavedCards } from '../cards/useCards';
import * as styles from './payment.css';

export type CardCharge = ResponseOf<typeof goPay>;
type CardPayment = Omit<RequestOf<typeof goPay>, 'idempotencyKey'>;

/** What paying by card makes stale: the stage, its result and the order. */
const CARD_PAYMENT_READS = [createPayOrder, payOrderResult, queryOrderDetail];

/**
 * Paying a stage with a saved card (`/hello/pay/goPay`) under one idempotency key for the page's
 * visit: a double click answers the call under way, and a retry or a corrected password is the same
 * payment, never a second charge.
 */
export function useCardPay(): {
  payByCard: (payment: CardPayment) => Promise<PdpdResult<CardCharge>>;
  isPayingByCard: boolean;
} {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { trigger } = usePdpdMutation(goPay, CARD_PAYMENT_READS);
  const underWay = useRef<Promise<PdpdResult<CardCharge>> | null>(null);
  const [isPayingByCard, setPaying] = useState(false);
  const payByCard = useCallback(
    (payment: CardPayment) => {
      if (underWay.current) return underWay.current;
      const running = trigger({ ...payment, idempotencyKey }, { silent: true }).finally(() => {
        underWay.current = null;
        setPaying(false);
      });
      underWay.current = running;
      setPaying(true);
      return running;
    },
    [idempotencyKey, trigger],
  );
  return { payByCard, isPayingByCard };
}

interface SavedCardChoiceProps {
  /** The card chosen (its id), or null. */
  value: string | null;
  onChange: (cardId: string) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** Told whether the buyer has a card that can pay (the page offers its button only then). */
  onUsable: (usable: boolean) => void;
  /** The payment password field, shown once the buyer has a card to pay with. */
  children: ReactNode;
}

/**
 * The card method's steps on `/trade_flow` (spec sections 1, 3): the buyer's saved cards (brand,
 * last four digits, valid-thru; an expired one shown but not choosable) to choose one of, then the
 * payment password; with none saved, the way to add one on the cards page. Loading and a failed
 * read (with a retry) have their own states.
 */
export function SavedCardChoice({
  value,
  onChange,
  errorMessage,
  isDisabled,
  onUsable,
  children,
}: SavedCardChoiceProps) {
  const { cards, error, isLoading, mutate } = useSavedCards();
  const usable = cards?.some((card) => !card.expired) ?? false;
  useEffect(() => onUsable(usable), [onUsable, usable]);
  const addLink = (
    <Link href={individualCenterAddress('cards')}>
      <FormattedMessage id="payment.card.add" />
    </Link>
  );
  let content: ReactNode;
  if (!cards && (isLoading || !error)) {
    content = (
      <div aria-busy="true">
        <Skeleton shape="text" lines={2} />
      </div>
    );
  } else if (!cards) {
    content = (
      <div role="alert" className={styles.alert}>
        <p className={styles.formError}>
          <FormattedMessage id="payment.card.failed" />
        </p>
        <Button variant="secondary" size="sm" onPress={() => void mutate()}>
          <FormattedMessage id="orders.retry" />
        </Button>
      </div>
    );
  } else if (!usable) {
    content = (
      <div className={styles.alert}>
        <p className={styles.paragraph}>
          {cards.length === 0 ? (
            <FormattedMessage id="payment.card.none" />
          ) : (
            <FormattedMessage id="payment.card.allExpired" />
          )}
        </p>
        {addLink}
      </div>
    );
  } else {
    content = (
      <>
        <SavedCardPicker
          label={<FormattedMessage id="payment.card.choose" />}
          cards={cards.map((card) => ({
            id: card.cardId,
            brand: card.brand,
            last4: card.last4,
            validThru: card.validThru,
            expired: card.expired,
          }))}
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
        <p className={styles.muted}>
          <FormattedMessage id="payment.card.other" /> {addLink}
        </p>
        {children}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="card-pay">
      <h2 id="card-pay" className={styles.heading}>
        <FormattedMessage id="payment.card.title" />
      </h2>
      {content}
    </section>
  );
}
