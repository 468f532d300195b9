import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** The ways forward under the empty state: each a titled row of links that wraps. */
export const ways = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const way = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const wayTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link as a chip: a touch-sized target with room around its words. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

/** A chip's place while its words are on their way. */
export const chipPlaceholder = style({ inlineSize: '6rem', maxInlineSize: '100%' });

export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});
