import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * How much of the window's bottom edge a fixed bar covers (the phone's tab bar or a screen's
 * sticky action bar, with the home indicator's safe area). The app sets it where it shows such a
 * bar; toasts and the page's end keep clear of it. Unset, it is 0.
 */
export const bottomBarInsetVar = createVar();

/** The inset to keep clear of, for styles: 0 where no app has set one. */
export const bottomBarInset = fallbackVar(bottomBarInsetVar, '0px');
