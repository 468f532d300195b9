import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  boxSizing: 'border-box',
  maxInlineSize: vars.size.tooltip,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.tooltip,
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ease-in reverse` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

/**
 * The arrow is drawn pointing down, for a tooltip above its trigger, in the top half of a square;
 * react-aria resolves `start`/`end` to a physical side for the direction, and the square turns
 * so that the arrow's base touches the tooltip on that side.
 */
export const arrow = style({
  display: 'block',
  inlineSize: vars.size.tooltipArrow,
  blockSize: vars.size.tooltipArrow,
  fill: vars.color.tooltip,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
  },
});
