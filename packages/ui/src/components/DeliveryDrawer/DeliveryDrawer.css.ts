import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.info}`,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.info });

export const pickup = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const addressRadio = style({ alignItems: 'flex-start' });

export const address = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const addressName = style({ fontWeight: vars.fontWeight.medium });

export const addressPlace = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const latin = style({ unicodeBidi: 'isolate' });
