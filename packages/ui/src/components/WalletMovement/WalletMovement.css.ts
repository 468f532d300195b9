import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One movement: what and when at the inline start, the signed amount at the end. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const kind = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const detail = style({
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-direction="in"]': { color: vars.color.success },
    '&[data-direction="out"]': { color: vars.color.text },
  },
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
