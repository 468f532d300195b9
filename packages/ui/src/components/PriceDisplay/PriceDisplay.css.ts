import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    margin: 0,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The price a buyer pays: bold, in the primary colour (primary 700 passes AA on white). */
export const current = style({
  color: vars.color.primary[700],
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** The struck-through price before the promotion: smaller and muted. */
export const original = style({
  color: vars.color.textMuted,
  fontSize: '0.85em',
  textDecorationLine: 'line-through',
  whiteSpace: 'nowrap',
});
