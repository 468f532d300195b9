import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** What the bar is about: select all, the count and the total, and the message when it cannot order. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const totalLabel = style({ fontSize: vars.fontSize.sm });

export const problem = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});

export const selectAll = style({ minBlockSize: vars.size.touch });

/** The primary action keeps the 44 px touch target in the bar. */
export const confirm = style({ minBlockSize: vars.size.touch });
