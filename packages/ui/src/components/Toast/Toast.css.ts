import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';
import { bottomBarInset } from '../../theme/bottomBar.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(25%)' } });

/**
 * The landmark holding the visible toasts, at the bottom edge. Phones: the full width, above the
 * thumb's reach of the page; from the tablet breakpoint: at the inline end corner. Never printed.
 */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    // Above the app's bottom bar on a phone (its tab bar), when it has one.
    insetBlockEnd: `calc(${bottomBarInset} + ${vars.space.lg})`,
    insetInline: vars.space.md,
    zIndex: vars.zIndex.toast,
    borderRadius: vars.radius.md,
    '@media': {
      [media.tablet]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.lg,
        inlineSize: vars.size.toast,
      },
      // A notice about what just happened on screen is not part of a printed page (an order).
      print: { display: 'none' },
    },
  },
]);

/** Newest first, from the top of the stack. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      paddingBlock: vars.space.sm,
      paddingInlineStart: vars.space.md,
      paddingInlineEnd: vars.space.xs,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      borderStyle: 'solid',
      borderWidth: vars.borderWidth.thin,
      borderInlineStartWidth: vars.borderWidth.accent,
      borderColor: vars.color.border,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.overlay,
      animation: `${fadeIn} ${vars.motion.normal} ease-out`,
      '@media': { [media.reducedMotion]: { animation: 'none' } },
    },
  ],
  variants: {
    variant: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      danger: { borderInlineStartColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    // Centres the icon on the first line of the message, which sits next to a small icon button.
    paddingBlock: vars.space.xs,
  },
  variants: {
    variant: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
});

export const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
