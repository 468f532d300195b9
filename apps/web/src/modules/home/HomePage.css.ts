import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({
  marginBlock: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ marginBlockEnd: 0, color: vars.color.textMuted });
