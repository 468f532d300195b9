import { media, vars } from '@tijara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xl } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** A title whose text is on its way: the height of one line, so nothing moves when it arrives. */
export const titlePlaceholder = style({ inlineSize: '12rem', maxInlineSize: '100%' });

/** The list's bar: the count on one side, sort and price range on the other; wraps on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const sort = style({ minInlineSize: '11rem' });

/** The sort's place while its code downloads: the field's label over a control of its height. */
export const sortPlaceholder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sortPlaceholderLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const sortPlaceholderControl = style({
  display: 'block',
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
});

export const priceForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const priceField = style({ inlineSize: '8.5rem' });

export const formError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** A list whose next page is on its way: dimmed, still readable, not blank. */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

/** Links to the categories below (or beside) the current one: chips that wrap. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.primary[500] },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxs,
    },
    '&[aria-current="page"]': {
      borderColor: vars.color.primary[700],
      backgroundColor: vars.color.primary[50],
      color: vars.color.primary[800],
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const pagination = style({ alignSelf: 'center', maxInlineSize: '100%' });

/** A text block of the server's sanitised HTML (a product description): its images fit the column. */
export const richText = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

globalStyle(`${richText} img`, { display: 'block', maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${richText} table`, {
  borderCollapse: 'collapse',
  maxInlineSize: '100%',
  display: 'block',
  overflowX: 'auto',
});
globalStyle(`${richText} :is(td, th)`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${richText} :is(h2, h3, h4)`, { fontSize: vars.fontSize.lg, marginBlock: vars.space.md });
globalStyle(`${richText} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});
