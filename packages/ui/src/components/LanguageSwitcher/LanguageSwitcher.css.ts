import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const root = style({ display: 'inline-flex' });

/** A quiet header button: globe, the current language, a chevron. */
export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touch,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral[100] },
      '&[data-pressed]': { backgroundColor: vars.color.neutral[200] },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const value = style({ whiteSpace: 'nowrap' });
