import { bottomBarInsetVar, media, vars } from '@tijara/ui';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Every phone page has a bar along the bottom edge (the tab bar, or a screen's action bar in its
// place, of the same height): the page's end and the toasts keep clear of it. None from the tablet
// breakpoint.
globalStyle(':root', {
  vars: { [bottomBarInsetVar]: `calc(${vars.size.bottomBar} + env(safe-area-inset-bottom))` },
  '@media': { [media.tablet]: { vars: { [bottomBarInsetVar]: '0px' } } },
});
