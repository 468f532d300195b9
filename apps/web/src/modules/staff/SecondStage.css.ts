import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The order-number search: the field and its button on one line, wrapping on a phone. */
export const lookup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

/** The fee lines: as many columns of at least 14rem as fit, one on a 360 px phone. */
export const feeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
});
