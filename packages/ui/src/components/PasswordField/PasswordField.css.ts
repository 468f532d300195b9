import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The bordered box holds the input and the toggle; the toggle sits at its inline end. */
export const group = style({
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xxs,
});

/** The toggle is smaller than the field so the border stays visible around it. */
export const toggle = style({
  minBlockSize: vars.size.controlSm,
  color: vars.color.textMuted,
});
