import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The label row: the box at the inline start, the text after it. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The drawn box; its look follows the state attributes react-aria puts on the label. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.neutral[500],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnPrimary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.neutral[700] },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      borderColor: vars.color.primary[600],
      backgroundColor: vars.color.primary[600],
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primary[800] },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.danger,
    },
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.neutral[300],
      backgroundColor: vars.color.neutral[100],
      color: vars.color.neutral[500],
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/** The tick and the dash fill the inside of the box. */
export const mark = style({ inlineSize: '100%', blockSize: '100%' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
