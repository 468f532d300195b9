import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 } });

/** The whole window: a phone's category browser leaves nothing of the page to tap by mistake. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ease-in reverse` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

export const modal = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  backgroundColor: vars.color.surface,
  outline: 'none',
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  '@media': { [media.tablet]: { insetInlineStart: 'auto', inlineSize: vars.size.drawer } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.bottomBar,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The level's name; it takes focus when a level opens, so a screen reader says where it is. */
export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  paddingInline: vars.space.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const body = style({ flex: 1, minBlockSize: 0, overflowY: 'auto' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A row the width of the sheet: a link to a category's page or a button into its children. */
export const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.controlLg,
    paddingInline: vars.space.lg,
    borderStyle: 'none',
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.neutral[100]}`,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[50] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[100] },
    },
  },
]);

/** "All {category}": the parent's own page, first in its level. */
export const allRow = style({ color: vars.color.primary[700], fontWeight: vars.fontWeight.medium });

export const rowLabel = style({ flex: 1, minInlineSize: 0 });

export const chevron = style({ color: vars.color.textMuted });

export const status = style({ padding: vars.space.lg, color: vars.color.textMuted });
