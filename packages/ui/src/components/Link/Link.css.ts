import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

export const link = recipe({
  base: [
    focusRing,
    {
      color: vars.color.primary[700],
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      textUnderlineOffset: '0.2em',
      transitionProperty: 'color, text-decoration-color',
      transitionDuration: vars.motion.fast,
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&[data-hovered]': { color: vars.color.primary[800] },
        '&[data-pressed]': { color: vars.color.primary[900] },
        '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
        '&[data-current]': { color: vars.color.text, cursor: 'default', textDecoration: 'none' },
      },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
  ],
  variants: {
    variant: {
      /** Inside running text: always underlined, so it is not told apart by colour alone. */
      inline: { textDecoration: 'underline' },
      /** On its own (a menu entry, "view all"): bold, underlined on hover, a touch target. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minBlockSize: vars.size.touch,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

/** The new-tab mark: a small icon inline with the text, spaced from it at its inline start. */
export const newTabIcon = style({
  inlineSize: '1em',
  blockSize: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'baseline',
});
