import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/**
 * A page's content column: the whole screen on a phone, centred and no wider than the page token
 * on larger screens, with the page's gutters at the inline edges.
 */
export const container = recipe({
  base: { inlineSize: '100%', marginInline: 'auto' },
  variants: {
    width: {
      page: { maxInlineSize: vars.size.page },
      narrow: { maxInlineSize: vars.size.pageNarrow },
    },
    gutter: {
      true: {
        paddingInline: vars.space.md,
        '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
      },
      false: {},
    },
  },
  defaultVariants: { width: 'page', gutter: true },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
