import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** How far the panel starts off screen: towards the inline end, which is left in right to left. */
const offscreen = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });

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

/**
 * The panel, pinned to the inline end with logical insets. Phones: the whole screen, so long lists
 * (the buyer's addresses) get the full height and the panel still travels in from the side; from
 * the tablet breakpoint: a side sheet of the drawer's token width.
 */
export const modal = style({
  vars: { [offscreen]: '100%' },
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'flex',
  inlineSize: '100%',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '[dir="rtl"] &': { vars: { [offscreen]: '-100%' } },
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.motion.fast} ease-in reverse` },
  },
  '@media': {
    [media.tablet]: { inlineSize: vars.size.drawer },
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});
