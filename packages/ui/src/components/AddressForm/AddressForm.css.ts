import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
});

/** Two fields side by side from the tablet breakpoint; stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const warning = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  color: vars.color.danger,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const warningIcon = style({ flexShrink: 0 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
