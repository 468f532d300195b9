import { useReviewQueue } from '@tijara/api';
import { Link } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { financeQueueAddress, financeReviewAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { BuyerLine, ReviewFacts } from './ReviewFacts';
import * as styles from './StaffConsole.css';
import { StaffQueue } from './StaffQueue';

/**
 * Finance's queue (issue 15 item 4): every transfer under review (code 9) and every cash payment
 * to confirm, oldest first as the server orders them, a page at a time, each with its buyer,
 * order, stage, the amount expected in dollars and dinars, when it was submitted and how.
 */
export function FinanceQueuePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.queue.title' }));

  return (
    <StaffQueue
      state={useReviewQueue()}
      title={<FormattedMessage id="staff.queue.title" />}
      lead={<FormattedMessage id="staff.queue.lead" />}
      empty={{
        title: <FormattedMessage id="staff.queue.empty" />,
        hint: <FormattedMessage id="staff.queue.emptyHint" />,
      }}
      count={(count) => <FormattedMessage id="staff.queue.count" values={{ count }} />}
      pageAddress={(page) => financeQueueAddress({ page })}
    >
      {(shown) =>
        shown.map((item) => (
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
        ))
      }
    </StaffQueue>
  );
}
