import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * A full-screen page of its own above everything, hidden until its fragment is the address's
 * (`:target`) or the app opens it (`data-open`). From the tablet breakpoint its content keeps a
 * readable width.
 */
export const index = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlockEnd: `calc(${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:target, &[data-open]': { display: 'block' } },
  '@media': {
    [media.tablet]: { paddingInline: `max(${vars.space.lg}, calc((100% - ${vars.size.page}) / 2))` },
  },
});

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  minBlockSize: vars.size.controlLg,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.primary[700],
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const group = style({});

/** A category's line: a link, or the summary that opens its subcategories. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.lg,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.neutral[100]}`,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    [`${group} > &`]: { fontWeight: vars.fontWeight.bold },
    [`${group}[open] > &`]: { backgroundColor: vars.color.neutral[50] },
    [`${list} ${list} &`]: { paddingInlineStart: vars.space.xl },
    [`${list} ${list} ${list} &`]: { paddingInlineStart: vars.space.xxl },
  },
});

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
