import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const accountTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

/** One field: its name above, the value and its copy button on one row below (fits 360 px). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const valueRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const value = style({
  margin: 0,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  userSelect: 'all',
});

export const code = style({
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-failed]': { color: vars.color.danger } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
