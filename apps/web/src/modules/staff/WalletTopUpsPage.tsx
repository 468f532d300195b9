import { useStaffTopUpQueue, useTopUpDecisions, type StaffWalletTopUp } from '@tijara/api';
import { formatIqd, iqdDinars } from '@tijara/domain';
import { Button, useUI } from '@tijara/ui';
import { Fragment, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/usePageTitle';
import { RejectDialog } from './RejectDialog';
import { ReviewVouchers } from './ReviewVouchers';
import * as styles from './StaffConsole.css';
import { StaffQueue } from './StaffQueue';

/**
 * Finance's wallet top-ups (spec sections 1, 9: pre-recharge; issue 15 items 4, 5): every top-up
 * waiting for a decision, oldest first, each with its buyer, the dinars they say they sent, how,
 * when, and a transfer's vouchers shown large with zoom (`/hello/staff/payment/voucher`). Approve
 * credits the wallet once; reject takes a reason the buyer sees.
 */
export function WalletTopUpsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.topUps.title' }));

  return (
    <StaffQueue
      state={useStaffTopUpQueue()}
      title={<FormattedMessage id="staff.topUps.title" />}
      lead={<FormattedMessage id="staff.topUps.lead" />}
      empty={{
        title: <FormattedMessage id="staff.topUps.empty" />,
        hint: <FormattedMessage id="staff.topUps.emptyHint" />,
      }}
      count={(count) => <FormattedMessage id="staff.topUps.count" values={{ count }} />}
    >
      {(shown) => shown.map((item) => <TopUpItem key={item.id} item={item} />)}
    </StaffQueue>
  );
}

function TopUpItem({ item }: { item: StaffWalletTopUp }) {
  const intl = useIntl();
  const { locale } = useUI();
  const { approve, reject, isDeciding } = useTopUpDecisions();
  const [rejecting, setRejecting] = useState(false);
  const amount = formatIqd(iqdDinars(item.amountIqd), locale);
  const contacts = [item.buyer.phone, item.buyer.email].filter((contact) => contact !== '');

  return (
    <li className={styles.queueItem}>
      <div className={styles.queueItemHead}>
        <h2 className={styles.buyerName}>
          <bdi>{item.buyer.userName}</bdi>
        </h2>
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
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>
            <FormattedMessage id="staff.topUps.amount" />
          </dt>
          <dd className={[styles.factValue, styles.amountUsd].join(' ')}>{amount}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>
            <FormattedMessage id="staff.topUps.method" />
          </dt>
          <dd className={styles.factValue}>
            {item.method === 'cash' ? (
              <FormattedMessage id="wallet.topUp.method.cash" />
            ) : (
              <FormattedMessage id="wallet.topUp.method.bankTransfer" />
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>
            <FormattedMessage id="staff.topUps.submitted" />
          </dt>
          <dd className={styles.factValue}>
            <FormattedDate value={new Date(item.createdAt)} dateStyle="medium" timeStyle="short" />
          </dd>
        </div>
      </dl>
      {item.method === 'bank_transfer' ? <ReviewVouchers voucherIds={item.voucherIds} /> : null}
      <div className={styles.actions}>
        <Button
          isLoading={isDeciding}
          onPress={() =>
            void approve(item.id).then((result) => {
              if (result.success)
                notify(intl.formatMessage({ id: 'staff.topUps.approved' }, { amount }), 'success');
            })
          }
        >
          {item.method === 'cash' ? (
            <FormattedMessage id="staff.topUps.confirmCash" values={{ amount }} />
          ) : (
            <FormattedMessage id="staff.topUps.approve" values={{ amount }} />
          )}
        </Button>
        <Button variant="danger" isDisabled={isDeciding} onPress={() => setRejecting(true)}>
          <FormattedMessage id="staff.topUps.reject" />
        </Button>
      </div>
      <RejectDialog
        isOpen={rejecting}
        onOpenChange={setRejecting}
        onReject={async (reason, note) => {
          const result = await reject(item.id, reason, note);
          if (result.success) notify(intl.formatMessage({ id: 'staff.topUps.rejected' }), 'success');
          return result.success;
        }}
      />
    </li>
  );
}
