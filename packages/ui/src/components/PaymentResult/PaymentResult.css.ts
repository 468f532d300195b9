import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

/** The state's mark: its icon in a round badge of its tone (the title says the state in words). */
export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.controlLg,
    blockSize: vars.size.controlLg,
    borderRadius: vars.radius.full,
  },
  variants: {
    state: {
      processing: { backgroundColor: vars.color.neutral[100], color: vars.color.info },
      failed: { backgroundColor: vars.color.primary[50], color: vars.color.danger },
      success: { backgroundColor: vars.color.neutral[100], color: vars.color.success },
    },
  },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  margin: 0,
  maxInlineSize: vars.size.pageNarrow,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const reason = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
