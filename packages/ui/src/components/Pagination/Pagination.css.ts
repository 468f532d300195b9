import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const pageButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: vars.size.controlMd,
    blockSize: vars.size.controlMd,
    paddingInline: vars.space.sm,
    margin: 0,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary[600], color: vars.color.primary[700] },
      '&[data-pressed]': { backgroundColor: vars.color.primary[50] },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.primary[700],
        borderColor: vars.color.primary[700],
        color: vars.color.textOnPrimary,
        fontWeight: vars.fontWeight.bold,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.controlSm,
  color: vars.color.textMuted,
});

export const jump = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const jumpInput = style([
  focusRing,
  {
    inlineSize: '4.5em',
    blockSize: vars.size.controlMd,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.neutral[500],
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const pages = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
