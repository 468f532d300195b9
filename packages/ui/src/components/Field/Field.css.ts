import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The column a field's label, control, description and error stack in. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs });

/**
 * The box a value is typed in (an input, or a group holding an input and buttons). State comes
 * from react-aria's data attributes on the element or its field.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  inlineSize: '100%',
  paddingInline: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.neutral[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.neutral[500] },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.neutral[100],
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** An input inside a `control` group: the group draws the border. */
export const bareInput = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
});

/**
 * Values that are always written in Latin script (email, phone, URL, codes) read left to right
 * even in an Arabic or Kurdish form; they keep the form's alignment, at its start edge.
 */
export const latinValue = style({
  direction: 'ltr',
  selectors: { '[dir="rtl"] &': { textAlign: 'end' } },
});
