import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The dialog's actions along its bottom edge, primary last, wrapping at 360 px. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
