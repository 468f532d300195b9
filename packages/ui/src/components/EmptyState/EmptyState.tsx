import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative picture or icon above the title; hidden from screen readers. */
  illustration?: ReactNode;
  /** What is empty, as the caller says it ("No address yet"). */
  title: ReactNode;
  /** A sentence on what to do about it. */
  description?: ReactNode;
  /** One action that fills the gap (a button or link, for example "Add an address"). */
  action?: ReactNode;
  /** The level of the title's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The box a list or page shows when it has nothing in it (spec: the empty-state box, "no
 * information on this brand", an empty address list). All its text is the caller's.
 */
export function EmptyState({
  illustration,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')}>
      {illustration ? (
        <span className={styles.illustration} aria-hidden="true">
          {illustration}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
