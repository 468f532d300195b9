import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listRow, popoverSurface } from '../../theme/overlay.css';
import { focusRing } from '../../theme/focus.css';

/** The trigger looks like the other fields' boxes: value at the start, chevron at the end. */
export const trigger = style([
  focusRing,
  {
    justifyContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.neutral[500] },
      '&[data-focus-visible]': { borderColor: vars.color.focusRing },
      // react-aria marks the select, not its button, as invalid.
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ color: vars.color.textMuted });

/** The list opens under its field, at least as wide as it (`--trigger-width` from react-aria). */
export const popover = style([popoverSurface, { minInlineSize: 'var(--trigger-width)' }]);

export const listBox = style({ outline: 'none' });

export const option = style([
  listRow,
  {
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.neutral[100] },
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
      },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
      '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.primary[700] },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

/** The tick of the selected option; its place is kept on the others so labels line up. */
export const check = style({
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

/** What a list says when it has nothing to show (a combo box filter with no match). */
export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
