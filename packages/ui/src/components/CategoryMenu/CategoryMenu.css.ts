import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listRow, menuRow, popoverSurface } from '../../theme/overlay.css';
import { focusRing } from '../../theme/focus.css';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.md,
    borderStyle: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary[700],
    color: vars.color.textOnPrimary,
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.primary[800] },
      '&[data-pressed]': { backgroundColor: vars.color.primary[900] },
    },
  },
]);

export const popover = style([popoverSurface, { minInlineSize: '14rem' }]);

export const menu = style({ outline: 'none' });

export const item = style([
  menuRow,
  {
    justifyContent: 'space-between',
    // An entry whose submenu is open stays marked while focus is inside the submenu.
    selectors: { '&[data-open]': { backgroundColor: vars.color.neutral[100] } },
  },
]);

/** "All {category}", the first entry of a submenu: the parent itself. */
export const viewAll = style({ fontWeight: vars.fontWeight.bold });

export const chevron = style({ color: vars.color.textMuted });

/** The open menu's only row while the tree loads, or when it has no categories. */
export const emptyState = style([listRow, { margin: 0, color: vars.color.textMuted, cursor: 'default' }]);
