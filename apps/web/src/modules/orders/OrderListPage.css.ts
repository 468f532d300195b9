import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The tabs take the card's width and no more: their row scrolls sideways on a 360 px phone. */
export const tabs = style({ minInlineSize: 0 });

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skeletonCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
