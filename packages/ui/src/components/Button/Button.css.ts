import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      margin: 0,
      borderRadius: vars.radius.md,
      borderStyle: 'solid',
      borderWidth: vars.borderWidth.thin,
      borderColor: 'transparent',
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.fast,
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[data-pending]': { cursor: 'progress' },
      },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
  ],
  variants: {
    variant: {
      /** The one main action of a screen: white on primary 600 (AA contrast). */
      primary: {
        backgroundColor: vars.color.primary[600],
        color: vars.color.textOnPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primary[700] },
          '&[data-pressed]': { backgroundColor: vars.color.primary[800] },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.primary[600],
        color: vars.color.primary[700],
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primary[50] },
          '&[data-pressed]': { backgroundColor: vars.color.primary[100] },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.neutral[100] },
          '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textOnPrimary,
        selectors: {
          '&[data-hovered]': { filter: 'brightness(0.92)' },
          '&[data-pressed]': { filter: 'brightness(0.85)' },
        },
      },
    },
    size: {
      sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    shape: {
      text: {},
      /** Icon buttons are square: the size is the block size of the control. */
      icon: { paddingInline: 0, aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', shape: 'text' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const pendingLabel = style({ opacity: 0.7 });
