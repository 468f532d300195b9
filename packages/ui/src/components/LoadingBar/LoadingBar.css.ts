import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    blockSize: vars.size.loadingBar,
    backgroundColor: vars.color.primary[100],
  },
  variants: {
    placement: {
      /** Across the top of the viewport, above the header and overlays. */
      page: {
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        zIndex: vars.zIndex.loadingBar,
      },
      /** In the flow, as wide as its container (the top of a panel or a list). */
      inline: { inlineSize: '100%' },
    },
  },
  defaultVariants: { placement: 'page' },
});

/** The determinate fill grows from the inline start: its inline size is set from the value. */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: vars.color.primary[600],
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.normal,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Logical offsets, so the segment runs from the inline start: right to left in Arabic. */
const sweep = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const indeterminate = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '40%',
  backgroundColor: vars.color.primary[600],
  animationName: sweep,
  animationDuration: vars.motion.progress,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': {
    // Without motion the bar stays still and full: it still says "working", without sweeping.
    [media.reducedMotion]: {
      animationName: 'none',
      insetInlineStart: 0,
      inlineSize: '100%',
      opacity: 0.6,
    },
  },
});
