import {
  formatIqd,
  formatRate,
  formatUsd,
  usdToIqd,
  type IqdDinars,
  type IqdPerUsd,
  type PaymentStage,
  type UsdCents,
} from '@tijara/domain';
import { useMessages, useUI } from '../../provider';
import * as styles from './StageAmount.css';
import { stageAmountMessages } from './StageAmount.messages';

export interface StageAmountProps {
  /** The stage being paid: 1 (goods and China freight) or 2 (the second-stage fee). */
  stage: PaymentStage;
  /** The stage's amount in USD cents, as the server computed it. */
  amount: UsdCents;
  /** The IQD per USD rate the server used (or will record) for a payment in dinars. */
  rate: IqdPerUsd;
  /**
   * The amount in dinars as the server computed it at `rate`; by default the same conversion
   * (`usdToIqd`, to the nearest dinar) is made here.
   */
  amountIqd?: IqdDinars | undefined;
  /** Which currency the buyer pays in comes first, large. @default 'USD' */
  payIn?: 'USD' | 'IQD';
  /** The level of the title's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The stage of an order being paid and its amount in both currencies (spec sections 1 and 9):
 * which stage and what it covers, the amount in USD and in IQD, and the rate the conversion used,
 * so the buyer sees exactly what a payment in dinars will be. USD reads left to right in every
 * locale; all figures are the server's, formatted by `@tijara/domain`'s money rules.
 */
export function StageAmount({
  stage,
  amount,
  rate,
  amountIqd,
  payIn = 'USD',
  headingLevel = 2,
  className,
}: StageAmountProps) {
  const t = useMessages(stageAmountMessages);
  const { locale } = useUI();
  const Heading = `h${headingLevel}` as const;
  const dinars = amountIqd ?? usdToIqd(amount, rate);
  const rateText = formatRate(rate, locale);
  const usdRow = (
    <>
      <dt className={styles.term}>{t('amountUsd')}</dt>
      <dd
        className={[styles.value, payIn === 'USD' ? styles.main : styles.secondary].join(' ')}
        data-currency="USD"
      >
        <bdi dir="ltr">{formatUsd(amount)}</bdi>
      </dd>
    </>
  );
  const iqdRow = (
    <>
      <dt className={styles.term}>{t('amountIqd')}</dt>
      <dd
        className={[styles.value, payIn === 'IQD' ? styles.main : styles.secondary].join(' ')}
        data-currency="IQD"
      >
        <bdi>{formatIqd(dinars, locale)}</bdi>
      </dd>
    </>
  );
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} data-stage={stage}>
      <Heading className={styles.title}>{t(stage === 1 ? 'stage1' : 'stage2')}</Heading>
      <p className={styles.hint}>{t(stage === 1 ? 'stage1Hint' : 'stage2Hint')}</p>
      <dl className={styles.list}>
        {payIn === 'USD' ? usdRow : iqdRow}
        {payIn === 'USD' ? iqdRow : usdRow}
        <dt className={styles.term}>{t('rate')}</dt>
        <dd className={[styles.value, styles.rate].join(' ')} data-rate="">
          <bdi dir="ltr">{rateText.usd}</bdi> = <bdi>{rateText.iqd}</bdi>
        </dd>
      </dl>
    </section>
  );
}
