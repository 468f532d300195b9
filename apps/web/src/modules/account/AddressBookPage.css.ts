import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** One column on a phone, two from the tablet breakpoint. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const defaultEntry = style({ borderColor: vars.color.primary[300] });

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const line = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

/** The skeleton of one entry: the height of a name, three lines and the actions' row. */
export const entrySkeleton = style({ minBlockSize: '10.5rem' });

export const dialogError = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
