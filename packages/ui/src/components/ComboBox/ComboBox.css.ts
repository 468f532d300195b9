import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The input fills the box; the button sits at the inline end, inside the border. */
export const group = style({ paddingInlineEnd: vars.space.xxs, gap: vars.space.xs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral[100] },
    '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
