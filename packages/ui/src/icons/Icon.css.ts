import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  verticalAlign: 'middle',
});

/** Icons that point (arrows, chevrons) mirror in right-to-left text. */
export const flipInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
