import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/**
 * The radios: a column, or a row that flows in the reading direction (the first radio at the
 * inline start), from react-aria's `data-orientation` on the group.
 */
export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const radio = style({
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

/** The circle; selected, a ring of surface colour inside draws the dot. */
export const circle = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.neutral[500],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.neutral[700] },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primary[600],
      backgroundColor: vars.color.primary[600],
      boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.surface}`,
    },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.primary[800] },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.neutral[300],
      backgroundColor: vars.color.neutral[100],
    },
    [`${radio}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.neutral[400] },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
