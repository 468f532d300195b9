import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { media } from '../../theme/media';

/**
 * Fixed along the bottom edge of a phone, above the home indicator (the safe area adds to its
 * height). From the tablet breakpoint it is gone: the header holds the same places there.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.bottomBar,
  boxSizing: 'border-box',
  blockSize: `calc(${vars.size.bottomBar} + env(safe-area-inset-bottom))`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surface,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One place: the icon over its short name, the whole cell a touch target. */
export const item = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    boxSizing: 'border-box',
    inlineSize: '100%',
    blockSize: '100%',
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.xxs,
    borderStyle: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.neutral[100] },
      // The current place's name in the AA shade of the brand's red (its icon: below).
      '&[aria-current="page"]': { color: vars.color.primary[700], fontWeight: vars.fontWeight.bold },
    },
  },
]);

/** A name longer than its cell ends with an ellipsis rather than wrapping the bar taller. */
export const label = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// The current place's icon in the brand's own red: a graphic needs 3:1, and it has 3.9:1.
globalStyle(`${item}[aria-current="page"] svg`, { color: vars.color.primary[500] });
