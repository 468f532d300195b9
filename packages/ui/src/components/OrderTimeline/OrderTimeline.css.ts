import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const MARKER = vars.size.badge;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingInlineStart: vars.space.xxl,
    paddingBlockEnd: vars.space.lg,
    breakInside: 'avoid',
    selectors: {
      // The line to the next step, on the inline-start side (the right in Arabic).
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${MARKER} / 2 - ${vars.borderWidth.thick} / 2)`,
        insetBlockStart: `calc(${MARKER} + ${vars.space.xs})`,
        insetBlockEnd: 0,
        borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
      },
    },
    '@media': {
      print: {
        selectors: {
          '&:not(:last-child)::before': { borderInlineStartColor: 'currentColor' },
        },
      },
    },
  },
  variants: {
    state: {
      done: {
        selectors: { '&:not(:last-child)::before': { borderInlineStartColor: vars.color.success } },
      },
      current: {},
      upcoming: { color: vars.color.textMuted },
      ended: {},
    },
  },
});

export const marker = recipe({
  base: {
    position: 'absolute',
    insetInlineStart: 0,
    insetBlockStart: vars.space.xxs,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: MARKER,
    blockSize: MARKER,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid ${vars.color.neutral[400]}`,
    backgroundColor: vars.color.surface,
    boxSizing: 'border-box',
    '@media': {
      // Backgrounds are not printed: the marker keeps its border and its tick in the text colour.
      print: { backgroundColor: 'transparent', borderColor: 'currentColor', color: 'inherit' },
    },
  },
  variants: {
    state: {
      done: {
        borderColor: vars.color.success,
        backgroundColor: vars.color.success,
        color: vars.color.textOnPrimary,
      },
      current: {
        borderColor: vars.color.primary[600],
        boxShadow: `0 0 0 ${vars.borderWidth.accent} ${vars.color.primary[100]}`,
        '@media': { print: { boxShadow: 'none', borderWidth: vars.borderWidth.accent } },
      },
      upcoming: {},
      ended: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.danger,
        color: vars.color.textOnPrimary,
      },
    },
  },
});

export const markerIcon = style({
  inlineSize: vars.size.badgeDot,
  blockSize: vars.size.badgeDot,
  strokeWidth: 4,
});

export const label = recipe({
  base: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.medium },
  variants: {
    state: {
      done: {},
      current: { fontWeight: vars.fontWeight.bold, color: vars.color.primary[700] },
      upcoming: {},
      ended: { fontWeight: vars.fontWeight.bold, color: vars.color.danger },
    },
  },
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { print: { color: 'inherit' } },
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const event = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const tracking = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const trackingNo = style({
  unicodeBidi: 'isolate',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
