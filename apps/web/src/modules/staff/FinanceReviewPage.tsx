import {
  useReviewDecisions,
  useReviewQueue,
  useUserInfo,
  type ReviewDecision,
  type ReviewItem,
} from '@tijara/api';
import type { PaymentRejectReason } from '@tijara/domain';
import { Button, ConfirmDialog, EmptyState, Link, Skeleton } from '@tijara/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { financeQueueAddress, financeReviewAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { RejectDialog } from './RejectDialog';
import { BuyerLine, formatMoment, ReviewFacts } from './ReviewFacts';
import * as styles from './StaffConsole.css';
import { attemptIdOf } from './staffQuery';
import { ReviewQueueFailed } from './ReviewQueueFailed';
import { ReviewVouchers } from './ReviewVouchers';

/** A decision made on this screen, with what it was about (the queue no longer lists it). */
interface MadeDecision {
  item: ReviewItem;
  record: ReviewDecision;
}

/**
 * One attempt under review (`?attemptId=`): its buyer, order and amounts, the vouchers of a
 * transfer shown large with zoom, and finance's decision: approve (code 10), reject with a reason
 * (code 11), or confirm a cash payment (code 10). The decision recorded (who and when) stays on the
 * screen, with the way back to the queue and to the next attempt in it.
 */
export function FinanceReviewPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.review.title' }));
  const [search] = useSearchParams();
  const attemptId = attemptIdOf(search);
  const { items, error, isLoading, mutate } = useReviewQueue();
  const [made, setMade] = useState<MadeDecision | null>(null);
  // A decision belongs to its attempt: another address shows that attempt's screen.
  const decision = made && made.item.attemptId === attemptId ? made : null;

  const back = (
    <Link href={financeQueueAddress()}>
      <FormattedMessage id="staff.review.backToQueue" />
    </Link>
  );

  if (decision) {
    const next = items?.find((item) => item.attemptId !== decision.item.attemptId);
    return (
      <section className={styles.stack}>
        {back}
        <h1 className={styles.title}>
          <FormattedMessage id="staff.review.title" />
        </h1>
        <BuyerLine item={decision.item} />
        <DecisionRecord record={decision.record} />
        <div className={styles.actions}>
          {next ? (
            <Link href={financeReviewAddress({ attemptId: next.attemptId })} variant="standalone">
              <FormattedMessage id="staff.review.next" />
            </Link>
          ) : (
            <p className={styles.lead}>
              <FormattedMessage id="staff.queue.empty" />
            </p>
          )}
        </div>
      </section>
    );
  }

  if (!items && (isLoading || !error)) {
    return (
      <section className={styles.stack} aria-busy="true">
        {back}
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="rect" aspectRatio="4 / 3" />
      </section>
    );
  }

  if (!items) {
    return (
      <section className={styles.stack}>
        {back}
        <ReviewQueueFailed retry={() => void mutate()} />
      </section>
    );
  }

  const item = items.find((candidate) => candidate.attemptId === attemptId);
  if (!item) {
    return (
      <section className={styles.stack}>
        {back}
        <EmptyState
          title={<FormattedMessage id="staff.review.gone" />}
          description={<FormattedMessage id="staff.review.goneHint" />}
        />
      </section>
    );
  }

  return <ReviewScreen item={item} back={back} onDecided={(record) => setMade({ item, record })} />;
}

function ReviewScreen({
  item,
  back,
  onDecided,
}: {
  item: ReviewItem;
  back: ReactNode;
  onDecided: (record: ReviewDecision) => void;
}) {
  const intl = useIntl();
  const { approve, reject, confirmCash, isDeciding } = useReviewDecisions();
  const [asking, setAsking] = useState<'approve' | 'reject' | 'cash' | null>(null);
  const amount = { orderNo: item.orderNo };

  async function decide(
    call: () => ReturnType<typeof approve>,
    /** What the toast says once it is recorded. */
    done: string,
  ): Promise<boolean> {
    const result = await call();
    if (!result.success) return false;
    notify(done, 'success');
    onDecided(result.data);
    return true;
  }

  async function approveOrConfirm(kind: 'approve' | 'cash') {
    const decided =
      kind === 'approve'
        ? await decide(
            () => approve(item.attemptId),
            intl.formatMessage({ id: 'staff.review.approved' }, amount),
          )
        : await decide(
            () => confirmCash(item.attemptId),
            intl.formatMessage({ id: 'staff.review.cashConfirmed' }, amount),
          );
    // The dialog stays open after a failure (the toast says why), so it can be tried again.
    if (!decided) throw new Error('not decided');
  }

  return (
    <section className={styles.stack}>
      {back}
      <h1 className={styles.title}>
        {item.method === 'cash' ? (
          <FormattedMessage id="staff.review.titleCash" />
        ) : (
          <FormattedMessage id="staff.review.title" />
        )}
      </h1>
      <div className={styles.review}>
        <div className={styles.panel}>
          {item.method === 'bank_transfer' ? (
            <ReviewVouchers voucherIds={item.voucherIds} />
          ) : (
            <p className={styles.lead}>
              <FormattedMessage id="staff.review.cashHint" />
            </p>
          )}
        </div>
        <div className={styles.panel}>
          <BuyerLine item={item} />
          <ReviewFacts item={item} />
          <div className={styles.actions}>
            {item.method === 'cash' ? (
              <Button isDisabled={isDeciding} onPress={() => setAsking('cash')}>
                <FormattedMessage id="staff.review.confirmCash" />
              </Button>
            ) : (
              <Button isDisabled={isDeciding} onPress={() => setAsking('approve')}>
                <FormattedMessage id="staff.review.approve" />
              </Button>
            )}
            <Button variant="danger" isDisabled={isDeciding} onPress={() => setAsking('reject')}>
              <FormattedMessage id="staff.review.reject" />
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        isOpen={asking === 'approve' || asking === 'cash'}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={
          asking === 'cash' ? (
            <FormattedMessage id="staff.review.confirmCashTitle" />
          ) : (
            <FormattedMessage id="staff.review.approveTitle" />
          )
        }
        message={
          asking === 'cash' ? (
            <FormattedMessage id="staff.review.confirmCashMessage" values={amount} />
          ) : (
            <FormattedMessage id="staff.review.approveMessage" values={amount} />
          )
        }
        confirmLabel={
          asking === 'cash'
            ? intl.formatMessage({ id: 'staff.review.confirmCash' })
            : intl.formatMessage({ id: 'staff.review.approve' })
        }
        onConfirm={() => approveOrConfirm(asking === 'cash' ? 'cash' : 'approve')}
      />
      <RejectDialog
        isOpen={asking === 'reject'}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onReject={(reason: PaymentRejectReason, note: string) =>
          decide(
            () => reject(item.attemptId, reason, note),
            intl.formatMessage({ id: 'staff.review.rejected' }, amount),
          )
        }
      />
    </section>
  );
}

/** A decision as the server recorded it: approved or rejected, by whom and when. */
function DecisionRecord({ record }: { record: ReviewDecision }) {
  const intl = useIntl();
  const { user } = useUserInfo();
  const who =
    user && user.userId === record.decidedBy
      ? intl.formatMessage({ id: 'staff.decision.byYou' }, { name: user.userName })
      : intl.formatMessage({ id: 'staff.decision.byMember' }, { id: record.decidedBy });
  const values = {
    who: <bdi>{who}</bdi>,
    when: <time dateTime={record.decidedAt}>{formatMoment(intl, record.decidedAt)}</time>,
  };
  return (
    <div className={styles.decision} data-code={record.reviewCode} role="status">
      <p className={styles.panelTitle}>
        {record.kind === 'reviewRejected' ? (
          <FormattedMessage id="staff.decision.rejected" />
        ) : record.kind === 'cashConfirmed' ? (
          <FormattedMessage id="staff.decision.cashConfirmed" />
        ) : (
          <FormattedMessage id="staff.decision.approved" />
        )}
      </p>
      <p className={styles.lead}>
        <FormattedMessage id="staff.decision.byWhen" values={values} />
      </p>
    </div>
  );
}
