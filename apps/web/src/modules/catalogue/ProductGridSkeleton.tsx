import { Grid, PRODUCT_GRID_LAYOUT, Skeleton, SkeletonGroup } from '@tijara/ui';
import type { ReactNode } from 'react';
import * as styles from './CataloguePage.css';

export interface ProductGridSkeletonProps {
  /** How many cards the placeholder shows. */
  count: number;
  /** Whether the products are still on their way. */
  isLoading: boolean;
  /** The grid once they have arrived. */
  children?: ReactNode;
}

/**
 * A product grid on its way: cards of the real cards' shape (square picture, two lines of name,
 * a price), so the page does not jump when the products arrive. Screen readers hear "Loading".
 */
export function ProductGridSkeleton({ count, isLoading, children }: ProductGridSkeletonProps) {
  return (
    <SkeletonGroup
      isLoading={isLoading}
      placeholder={
        <Grid as="ul" {...PRODUCT_GRID_LAYOUT}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={styles.skeletonCard}>
              <Skeleton />
              <Skeleton shape="text" lines={3} />
            </li>
          ))}
        </Grid>
      }
    >
      {children}
    </SkeletonGroup>
  );
}
