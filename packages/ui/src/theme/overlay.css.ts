import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The floating surface of a list, menu or popover: bordered, shadowed, scrolling when long. */
export const popoverSurface = style({
  boxSizing: 'border-box',
  maxBlockSize: vars.size.listMaxBlock,
  overflowY: 'auto',
  padding: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});

/** One row of such a list (an option or a menu item); each component adds its state styles. */
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
});

/** A menu entry: a list row that may be a link, with its focus and press states. */
export const menuRow = style([
  listRow,
  {
    textDecoration: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.neutral[100] },
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
      },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
    },
  },
]);
