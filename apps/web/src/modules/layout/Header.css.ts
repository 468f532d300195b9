import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * Sticky at every width, so the search box and the cart stay in reach while the page scrolls.
 * Phones: two short rows (logo and the actions; the search box), under 120 px in all; the nav
 * row's contents live in the menu sheet and the tab bar there. From the tablet breakpoint the
 * search box sits between the logo and the account, and the nav row comes back.
 */
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  // The brand's red as a stripe along the top (no text on it: see the theme's README).
  borderBlockStart: `${vars.borderWidth.thick} solid ${vars.color.primary[500]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/** Inside the page's column (`PageContainer`: its width and gutters). */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      gap: vars.space.lg,
      paddingBlock: vars.space.sm,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  // The brand's own red: bold 24 px is large text, for which its 3.9:1 on white passes AA.
  color: vars.color.primary[500],
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
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The sign-in link or the account menu: in the menu sheet on a phone. */
export const account = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'contents' } },
});

/** What only a phone shows here (the menu sheet's button): the nav row holds it elsewhere. */
export const phoneOnly = style({
  display: 'contents',
  '@media': { [media.tablet]: { display: 'none' } },
});

/**
 * The floating help button's starting place: a slot of its own, so it covers nothing. The slot
 * keeps its size when the buyer drags the button out, so the row does not move.
 */
export const helpDock = style({
  display: 'flex',
  justifyContent: 'center',
  minInlineSize: vars.size.controlLg,
  minBlockSize: vars.size.touch,
});

export const helpPlaceholder = style({
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.lg,
});

export const iconPlaceholder = style({
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.md,
});

export const nav = style({
  display: 'none',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlockEnd: vars.space.xs,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const navLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
