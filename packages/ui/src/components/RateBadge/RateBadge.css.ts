import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  margin: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary[50],
  color: vars.color.primary[800],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const label = style({
  color: vars.color.textMuted,
});

export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.4 },
  '100%': { opacity: 1 },
});

export const placeholder = style({
  display: 'inline-block',
  inlineSize: '7em',
  blockSize: '1em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary[100],
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${pulse} 1.2s ease-in-out infinite`,
    },
  },
});
