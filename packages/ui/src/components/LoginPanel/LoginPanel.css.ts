import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.size.dialog,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The code and its send button side by side; the button lines up with the input's box. */
export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const codeField = style({ flex: 1 });

/** The label's line above the input: the send button starts where the input's box does. */
export const sendCode = style({
  flexShrink: 0,
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minBlockSize: vars.size.controlMd,
});

export const submit = style({
  inlineSize: '100%',
  selectors: { '[aria-busy="true"] &': { cursor: 'progress' } },
});

/** A social button whose sign-in is running. */
export const busy = style({ cursor: 'progress' });

export const formError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const social = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const socialLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const socialButtons = style({
  display: 'flex',
  gap: vars.space.md,
});
