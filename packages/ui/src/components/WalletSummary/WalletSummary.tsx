import {
  FREEZE_PLANS,
  formatIqd,
  formatUsd,
  intlLocaleOf,
  type FreezeDays,
  type IqdDinars,
  type UsdCents,
} from '@tijara/domain';
import { useId, type ReactNode } from 'react';
import { useMessages, useUI } from '../../provider';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './WalletSummary.css';
import { walletSummaryMessages } from './WalletSummary.messages';

/** One freeze not yet released (spec section 9), as the wallet call reports it. */
export interface WalletFreezeItem {
  id: string;
  /** The frozen dinars. */
  amount: IqdDinars;
  /** The plan: 7 days (+0.5 %) or 15 days (+2 %), `FREEZE_PLANS` of `@tijara/domain`. */
  days: FreezeDays;
  /** The bonus the freeze earns, as the server computed it (`freezeBonus`). */
  bonus: IqdDinars;
  /** When the amount and the bonus come back to the balance. */
  endsAt: Date;
}

export interface WalletSummaryProps {
  /** The spendable balance in dinars: the sum of the wallet's entries, the server's figure. */
  availableIqd: IqdDinars;
  /** The same balance in US cents at the current rate; `null` while no rate is set (then not shown). */
  availableInUsd: UsdCents | null;
  /** What the wallet holds in dollars itself (a VIP price refund of a USD order); shown when above 0. */
  heldUsd?: UsdCents | undefined;
  /** The dinars frozen for a bonus, not spendable until released. */
  frozenIqd: IqdDinars;
  /** The freezes not yet released, the soonest to end first. */
  freezes: readonly WalletFreezeItem[];
  /** The wallet's actions (top up, freeze), as the caller's buttons or links. */
  actions?: ReactNode;
  /** The figures are on their way: placeholders in their shape. @default false */
  isLoading?: boolean;
  /** The time zone dates are shown in. @default 'Asia/Baghdad' */
  timeZone?: string | undefined;
  /** The level of the title's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Layout only (margin, grid placement). */
  className?: string;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The wallet page's summary (spec sections 3 and 9): the available balance in dinars, with its
 * value in dollars; dollars held, the frozen amount, and each active freeze (amount, plan, the
 * day it ends, the bonus). Amounts are the server's, formatted by `@tijara/domain`'s money rules;
 * USD reads left to right in every locale.
 */
export function WalletSummary({
  availableIqd,
  availableInUsd,
  heldUsd,
  frozenIqd,
  freezes,
  actions,
  isLoading = false,
  timeZone = 'Asia/Baghdad',
  headingLevel = 2,
  className,
}: WalletSummaryProps) {
  const t = useMessages(walletSummaryMessages);
  const { locale } = useUI();
  const intlLocale = intlLocaleOf(locale);
  const freezesId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const dateFormat = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone });
  const percentFormat = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
  const planText = (days: FreezeDays) => {
    const plan = FREEZE_PLANS.find((candidate) => candidate.days === days);
    return t('freezePlan', {
      days,
      percent: isolate(percentFormat.format((plan?.bonusBasisPoints ?? 0) / 10_000)),
    });
  };
  const usd = (amount: UsdCents) => <bdi dir="ltr">{formatUsd(amount)}</bdi>;
  const iqd = (amount: IqdDinars) => <bdi>{formatIqd(amount, locale)}</bdi>;

  const placeholder = (
    <>
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="text" lines={3} />
    </>
  );

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>{t('title')}</Heading>
      <SkeletonGroup isLoading={isLoading} placeholder={placeholder} className={styles.body}>
        <dl className={styles.balance}>
          <dt className={styles.term}>{t('available')}</dt>
          <dd className={[styles.figure, styles.available].join(' ')} data-figure="available">
            {iqd(availableIqd)}
          </dd>
          {availableInUsd === null ? null : (
            <dd className={[styles.figure, styles.secondary].join(' ')} data-figure="availableInUsd">
              {t('inUsd', { amount: isolate(formatUsd(availableInUsd)) })}
            </dd>
          )}
        </dl>
        <dl className={styles.rows}>
          {heldUsd !== undefined && heldUsd > 0 ? (
            <>
              <dt className={styles.term}>{t('heldUsd')}</dt>
              <dd className={styles.rowValue} data-figure="heldUsd">
                {usd(heldUsd)}
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{t('frozen')}</dt>
          <dd className={styles.rowValue} data-figure="frozen">
            {iqd(frozenIqd)}
          </dd>
        </dl>
        {freezes.length > 0 ? (
          <div>
            <SubHeading id={freezesId} className={styles.freezesTitle}>
              {t('freezes')}
            </SubHeading>
            <ul className={styles.freezes} aria-labelledby={freezesId}>
              {freezes.map((freeze) => (
                <li key={freeze.id} className={styles.freeze} data-freeze={freeze.id}>
                  <div className={styles.freezeHead}>
                    <span className={styles.freezeAmount}>{iqd(freeze.amount)}</span>
                    <span className={styles.freezePlan}>{planText(freeze.days)}</span>
                  </div>
                  <dl className={styles.rows}>
                    <dt className={styles.term}>{t('endsOn')}</dt>
                    <dd className={styles.rowValue}>
                      <time dateTime={freeze.endsAt.toISOString()}>{dateFormat.format(freeze.endsAt)}</time>
                    </dd>
                    <dt className={styles.term}>{t('bonus')}</dt>
                    <dd className={[styles.rowValue, styles.bonus].join(' ')} data-figure="bonus">
                      <bdi>+{formatIqd(freeze.bonus, locale)}</bdi>
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </SkeletonGroup>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
