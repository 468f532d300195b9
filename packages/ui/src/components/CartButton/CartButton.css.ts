import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

/** An icon control the size of a touch target; the label beside the icon when it is shown. */
export const cartButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minInlineSize: vars.size.touch,
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.sm,
    boxSizing: 'border-box',
    justifyContent: 'center',
    borderStyle: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[100], color: vars.color.primary[700] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
    },
  },
]);

/** The visible label follows the icon in the reading direction while coming first in the name. */
export const label = style({ order: 1 });
