import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

/**
 * A grey block with a light band sweeping across it in the reading direction (reversed in
 * right-to-left); without motion it is a plain grey block.
 */
const block = style({
  display: 'block',
  backgroundColor: vars.color.neutral[200],
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.neutral[100]} 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animationName: shimmer,
  animationDuration: vars.motion.shimmer,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
  '@media': { [media.reducedMotion]: { animationName: 'none', backgroundImage: 'none' } },
});

export const shape = recipe({
  base: block,
  variants: {
    shape: {
      text: { blockSize: '0.9em', borderRadius: vars.radius.sm },
      rect: { inlineSize: '100%', borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    size: {
      sm: {},
      md: {},
      lg: {},
    },
  },
  compoundVariants: [
    {
      variants: { shape: 'circle', size: 'sm' },
      style: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
    },
    {
      variants: { shape: 'circle', size: 'md' },
      style: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd },
    },
    {
      variants: { shape: 'circle', size: 'lg' },
      style: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg },
    },
  ],
  defaultVariants: { shape: 'rect', size: 'md' },
});

/** Lines of text: a line's height apart, the last one shorter like the end of a paragraph. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  paddingBlock: vars.space.xxs,
});

export const lastLine = style({ inlineSize: '60%' });

export const group = style({ minInlineSize: 0 });
