import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const card = style({
  position: 'relative',
  /** In a grid the cards of a row share one height. */
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.neutral[300] },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** A standalone card keeps the thumbnail's width (300 px); in a grid it takes its column. */
export const standalone = style({ inlineSize: '300px', maxInlineSize: '100%' });

/** The square picture; the ribbon frame around it is a block so it takes the card's width. */
export const ribbonFrame = style({ display: 'block' });

export const picture = style({
  position: 'relative',
  aspectRatio: '1',
  backgroundColor: vars.color.surfaceSunken,
});

/** Sized by its width/height attributes (300 x 300), so nothing moves when it loads. */
export const thumbnail = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  /** Two lines are reserved even for a short name, so the cards of a row line up. */
  minBlockSize: `calc(2em * ${vars.lineHeight.normal})`,
});

/**
 * The block-link pattern: the one link of the card is its name, and its `::after` covers the
 * whole card, so a click anywhere opens the product. Other controls sit above it (`zIndex`).
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

export const sales = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** Controls that are not the card's link: above the stretched link, so they get the clicks. */
export const above = style({ position: 'relative', zIndex: 1 });

/** A square over the picture that holds the card's other controls; only they take pointer events. */
export const overlay = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  aspectRatio: '1',
  zIndex: 1,
  pointerEvents: 'none',
});

export const similar = style({
  pointerEvents: 'auto',
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: 1,
  boxShadow: vars.shadow.sm,
});

export const favorite = style({
  pointerEvents: 'auto',
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** Cards below the fold are laid out and painted only when they come near the viewport. */
export const gridItem = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
});
