import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** The box of the country code and the number; written left to right (see PhoneField). */
export const group = style({
  paddingInlineStart: 0,
  gap: vars.space.sm,
});

/** The country button fills the start of the box, a line between it and the number. */
export const countryTrigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    alignSelf: 'stretch',
    flexShrink: 0,
    margin: 0,
    paddingInline: vars.space.sm,
    border: 'none',
    borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.neutral[300]}`,
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[50] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[100] },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const countryValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({ color: vars.color.textMuted });

/** In the list, after the country's name: isolated and left to right, "+964" on an Arabic page. */
export const dialingCode = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });
