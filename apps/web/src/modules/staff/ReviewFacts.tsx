import type { ReviewItem } from '@tijara/api';
import { formatIqd, formatUsd, iqdDinars, parseIqdPerUsd, usdToIqd, type Locale } from '@tijara/domain';
import { useUI } from '@tijara/ui';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import * as styles from './StaffConsole.css';

/** When something happened, with date and time, in the reader's language. */
export function formatMoment(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The amount expected in dinars: the server's, when the buyer pays in dinars; else the dollars at
 * the rate the server answered (the domain's conversion); null while no rate is set.
 */
function expectedDinars(item: ReviewItem, locale: Locale): string | null {
  if (item.amountIqd !== null) return formatIqd(iqdDinars(item.amountIqd), locale);
  const rate = parseIqdPerUsd(item.iqdPerUsd);
  return rate === null ? null : formatIqd(usdToIqd(item.amount, rate), locale);
}

/** One term and its value in a staff page's facts (`<dl>`). */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The order number, stage, amounts, method and submission time of an attempt awaiting finance. */
export function ReviewFacts({ item }: { item: ReviewItem }) {
  const intl = useIntl();
  const { locale } = useUI();
  const dinars = expectedDinars(item, locale);
  return (
    <dl className={styles.facts}>
      <Fact term={<FormattedMessage id="staff.review.orderNo" />}>
        <bdi dir="ltr">{item.orderNo}</bdi>
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.stage" />}>
        {item.stage === 1 ? (
          <FormattedMessage id="staff.review.stage1" />
        ) : (
          <FormattedMessage id="staff.review.stage2" />
        )}
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.method" />}>
        {item.method === 'cash' ? (
          <FormattedMessage id="staff.review.method.cash" />
        ) : (
          <FormattedMessage id="staff.review.method.bankTransfer" />
        )}
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.amountUsd" />}>
        <bdi dir="ltr" className={item.currency === 'USD' ? styles.amountUsd : undefined}>
          {formatUsd(item.amount)}
        </bdi>
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.amountIqd" />}>
        {dinars === null ? (
          <FormattedMessage id="staff.review.noRate" />
        ) : (
          <bdi className={item.currency === 'IQD' ? styles.amountUsd : undefined}>{dinars}</bdi>
        )}
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.payIn" />}>
        {item.currency === 'IQD' ? (
          <FormattedMessage id="staff.review.payIn.iqd" />
        ) : (
          <FormattedMessage id="staff.review.payIn.usd" />
        )}
      </Fact>
      <Fact term={<FormattedMessage id="staff.review.submittedAt" />}>
        <time dateTime={item.submittedAt}>{formatMoment(intl, item.submittedAt)}</time>
      </Fact>
    </dl>
  );
}

/** The buyer's name and contacts, and earlier rejections of the same stage. */
export function BuyerLine({ item, heading: Heading = 'h2' }: { item: ReviewItem; heading?: 'h2' | 'h3' }) {
  const contacts = [item.buyer.phone, item.buyer.email].filter((contact) => contact !== '');
  return (
    <div className={styles.queueItemHead}>
      <Heading className={styles.buyerName}>
        <bdi>{item.buyer.userName}</bdi>
      </Heading>
      {contacts.length > 0 ? (
        <span className={styles.lead}>
          {contacts.map((contact, index) => (
            <Fragment key={contact}>
              {index > 0 ? ' · ' : ''}
              <bdi dir="ltr">{contact}</bdi>
            </Fragment>
          ))}
        </span>
      ) : null}
      {item.previousRejections > 0 ? (
        <p className={styles.warning}>
          <FormattedMessage
            id="staff.review.previousRejections"
            values={{ count: item.previousRejections }}
          />
        </p>
      ) : null}
    </div>
  );
}
