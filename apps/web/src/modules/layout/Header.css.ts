import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * Phones: logo and account on the first row, the search box under them, then the links. From the
 * tablet breakpoint the search box sits between the logo and the account. Every row wraps instead
 * of overflowing, so nothing scrolls sideways at 360 px.
 */
export const header = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  // On a phone the header is most of the screen: it scrolls away with the page there.
  '@media': { [media.tablet]: { position: 'sticky', insetBlockStart: 0, zIndex: vars.zIndex.header } },
});

/** Inside the page's column (`PageContainer`: its width and gutters). */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      gap: vars.space.lg,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.primary[700],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': {
    outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
    outlineOffset: vars.space.xxs,
  },
});

export const search = style({ gridArea: 'search', minInlineSize: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlockEnd: vars.space.xs,
});

/**
 * On a phone the links take a row of their own: whether they would fit beside the categories
 * menu depends on the width of their words, which changes when the web font replaces the
 * fallback, and a row that reflows then pushes the whole page down (a layout shift).
 */
export const navLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flexBasis: '100%',
  columnGap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { flexBasis: 'auto' } },
});

export const navLink = style({ fontSize: vars.fontSize.sm });

export const rate = style({ marginInlineStart: 'auto', marginBlock: 0 });

/** The place a deferred header menu takes until it arrives, the size of its trigger. */
export const menuPlaceholder = style({
  display: 'inline-block',
  inlineSize: '5.5rem',
  blockSize: vars.size.touch,
  borderRadius: vars.radius.md,
});

export const wideMenuPlaceholder = style([menuPlaceholder, { inlineSize: '8rem' }]);

/** The currency menu's trigger is a select of the control height, lower than a touch target. */
export const currencyPlaceholder = style([wideMenuPlaceholder, { blockSize: vars.size.controlMd }]);
