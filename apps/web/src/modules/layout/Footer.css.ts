import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginBlockStart: vars.space.xxl,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.xl,
  maxInlineSize: '1200px',
  marginInline: 'auto',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const line = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const legal = style({
  maxInlineSize: '1200px',
  marginBlock: 0,
  marginBlockStart: vars.space.xl,
  marginInline: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
