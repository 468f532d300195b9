import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  maxInlineSize: '100%',
});

/**
 * The row of tabs. On a phone ten order tabs do not fit: the row scrolls sideways (the browser
 * scrolls it from the inline start, so from the right in Arabic) and react-aria scrolls the
 * focused tab into view.
 */
export const tabList = style({
  display: 'flex',
  minInlineSize: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.thin,
  borderBlockEndColor: vars.color.border,
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.lg,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color',
    transitionDuration: vars.motion.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      // The underline runs from the tab's inline start to its inline end, on the list's border.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: 0,
        blockSize: vars.borderWidth.thick,
        backgroundColor: 'transparent',
        transitionProperty: 'background-color',
        transitionDuration: vars.motion.fast,
      },
      // Inside the ring, since the scrolling row clips anything drawn outside a tab.
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
      '&[data-hovered]': { color: vars.color.text },
      '&[data-hovered]::after': { backgroundColor: vars.color.neutral[300] },
      '&[data-selected]': { color: vars.color.primary[700] },
      '&[data-selected]::after': { backgroundColor: vars.color.primary[600] },
      '&[data-disabled]': { color: vars.color.neutral[400], cursor: 'not-allowed' },
    },
    '@media': {
      [media.reducedMotion]: {
        transition: 'none',
        selectors: { '&::after': { transition: 'none' } },
      },
    },
  },
]);

export const tabPanel = style([
  focusRing,
  {
    borderRadius: vars.radius.sm,
    selectors: { '&[data-inert]': { display: 'none' } },
  },
]);
