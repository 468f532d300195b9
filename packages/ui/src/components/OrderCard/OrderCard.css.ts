import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  minInlineSize: 0,
});

/** The order number and date at the inline start, the status at the end; wraps on a phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  minInlineSize: 0,
});

export const orderNoLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const orderNo = style({ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const items = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const pictures = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexShrink: 0,
});

export const picture = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const itemName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minInlineSize: 0,
});

export const more = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, margin: 0 });

/** The count and total, then the caller's actions at the inline end. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const count = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
