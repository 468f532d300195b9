import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const history = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

/** The bonus and release before confirming: a quiet box the buyer reads before the password. */
export const preview = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary[50],
});

export const previewRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const previewTerm = style({ color: vars.color.textMuted });

export const previewValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The buyer's top-ups: one row each, wrapping at 360 px. */
export const topUps = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topUp = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const topUpAmount = style({ fontWeight: vars.fontWeight.bold });

export const topUpReason = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
