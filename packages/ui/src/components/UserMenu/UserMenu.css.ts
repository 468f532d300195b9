import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuRow, popoverSurface } from '../../theme/overlay.css';
import { focusRing } from '../../theme/focus.css';

/** The greeting that opens the menu: text with a chevron, a touch target high. */
export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.sm,
    borderStyle: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[100] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
    },
  },
]);

export const popover = style([popoverSurface, { minInlineSize: 'max(var(--trigger-width), 14rem)' }]);

export const menu = style({ outline: 'none' });

export const item = menuRow;

/** Ending procurement is the one entry that changes who the buyer is acting as. */
export const dangerItem = style({ color: vars.color.danger });

export const separator = style({
  blockSize: vars.borderWidth.thin,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});

/** Whose cart a procurement manager is filling, above the entries. */
export const context = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
