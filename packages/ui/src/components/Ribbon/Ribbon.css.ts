import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The card or picture the ribbon marks; the ribbon is placed against its corner. */
export const frame = style({
  position: 'relative',
  display: 'inline-block',
  maxInlineSize: '100%',
  verticalAlign: 'top',
});

/**
 * A band across the top inline-start corner (top right in Arabic), squared on the corner it
 * hugs and rounded on the opposite one, so it reads as a flag folded over the card's edge.
 */
export const ribbon = recipe({
  base: {
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    insetInlineStart: 0,
    maxInlineSize: '80%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    boxShadow: vars.shadow.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
  },
  variants: {
    tone: {
      /** White on primary 700: AA contrast for small bold text. */
      primary: { backgroundColor: vars.color.primary[700], color: vars.color.textOnPrimary },
      info: { backgroundColor: vars.color.info, color: vars.color.textOnPrimary },
      success: { backgroundColor: vars.color.success, color: vars.color.textOnPrimary },
      dark: { backgroundColor: vars.color.neutral[800], color: vars.color.textOnPrimary },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type RibbonVariants = NonNullable<RecipeVariants<typeof ribbon>>;
