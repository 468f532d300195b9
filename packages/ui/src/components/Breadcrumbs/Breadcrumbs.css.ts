import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const link = style([
  focusRing,
  {
    color: vars.color.textMuted,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.primary[700], textDecoration: 'underline' },
      '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.medium, cursor: 'default' },
      '&[data-current][data-hovered]': { color: vars.color.text, textDecoration: 'none' },
      '&[data-disabled]:not([data-current])': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const separator = style({
  color: vars.color.neutral[400],
  inlineSize: vars.fontSize.md,
  blockSize: vars.fontSize.md,
});
