import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

export const term = style({ minInlineSize: '8rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
