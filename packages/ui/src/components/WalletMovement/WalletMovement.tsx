import {
  formatIqd,
  formatUsd,
  iqdDinars,
  intlLocaleOf,
  usdCents,
  type LedgerCurrency,
  type PostingKind,
} from '@tijara/domain';
import { Children, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useMessages, useUI } from '../../provider';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './WalletMovement.css';
import { walletMovementMessages } from './WalletMovement.messages';

/** Which way a movement moved the available balance. */
export const WALLET_MOVEMENT_DIRECTIONS = ['in', 'out'] as const;
export type WalletMovementDirection = (typeof WALLET_MOVEMENT_DIRECTIONS)[number];

export interface WalletMovementProps {
  /** What the movement was: the ledger's posting kind (`POSTING_KINDS` of `@tijara/domain`). */
  kind: PostingKind;
  /** The currency it moved. */
  currency: LedgerCurrency;
  /** How much it moved, positive, in the currency's minor unit (dinars, or US cents). */
  amount: number;
  /** Into the available balance or out of it. */
  direction: WalletMovementDirection;
  /** When it was recorded. */
  at: Date;
  /** What it was for, in the caller's words ("Stage 1 of order TJ2503017K4Q9"), or a link to it. */
  detail?: ReactNode;
  /** The time zone the time is shown in. @default 'Asia/Baghdad' */
  timeZone?: string | undefined;
}

/**
 * One line of the wallet's history (spec section 9): what moved (top-up, order payment, freeze,
 * release with bonus, price refund), what for, when, and the amount signed by its direction (a
 * screen reader hears "In" or "Out" rather than the sign). A list item: put it in a
 * `WalletMovementList`.
 */
export function WalletMovement({
  kind,
  currency,
  amount,
  direction,
  at,
  detail,
  timeZone = 'Asia/Baghdad',
}: WalletMovementProps) {
  const t = useMessages(walletMovementMessages);
  const { locale } = useUI();
  const when = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  const money = currency === 'USD' ? formatUsd(usdCents(amount)) : formatIqd(iqdDinars(amount), locale);
  return (
    <li className={styles.item} data-kind={kind}>
      <span className={styles.text}>
        <span className={styles.kind}>{t(kind)}</span>
        {detail ? <span className={styles.detail}>{detail}</span> : null}
        <time className={styles.detail} dateTime={at.toISOString()}>
          {when}
        </time>
      </span>
      <span className={styles.amount} data-direction={direction} data-amount="">
        <VisuallyHidden elementType="span">{t(direction)} </VisuallyHidden>
        <bdi dir={currency === 'USD' ? 'ltr' : undefined}>
          <span aria-hidden="true">{direction === 'in' ? '+' : '\u2212'}</span>
          {money}
        </bdi>
      </span>
    </li>
  );
}

export interface WalletMovementListProps {
  /** The `WalletMovement`s, newest first. */
  children?: ReactNode;
  /** The list's accessible name; the built-in "Wallet movements" by default. */
  label?: string;
  /** The page of movements is on its way. @default false */
  isLoading?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/** The wallet's history: its movements, placeholders while loading, and a sentence when there are none. */
export function WalletMovementList({
  children,
  label,
  isLoading = false,
  className,
}: WalletMovementListProps) {
  const t = useMessages(walletMovementMessages);
  const placeholder = <Skeleton shape="text" lines={6} />;
  return (
    <SkeletonGroup isLoading={isLoading} placeholder={placeholder} className={className}>
      {Children.toArray(children).length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={label ?? t('history')}>
          {children}
        </ul>
      )}
    </SkeletonGroup>
  );
}
