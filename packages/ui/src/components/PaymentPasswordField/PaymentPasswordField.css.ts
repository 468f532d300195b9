import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** The way out of a lockout (the caller's link to the reset screen), under the message. */
export const reset = style({
  fontSize: vars.fontSize.sm,
});
