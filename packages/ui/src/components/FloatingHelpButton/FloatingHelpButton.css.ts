import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** Fixed to the window; its place comes from inline `inset-inline-start` and `inset-block-start`. */
export const button = style([
  focusRing,
  {
    position: 'fixed',
    // Above the sticky header and the phone's bottom bar it may be dragged over.
    zIndex: vars.zIndex.bottomBar,
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
      // In its dock: part of the parent's layout, a touch target's height, until it is moved.
      '&[data-docked]': {
        position: 'relative',
        flexDirection: 'row',
        minBlockSize: vars.size.touch,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.xs,
        boxShadow: vars.shadow.sm,
      },
      '&[data-flash="on"]': { color: vars.color.helpFlash },
    },
  },
]);

export const label = style({ order: 1 });
