import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const flag = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: `calc(${vars.size.icon} * 2 / 3)`,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
  lineHeight: 1,
  overflow: 'hidden',
});
