import { useWalletTopUps } from '@tijara/api';
import {
  formatIqd,
  iqdDinars,
  PAYMENT_REJECT_REASON_KEY,
  type WalletTopUpAnyMethod,
  type WalletTopUpStatus,
} from '@tijara/domain';
import { Button, EmptyState, Skeleton, Tag, useUI } from '@tijara/ui';
import { useState } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as centre from '../account/AccountCentre.css';
import { ProviderTopUpDialog } from './ProviderTopUpDialog';
import * as styles from './WalletPage.css';

const STATUS_TONE = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  failed: 'danger',
} as const satisfies Record<WalletTopUpStatus, string>;

const STATUS_LABEL = defineMessages({
  pending: { id: 'wallet.topUps.status.pending' },
  approved: { id: 'wallet.topUps.status.approved' },
  rejected: { id: 'wallet.topUps.status.rejected' },
  failed: { id: 'wallet.topUps.status.failed' },
});

/** A provider's top-up waits for the provider, not for finance. */
const PROVIDER_PENDING = defineMessages({ pending: { id: 'wallet.topUps.status.providerPending' } });

const METHOD_LABEL = defineMessages({
  bank_transfer: { id: 'wallet.topUp.method.bankTransfer' },
  cash: { id: 'wallet.topUp.method.cash' },
  zaincash: { id: 'payment.method.zaincash' },
  fib: { id: 'payment.method.fib' },
}) satisfies Record<WalletTopUpAnyMethod, unknown>;

/**
 * The buyer's top-ups, newest first (`/hello/wallet/topUp/list`): each one's dinars, how, when,
 * where it stands (waiting for finance or for the payment provider, credited, rejected, failed at
 * the provider) and a rejection's reason and note.
 */
export function TopUpList() {
  const intl = useIntl();
  const { locale } = useUI();
  const { topUps, error, isLoading, mutate } = useWalletTopUps();
  const [resuming, setResuming] = useState<string | null>(null);

  return (
    <section className={[centre.card, styles.history].join(' ')} aria-labelledby="wallet-top-ups">
      <h2 id="wallet-top-ups" className={styles.heading}>
        <FormattedMessage id="wallet.topUps.title" />
      </h2>
      {topUps === undefined && error ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="wallet.topUps.failed" />}
          description={<FormattedMessage id="orders.failedHint" />}
          action={
            <Button variant="secondary" onPress={() => void mutate()}>
              <FormattedMessage id="orders.retry" />
            </Button>
          }
        />
      ) : topUps === undefined ? (
        <div aria-busy={isLoading || !error}>
          <Skeleton shape="text" lines={3} />
        </div>
      ) : topUps.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="wallet.topUps.empty" />}
          description={<FormattedMessage id="wallet.topUps.emptyHint" />}
        />
      ) : (
        <ul className={styles.topUps}>
          {topUps.map((topUp) => (
            <li key={topUp.id} className={styles.topUp}>
              <span className={styles.topUpAmount}>{formatIqd(iqdDinars(topUp.amountIqd), locale)}</span>
              <span className={styles.note}>
                <FormattedMessage {...METHOD_LABEL[topUp.method]} />
                {' · '}
                <FormattedDate value={new Date(topUp.createdAt)} dateStyle="medium" />
              </span>
              <Tag tone={STATUS_TONE[topUp.status]}>
                <FormattedMessage
                  {...(topUp.status === 'pending' && (topUp.method === 'zaincash' || topUp.method === 'fib')
                    ? PROVIDER_PENDING.pending
                    : STATUS_LABEL[topUp.status])}
                />
              </Tag>
              {topUp.status === 'pending' && (topUp.method === 'zaincash' || topUp.method === 'fib') ? (
                <Button variant="secondary" onPress={() => setResuming(topUp.id)}>
                  <FormattedMessage id="wallet.topUps.resume" />
                </Button>
              ) : null}
              {topUp.status === 'rejected' && topUp.rejectReason !== null ? (
                <p className={styles.topUpReason}>
                  <FormattedMessage
                    id="wallet.topUps.reason"
                    values={{ reason: formatDomainKey(intl, PAYMENT_REJECT_REASON_KEY[topUp.rejectReason]) }}
                  />
                  {topUp.note !== '' ? <> {topUp.note}</> : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {resuming !== null ? (
        <ProviderTopUpDialog topUpId={resuming} onClose={() => setResuming(null)} />
      ) : null}
    </section>
  );
}
