import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

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

/** One method: a card the whole of which is the radio's label, at least a touch target high. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
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
    // The card keeps the surface colour: the reason's warning text needs it for 4.5:1.
    '&[data-disabled]': {
      borderStyle: 'dashed',
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const circle = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxs,
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

/** The method's logo or icon, decorative (the name says which method it is). */
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: 1,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const balance = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** Why the method cannot be chosen: in the warning tone, with its icon, so not by colour alone. */
export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});
