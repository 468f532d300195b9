import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The element the badge sits on (an icon); the badge is placed on its top inline-end corner. */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary[600],
    color: vars.color.textOnPrimary,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
  variants: {
    kind: {
      count: {
        minInlineSize: vars.size.badge,
        blockSize: vars.size.badge,
        paddingInline: vars.space.xs,
        fontSize: vars.fontSize.xs,
        fontVariantNumeric: 'tabular-nums',
      },
      dot: {
        inlineSize: vars.size.badgeDot,
        blockSize: vars.size.badgeDot,
      },
    },
    /** On an anchor it overlaps the anchor's top inline-end corner, ringed off from it. */
    placement: {
      standalone: {},
      corner: {
        position: 'absolute',
        boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface}`,
      },
    },
  },
  compoundVariants: [
    {
      variants: { kind: 'count', placement: 'corner' },
      style: {
        insetBlockStart: `calc(${vars.size.badge} / -2)`,
        insetInlineEnd: `calc(${vars.size.badge} / -2)`,
      },
    },
    {
      variants: { kind: 'dot', placement: 'corner' },
      style: { insetBlockStart: 0, insetInlineEnd: 0 },
    },
  ],
  defaultVariants: { kind: 'count', placement: 'standalone' },
});
