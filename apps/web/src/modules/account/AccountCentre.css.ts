import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * The user centre: on a phone its sections are a row of chips above the page that scrolls
 * sideways (a squeezed sidebar would leave the forms no room at 360 px); from the tablet
 * breakpoint they are a side navigation beside it.
 */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `minmax(12rem, 15rem) minmax(0, 1fr)`,
      alignItems: 'start',
      gap: vars.space.xl,
    },
  },
});

export const nav = style({
  minInlineSize: 0,
  '@media': {
    [media.tablet]: {
      padding: vars.space.sm,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
    },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'none',
  '@media': {
    [media.tablet]: { flexDirection: 'column', gap: vars.space.xxs, overflowX: 'visible' },
  },
});

export const item = style({ flexShrink: 0 });

export const link = style({
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.primary[50], color: vars.color.primary[700] },
  },
  '@media': {
    [media.tablet]: { display: 'flex', borderRadius: vars.radius.md, whiteSpace: 'normal' },
  },
});

/** The section's content: a card like the rest of the storefront's pages. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  // A phone keeps its width for the fields (the payment password's six boxes need 280 px).
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '28rem',
});

export const submit = style({ alignSelf: 'flex-start' });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
