import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
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
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.primary[800] },
      '&[data-pressed]': { backgroundColor: vars.color.primary[900] },
    },
  },
]);

export const popover = style({
  boxSizing: 'border-box',
  minInlineSize: '14rem',
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

export const menu = style({ outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { backgroundColor: vars.color.neutral[100] },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
  },
});

/** "All {category}", the first entry of a submenu: the parent itself. */
export const viewAll = style({ fontWeight: vars.fontWeight.bold });

export const chevron = style({ color: vars.color.textMuted });
