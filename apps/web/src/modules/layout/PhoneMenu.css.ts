import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

export const sheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** One group of the sheet, ruled off from the next. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const greeting = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const signIn = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each link is a touch target's height. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: vars.size.touch });

export const rate = style({ margin: 0 });

export const accountPlaceholder = style({ inlineSize: '12rem', blockSize: vars.size.touch });
