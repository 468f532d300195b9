import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const banners = style({ minInlineSize: 0 });

/**
 * Phones: one banner at a time in a strip the buyer swipes (the next one peeks in, so the strip
 * says it scrolls); it scrolls inside itself, never the page. From the tablet breakpoint: two
 * columns, every banner in view.
 */
export const bannerList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '88%',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline mandatory',
  scrollbarWidth: 'none',
  '@media': {
    [media.tablet]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.lg,
      overflowX: 'visible',
    },
  },
});

export const banner = style({ scrollSnapAlign: 'start', minInlineSize: 0 });

export const bannerLink = style({
  position: 'relative',
  display: 'block',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

/** Sized by its width/height attributes (1200 x 400): its place is kept before it loads. */
export const bannerImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral[100],
  objectFit: 'cover',
  // The drawings keep their start (left) side calm for the headline; in right-to-left pages the
  // headline sits on the right, so the picture is mirrored (it has no text of its own).
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** The headline and call to action over the picture's start side, centred on its height. */
export const bannerText = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  maxInlineSize: '56%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  '@media': { [media.tablet]: { gap: vars.space.sm, padding: vars.space.lg } },
});

/** On a light panel: the pictures' colours vary (yellow to navy), the text's contrast must not. */
export const bannerHeadline = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.lg } },
});

/** White on primary 700 (AA); looks like a button, but the whole banner is the link. */
export const bannerCta = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary[700],
  color: vars.color.textOnPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.sm } },
});

export const bannerPlaceholder = style({
  inlineSize: '88%',
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { inlineSize: `calc(50% - ${vars.space.lg} / 2)` } },
});

/**
 * A product section below the first screen: the browser skips its style, layout and paint while
 * it is off-screen (`content-visibility: auto`), so its placeholder cards' shimmer, which would
 * otherwise animate a hundred layers on every frame while the page loads, costs nothing until the
 * buyer scrolls near it. Off-screen it is taken to be `sectionEstimate` tall, then the size it
 * last rendered at.
 */
export const belowTheFold = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${vars.size.sectionEstimate}`,
});
