import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The card the sign-in, registration and password-reset forms sit on. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A field with its action beside it (the email and its send-code button). */
export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

/** The action lines up with the input's box, under the label's line. */
export const rowAction = style({
  flexShrink: 0,
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minBlockSize: vars.size.controlMd,
});

export const submit = style({ inlineSize: '100%' });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
