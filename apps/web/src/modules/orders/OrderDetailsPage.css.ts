import { media, vars } from '@tijara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The order page: one column of cards. Printed, it is the order alone: the cards lose their
 * backgrounds and keep together, and everything that acts (buttons, the receipt and cancel
 * sections, links away) is left out (`screenOnly`); the layout leaves out the header, footer, tab
 * bar and help button (`StoreLayout.css.ts`).
 */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { print: { gap: vars.space.md } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    print: { padding: 0 },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    print: {
      paddingInline: 0,
      paddingBlock: vars.space.sm,
      borderRadius: 0,
      borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      breakInside: 'avoid',
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** Shown on screen only: what acts on the order has no place on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A single button or link at the start of its card, not stretched across it. */
export const start = style({ justifySelf: 'start', alignSelf: 'flex-start' });

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

globalStyle(`${fact} > dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${fact} > dd`, { margin: 0, overflowWrap: 'anywhere' });

export const orderNo = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const paragraph = style({ margin: 0 });

export const lines = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.md,
  alignItems: 'start',
  breakInside: 'avoid',
});

export const picture = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const lineText = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const lineName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** Unit price, quantity and line total side by side, wrapping on a phone (an IQD amount is long). */
export const lineFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const address = style({ display: 'grid', gap: vars.space.xxs, fontStyle: 'normal' });

export const remark = style({ display: 'grid', gap: vars.space.sm });

export const remarkText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const remarkForm = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '36rem' });
