import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

/**
 * The backdrop that covers the page. Mobile first: on phones the dialog is a sheet along the
 * bottom edge, full width; from the tablet breakpoint it is a box in the centre.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ease-in reverse` },
  },
  '@media': {
    [media.tablet]: { alignItems: 'center', padding: vars.space.lg },
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

export const modal = style({
  display: 'flex',
  inlineSize: '100%',
  maxBlockSize: vars.size.dialogMaxBlock,
  backgroundColor: vars.color.surface,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  // A sheet along the bottom edge of a phone keeps its actions above the home indicator.
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  selectors: {
    '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${riseIn} ${vars.motion.fast} ease-in reverse` },
  },
  '@media': {
    [media.tablet]: {
      maxInlineSize: vars.size.dialog,
      borderRadius: vars.radius.lg,
      paddingBlockEnd: 0,
      selectors: {
        '&[data-entering]': { animation: `${zoomIn} ${vars.motion.normal} ease-out` },
        '&[data-exiting]': { animation: `${zoomIn} ${vars.motion.fast} ease-in reverse` },
      },
    },
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

/** The dialog itself: header, scrolling body, footer. It takes focus on open, without a ring. */
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
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

// The body's padding is the space around the content: its first and last paragraphs add none.
globalStyle(`${body} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${body} > :last-child`, { marginBlockEnd: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
