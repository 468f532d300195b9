import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The band's sweep from before the start edge to past the end edge, by transform only. */
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(200%)' },
});

/** The same sweep in right-to-left, where the band starts at the right edge. */
const shimmerRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-200%)' },
});

/**
 * A grey block with a light band sweeping across it in the reading direction; without motion it
 * is a plain grey block. The band is a pseudo-element moved by `transform`, which the compositor
 * animates: a page full of skeletons (a server-rendered page's sections before their data) then
 * costs the main thread nothing per frame, where animating the background repainted every block
 * on every frame (Lighthouse counted over a second of blocking time on the home page).
 */
const block = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  backgroundColor: vars.color.neutral[200],
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: '50%',
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.neutral[100]} 50%, transparent 100%)`,
    transform: 'translateX(-100%)',
    animationName: shimmer,
    animationDuration: vars.motion.shimmer,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  selectors: {
    '[dir="rtl"] &::after': { transform: 'translateX(100%)', animationName: shimmerRtl },
  },
  '@media': { [media.reducedMotion]: { '::after': { display: 'none' } } },
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
    /**
     * `still`: the grey block without its band. Any sweep keeps the screen redrawing every frame
     * while it shows, which a phone's compositor pays for alongside the page's own code.
     */
    motion: {
      sweep: {},
      still: { '::after': { display: 'none' } },
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
  defaultVariants: { shape: 'rect', size: 'md', motion: 'sweep' },
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
