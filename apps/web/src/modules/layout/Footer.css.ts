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

/** Inside the page's column (`PageContainer`, without gutters: the footer has its own). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.xl,
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

/** In the page's column too, under the columns. */
export const legal = style({
  marginBlock: 0,
  marginBlockStart: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
