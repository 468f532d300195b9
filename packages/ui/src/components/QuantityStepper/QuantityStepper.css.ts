import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** The stepper keeps its own width: a quantity needs a few digits, not the whole row. */
export const field = style({ inlineSize: 'fit-content', maxInlineSize: '100%' });

/** The bordered box: decrement, value, increment, each a full 44 px touch target. */
export const group = style({
  paddingInline: 0,
  overflow: 'hidden',
  inlineSize: 'auto',
  minBlockSize: vars.size.touch,
});

export const stepButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: vars.size.touch,
    minBlockSize: vars.size.touch,
    alignSelf: 'stretch',
    margin: 0,
    padding: 0,
    border: 'none',
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    cursor: 'pointer',
    outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[100] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
      '&[data-disabled]': { color: vars.color.neutral[400], cursor: 'not-allowed' },
    },
  },
]);

/** Quantities are Latin digits, centred between the buttons, the same in both directions. */
export const input = style({
  inlineSize: vars.size.controlLg,
  minInlineSize: vars.size.controlLg,
  flex: 'none',
  paddingInline: vars.space.xs,
  textAlign: 'center',
  direction: 'ltr',
  fontVariantNumeric: 'tabular-nums',
});
