import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Two columns at every width: the line's name at the inline start, its amount at the end. */
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const name = style({
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'baseline',
});

export const nameText = style({ marginInlineEnd: vars.space.xs });

export const amount = style({
  paddingBlock: vars.space.sm,
  textAlign: 'end',
  verticalAlign: 'baseline',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const totalRow = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
