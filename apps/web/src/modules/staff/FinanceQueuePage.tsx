import { useReviewQueue } from '@tijara/api';
import { EmptyState, Link, Pagination, Skeleton } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { financeQueueAddress, financeReviewAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { BuyerLine, ReviewFacts } from './ReviewFacts';
import { ReviewQueueFailed } from './ReviewQueueFailed';
import * as styles from './StaffConsole.css';
import { queuePageNumber, QUEUE_PAGE_SIZE } from './staffQuery';

/**
 * Finance's queue (issue 15 item 4): every transfer under review (code 9) and every cash payment
 * to confirm, oldest first as the server orders them, a page at a time, each with its buyer,
 * order, stage, the amount expected in dollars and dinars, when it was submitted and how.
 */
export function FinanceQueuePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.queue.title' }));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { items, error, isLoading, mutate } = useReviewQueue();

  const heading = (
    <div className={styles.stack}>
      <h1 className={styles.title}>
        <FormattedMessage id="staff.queue.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="staff.queue.lead" />
      </p>
    </div>
  );

  if (!items && (isLoading || !error)) {
    return (
      <section className={styles.stack} aria-busy="true">
        {heading}
        <ul className={styles.queue}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className={styles.queueItem}>
              <Skeleton shape="text" lines={3} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!items) {
    return (
      <section className={styles.stack}>
        {heading}
        <ReviewQueueFailed retry={() => void mutate()} />
      </section>
    );
  }

  if (items.length === 0) {
    return (
      <section className={styles.stack}>
        {heading}
        <EmptyState
          title={<FormattedMessage id="staff.queue.empty" />}
          description={<FormattedMessage id="staff.queue.emptyHint" />}
        />
      </section>
    );
  }

  const pageCount = Math.ceil(items.length / QUEUE_PAGE_SIZE);
  const page = Math.min(queuePageNumber(search), pageCount);
  const shown = items.slice((page - 1) * QUEUE_PAGE_SIZE, page * QUEUE_PAGE_SIZE);

  return (
    <section className={styles.stack}>
      {heading}
      <p className={styles.lead} aria-live="polite">
        <FormattedMessage id="staff.queue.count" values={{ count: items.length }} />
      </p>
      <ul className={styles.queue}>
        {shown.map((item) => (
          <li key={item.attemptId} className={styles.queueItem}>
            <BuyerLine item={item} />
            <ReviewFacts item={item} />
            <div className={styles.actions}>
              <Link href={financeReviewAddress({ attemptId: item.attemptId })} variant="standalone">
                {item.method === 'cash' ? (
                  <FormattedMessage id="staff.queue.openCash" values={{ orderNo: item.orderNo }} />
                ) : (
                  <FormattedMessage id="staff.queue.openTransfer" values={{ orderNo: item.orderNo }} />
                )}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {items.length > QUEUE_PAGE_SIZE ? (
        <Pagination
          total={items.length}
          pageSize={QUEUE_PAGE_SIZE}
          page={page}
          onChange={(next) => void navigate(financeQueueAddress({ page: next }))}
        />
      ) : null}
    </section>
  );
}
