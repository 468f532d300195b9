import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The focus ring every interactive primitive shows on keyboard focus (`[data-focus-visible]`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
