import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** A group's terms: chips that wrap onto as many lines as a 360 px phone needs. */
export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One term and its remove button. */
export const term = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  maxInlineSize: '100%',
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary[50],
  color: vars.color.primary[800],
});

/** A long term breaks rather than push the chip past the screen's edge. */
export const termText = style({ overflowWrap: 'anywhere', minInlineSize: 0 });

/** The add-a-term field and its button on one line, wrapping on a phone. */
export const addTerm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});
