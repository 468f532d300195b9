import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** How many equal columns a grid can have. */
export const GRID_COLUMN_COUNTS = [1, 2, 3, 4, 5, 6] as const;

const columnsOf = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
const byCount = <T>(make: (count: number) => T) =>
  Object.fromEntries(GRID_COLUMN_COUNTS.map((count) => [count, make(count)])) as Record<
    (typeof GRID_COLUMN_COUNTS)[number],
    T
  >;

export const grid = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

// One class per breakpoint and value, mobile first: a larger screen's class comes later in the
// sheet and wins inside its media query; a breakpoint left out keeps the smaller screen's value.
export const columns = styleVariants(byCount(columnsOf));
export const tabletColumns = styleVariants(
  byCount((count) => ({ '@media': { [media.tablet]: columnsOf(count) } })),
);
export const desktopColumns = styleVariants(
  byCount((count) => ({ '@media': { [media.desktop]: columnsOf(count) } })),
);

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
export const tabletGap = styleVariants(vars.space, (space) => ({
  '@media': { [media.tablet]: { gap: space } },
}));
export const desktopGap = styleVariants(vars.space, (space) => ({
  '@media': { [media.desktop]: { gap: space } },
}));
