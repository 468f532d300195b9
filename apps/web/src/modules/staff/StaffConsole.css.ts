import { media, vars } from '@tijara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The console's frame: its header on top, the navigation beside the content from the tablet on. */
export const console = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
  // No sideways scrolling on a 360 px phone.
  overflowX: 'clip',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.neutral[800],
  color: vars.color.neutral[0],
});

export const brand = style({
  color: vars.color.neutral[0],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const memberName = style({ overflowWrap: 'anywhere' });

export const headerLink = style({ color: vars.color.neutral[0] });

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // On a phone the navigation is a row above the page: the rows keep their own height, or a short
  // page's spare height went half to the navigation, a band of blank under its tabs.
  alignContent: 'start',
  '@media': {
    // Beside the page, the navigation runs the full height (its border with it).
    [media.tablet]: { gridTemplateColumns: `12rem minmax(0, 1fr)`, alignContent: 'stretch' },
  },
});

export const nav = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      borderBlockEnd: 'none',
      borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [media.tablet]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral[100] },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary[50],
      color: vars.color.primary[800],
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const main = style({
  minInlineSize: 0,
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

globalStyle(`${main}:focus`, { outline: 'none' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// ---- The finance queue ----

export const queue = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const queueItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const queueItemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const buyerName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** Label and value pairs: one column on a phone, a grid of them on wider screens. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    // As many columns as fit an order number (18 digits) unbroken.
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: vars.space.md },
  },
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const amountUsd = style({ fontWeight: vars.fontWeight.bold });

export const warning = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });

// ---- The review screen ----

export const review = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const decision = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.success}`,
  selectors: { '&[data-code="11"]': { borderInlineStartColor: vars.color.danger } },
});
