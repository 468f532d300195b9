import { bottomBarInset, media, vars } from '@tijara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
  // Nothing may widen the page past the screen: no sideways scrolling on a 360 px phone.
  overflowX: 'clip',
  // The end of the page (the footer) scrolls clear of the phone's bottom bar.
  paddingBlockEnd: bottomBarInset,
  '@media': { print: { paddingBlockEnd: 0, backgroundColor: vars.color.surface } },
});

/**
 * Printed, a page is its content alone (an order, say): the header (with the help button), the
 * footer, the tab bar and the hidden category index are left out.
 */
globalStyle(`${page} > :not(main)`, { '@media': { print: { display: 'none' } } });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary[700],
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The route's screen, in the page's column (`PageContainer`: its width and gutters). */
export const main = style({
  flex: 1,
  paddingBlock: vars.space.lg,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xl } },
});

globalStyle(`${main}:focus`, { outline: 'none' });
