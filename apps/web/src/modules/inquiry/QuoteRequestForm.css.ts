import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** One column on a phone, two from the tablet breakpoint; long fields take the whole row. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
  },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const actions = style([
  wide,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md },
]);

export const status = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/** The form's place while its code downloads: about its height, so the footer does not jump. */
export const placeholder = style({ minBlockSize: '36rem', borderRadius: vars.radius.lg });
