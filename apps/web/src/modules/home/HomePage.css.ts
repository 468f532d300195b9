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
  display: 'block',
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
});

export const bannerPlaceholder = style({
  inlineSize: '88%',
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { inlineSize: `calc(50% - ${vars.space.lg} / 2)` } },
});
