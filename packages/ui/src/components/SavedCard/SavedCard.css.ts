import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** A saved card on its own: its face, then its actions (wrapping under it on a narrow phone). */
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minInlineSize: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** The brand's mark, the name and number, and the valid-thru line. */
export const face = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
  flex: 1,
});

/** The brand as a small text mark on a card shape; decorative, the name beside it says the brand. */
export const mark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlSm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // The mark is Latin in every language, as printed on the card.
  direction: 'ltr',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/**
 * Digits read left to right inside right-to-left text, as printed on the card: the element carries
 * `dir="ltr"`, which isolates it (the surrounding Arabic keeps its order around it).
 */
export const digits = style({
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One card to pay with: the whole card is the radio's label, at least a touch target high. */
export const option = style([
  card,
  {
    flexWrap: 'nowrap',
    justifyContent: 'flex-start',
    gap: vars.space.md,
    minBlockSize: vars.size.touch,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.fast,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.neutral[400] },
      '&[data-selected]': {
        borderColor: vars.color.primary[600],
        boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.primary[600]}`,
        backgroundColor: vars.color.primary[50],
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.focus,
      },
      // An expired card keeps the surface colour: its "Expired" chip needs it for contrast.
      '&[data-disabled]': {
        borderStyle: 'dashed',
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const circle = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.neutral[500],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${option}[data-selected] &`]: {
      borderColor: vars.color.primary[600],
      backgroundColor: vars.color.primary[600],
      boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.surface}`,
    },
    [`${option}[data-disabled] &`]: {
      borderColor: vars.color.neutral[300],
      backgroundColor: vars.color.neutral[100],
    },
  },
});
