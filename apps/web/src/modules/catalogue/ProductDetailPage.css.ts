import { media, vars } from '@tijara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Pictures and purchase box: one column on a phone, side by side from the tablet breakpoint. */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const mainPicture = style({
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  maxInlineSize: '560px',
  inlineSize: '100%',
});

/** Sized by its width/height attributes (800 x 800) and the column: nothing moves when it loads. */
export const mainImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnailButton = style({
  display: 'block',
  padding: 0,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary[600] },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const thumbnailImage = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  objectFit: 'cover',
});

export const video = style({ maxInlineSize: '560px', inlineSize: '100%' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const brand = style({ margin: 0, color: vars.color.textMuted });

export const purchase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const skuSelector = style({});

/**
 * The selector's own summary formats its price in US dollars only (`formatUsd`): the page shows
 * the chosen variant's price and stock below it instead, in the buyer's currency (through
 * `Price`), in a live region of its own. Hidden rather than shown twice, in two currencies.
 */
globalStyle(`${skuSelector} > [aria-live]`, { display: 'none' });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const stock = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const quantity = style({ flexShrink: 0 });

/** The minimum order and a quantity's problem, above the buy bar; they describe its quantity. */
export const quantityHint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const quantityProblem = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

/** From the tablet breakpoint the bar is a row of this box: the price shows above it there. */
export const buyBar = style({
  '@media': { [media.tablet]: { justifyContent: 'flex-start' } },
});

/** The bar's own price: on a phone only, where the price above may have scrolled away. */
export const buyBarPrice = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'none' } },
});

/**
 * On a phone the label may take two short lines, so the price keeps its room in the bar (a long
 * Kurdish "add to cart" on one line left the price a few pixels); one line from the tablet up.
 */
export const addToCart = style({
  maxInlineSize: '8rem',
  // Doubled, to win over the button's own size class whatever order the sheets load in.
  selectors: { '&&': { fontSize: vars.fontSize.sm } },
  '@media': {
    [media.tablet]: {
      maxInlineSize: 'none',
      whiteSpace: 'nowrap',
      selectors: { '&&': { fontSize: vars.fontSize.md } },
    },
  },
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const panelTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({
  display: 'block',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

/** The estimate table scrolls inside itself if a language's words do not fit a phone. */
export const estimateScroll = style({ overflowX: 'auto', minInlineSize: 0 });

export const estimate = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`${estimate} :is(th, td)`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${estimate} th`, { fontWeight: vars.fontWeight.medium });

export const estimateCaption = style({
  captionSide: 'top',
  paddingBlockEnd: vars.space.xs,
  textAlign: 'start',
  color: vars.color.textMuted,
});

export const totalRow = style({ fontWeight: vars.fontWeight.bold });

export const bothCurrencies = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const specifications = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl },
  },
});

export const specification = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${specification} dt`, { color: vars.color.textMuted });
globalStyle(`${specification} dd`, { margin: 0, overflowWrap: 'anywhere' });
