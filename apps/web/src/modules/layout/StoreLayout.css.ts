import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const logo = style({
  color: vars.color.primary[600],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});
