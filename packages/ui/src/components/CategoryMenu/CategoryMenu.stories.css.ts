import { style } from '@vanilla-extract/css';

/**
 * Stories only: the trigger at the top inline-start corner of a page as tall as the window, so the
 * open menus fit below it and the page screenshot shows them whole.
 */
export const stage = style({ minBlockSize: '100vh', boxSizing: 'border-box' });
