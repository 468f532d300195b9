import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The text box grows downwards only, so the form's columns keep their width. */
export const textArea = style({
  display: 'block',
  minBlockSize: `calc(3 * ${vars.size.controlMd})`,
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'block',
});

/** The hint and the counter share a row: the hint at the start, the counter at the end. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const footerText = style({ flex: 1, minInlineSize: 0 });

export const counter = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-over]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  },
});
