import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** One value: a chip with its picture when it has one; selected is outlined in the primary colour. */
export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  boxSizing: 'border-box',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.neutral[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.neutral[500] },
    '&[data-selected]': {
      borderColor: vars.color.primary[600],
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.primary[600]}`,
      color: vars.color.primary[700],
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      backgroundColor: vars.color.surfaceSunken,
      borderStyle: 'dashed',
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

export const swatch = style({
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  selectors: { [`${value}[data-disabled] &`]: { opacity: 0.5 } },
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary[700],
});

export const original = style({
  marginInlineStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const stock = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
