import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The row of boxes, left to right in every language (codes are Latin digits), placed at the
 * field's start edge like other Latin values (`latinValue`): at the right in Arabic.
 */
export const boxes = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'start',
  gap: vars.space.sm,
  direction: 'ltr',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlLg,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.neutral[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-filled]': { borderColor: vars.color.neutral[500] },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.neutral[100],
      color: vars.color.textMuted,
    },
    // Where the next digit goes: the caret of the (invisible) input, drawn as a focus ring.
    '&[data-active]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/**
 * The real input lies over the boxes, transparent: a tap anywhere on them focuses it (and opens
 * the phone's number pad), and a screen reader's focus outline covers the whole code.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  caretColor: 'transparent',
  cursor: 'text',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});
