import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.neutral[300],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.neutral[500] },
    '&[data-drop-target]': { borderColor: vars.color.primary[600], backgroundColor: vars.color.primary[50] },
    // The zone's hidden drop button takes focus (to paste files): the whole zone shows the ring.
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-disabled]': {
      borderColor: vars.color.neutral[200],
      backgroundColor: vars.color.neutral[100],
      cursor: 'not-allowed',
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const dropIcon = style({ color: vars.color.neutral[500] });

export const dropText = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const rejections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const rejection = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const thumbnail = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral[100],
  color: vars.color.neutral[500],
  objectFit: 'cover',
  overflow: 'hidden',
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  // Names and sizes keep their own direction (a Latin name in an Arabic list) but sit at the
  // list's start edge.
  alignItems: 'flex-start',
  flex: 1,
  minInlineSize: 0,
});

export const fileName = style({
  maxInlineSize: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
