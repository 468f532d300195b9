import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Tones pair a light background with a dark text of the same hue: every pair passes WCAG AA. */
export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxInlineSize: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.neutral[100],
        borderColor: vars.color.neutral[200],
        color: vars.color.neutral[700],
      },
      primary: {
        backgroundColor: vars.color.primary[50],
        borderColor: vars.color.primary[100],
        color: vars.color.primary[800],
      },
      success: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.success,
        color: vars.color.success,
      },
      warning: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.warning,
        color: vars.color.warning,
      },
      danger: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.danger,
        color: vars.color.danger,
      },
      info: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.info,
        color: vars.color.info,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;

/** Icons in a chip follow its font size rather than the 20 px of a control. */
export const iconSlot = style({ display: 'inline-flex' });
globalStyle(`${iconSlot} svg`, { inlineSize: '1.2em', blockSize: '1.2em' });
