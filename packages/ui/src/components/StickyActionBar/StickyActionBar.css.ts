import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const fixedAtBottom = {
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.bottomBar,
  minBlockSize: `calc(${vars.size.bottomBar} + env(safe-area-inset-bottom))`,
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
} as const;

const inFlow = {
  position: 'static',
  minBlockSize: 0,
  padding: 0,
  backgroundColor: 'transparent',
  borderBlockStart: 'none',
  boxShadow: 'none',
} as const;

/**
 * Phones: fixed along the bottom edge, over the home indicator's safe area, in the tab bar's
 * place (`vars.size.bottomBar`). `sticky: 'phone'` puts it back into the page's flow from the
 * tablet breakpoint, where the screen has room for its actions where they are.
 */
export const bar = recipe({
  base: [
    fixedAtBottom,
    {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  ],
  variants: {
    sticky: {
      phone: { '@media': { [media.tablet]: inFlow } },
      always: {},
    },
  },
  defaultVariants: { sticky: 'phone' },
});

/** What the actions are about (a price, a total): takes the room the actions leave. */
export const summary = style({
  flex: 1,
  minInlineSize: 0,
  color: vars.color.text,
});

/** The actions, at the inline end, primary last; they never wrap under the summary. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});
