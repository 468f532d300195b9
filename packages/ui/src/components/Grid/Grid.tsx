import type { ReactNode } from 'react';
import type { vars } from '../../theme/contract.css';
import * as styles from './Grid.css';

export type GridColumnCount = (typeof styles.GRID_COLUMN_COUNTS)[number];
export type GridSpace = keyof typeof vars.space;

/** A value for the phone (`base`) and, where it changes, the tablet and the desktop. */
export interface Responsive<T> {
  base: T;
  tablet?: T;
  desktop?: T;
}

export interface GridProps {
  /** Equal columns: one count, or per screen size (`{ base: 2, tablet: 3, desktop: 5 }`). */
  columns: GridColumnCount | Responsive<GridColumnCount>;
  /** The space between cells, a theme space token, or one per screen size. @default 'md' */
  gap?: GridSpace | Responsive<GridSpace>;
  /** `ul`/`ol` for a list of items (its cells are then `li`s), else a box. @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  /** The list's name for screen readers. */
  'aria-label'?: string | undefined;
  children?: ReactNode;
  /** Layout only: the grid's place in the page, or what this grid adds (row sizing, alignment). */
  className?: string | undefined;
}

const responsive = <T,>(value: T | Responsive<T>): Responsive<T> =>
  typeof value === 'object' && value !== null && 'base' in value ? value : { base: value };

/**
 * Equal columns whose count (and gap) may change with the screen: the layout of a page's product
 * rows, its form fields in two columns from a tablet, its side-by-side panels. Mobile first: a
 * screen size left out keeps the smaller one's value. Lists keep their semantics (`as="ul"`).
 */
export function Grid({ columns, gap = 'md', as: Element = 'div', className, children, ...props }: GridProps) {
  const count = responsive(columns);
  const space = responsive(gap);
  const classes = [
    styles.grid,
    styles.columns[count.base],
    count.tablet && styles.tabletColumns[count.tablet],
    count.desktop && styles.desktopColumns[count.desktop],
    styles.gap[space.base],
    space.tablet && styles.tabletGap[space.tablet],
    space.desktop && styles.desktopGap[space.desktop],
    className,
  ];
  return (
    <Element {...props} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
