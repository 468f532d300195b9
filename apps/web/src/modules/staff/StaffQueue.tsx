import { EmptyState, Pagination, Skeleton } from '@tijara/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ReviewQueueFailed } from './ReviewQueueFailed';
import * as styles from './StaffConsole.css';
import { queuePageNumber, QUEUE_PAGE_SIZE } from './staffQuery';

/** What a queue's read gives (`useReviewQueue`, `useStaffTopUpQueue`). */
export interface StaffQueueState<Item> {
  items: readonly Item[] | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

export interface StaffQueueProps<Item> {
  state: StaffQueueState<Item>;
  title: ReactNode;
  lead: ReactNode;
  /** The empty state's title and hint: nothing waits. */
  empty: { title: ReactNode; hint: ReactNode };
  /** The line that says how many wait. */
  count: (count: number) => ReactNode;
  /** The queue's items shown, each as a list item (`<li className={styles.queueItem}>`). */
  children: (shown: readonly Item[]) => ReactNode;
  /**
   * The address of a page of the queue: given, the queue shows QUEUE_PAGE_SIZE items a page, the
   * page read from `?page=`; without it, every item at once.
   */
  pageAddress?: (page: number) => string;
}

/**
 * A staff queue screen (finance's payments, wallet top-ups): its heading, then three placeholder
 * items while it loads, the failure with a retry, the empty state, or the count and the items
 * oldest first as the server orders them, paged when `pageAddress` is given.
 */
export function StaffQueue<Item>({
  state: { items, error, isLoading, mutate },
  title,
  lead,
  empty,
  count,
  children,
  pageAddress,
}: StaffQueueProps<Item>) {
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const heading = (
    <div className={styles.stack}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
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
        <EmptyState title={empty.title} description={empty.hint} />
      </section>
    );
  }

  const paged = pageAddress !== undefined && items.length > QUEUE_PAGE_SIZE;
  const page = paged ? Math.min(queuePageNumber(search), Math.ceil(items.length / QUEUE_PAGE_SIZE)) : 1;
  const shown = paged ? items.slice((page - 1) * QUEUE_PAGE_SIZE, page * QUEUE_PAGE_SIZE) : items;

  return (
    <section className={styles.stack}>
      {heading}
      <p className={styles.lead} aria-live="polite">
        {count(items.length)}
      </p>
      <ul className={styles.queue}>{children(shown)}</ul>
      {paged ? (
        <Pagination
          total={items.length}
          pageSize={QUEUE_PAGE_SIZE}
          page={page}
          onChange={(next) => void navigate(pageAddress(next))}
        />
      ) : null}
    </section>
  );
}
