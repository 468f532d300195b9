import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** Fixed to the window; its place comes from inline `inset-inline-start` and `inset-block-start`. */
export const button = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.header,
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minInlineSize: vars.size.controlLg,
    minBlockSize: vars.size.controlLg,
    padding: vars.space.sm,
    borderStyle: 'none',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.primary[700],
    color: vars.color.textOnPrimary,
    boxShadow: vars.shadow.md,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    cursor: 'grab',
    // The pointer drags the button on touch screens instead of scrolling the page.
    touchAction: 'none',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:hover': { backgroundColor: vars.color.primary[800] },
      '&[data-dragging]': { cursor: 'grabbing' },
      '&[data-flash="on"]': { color: vars.color.helpFlash },
    },
  },
]);

export const label = style({ order: 1 });
