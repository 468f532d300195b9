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

/** A card's place while the cards load, drawn as the saved card is. */
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const entrySkeleton = style({ minBlockSize: '5rem' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const hostedLoading = style({ minBlockSize: '8rem' });

export const hostedFields = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

/** Month, year and CVV side by side even at 360 px (each a few digits). */
export const hostedRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const hostedField = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const hostedLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The box around a hosted field: the gateway's frame takes the placeholder's place inside it. */
export const frameBox = style({
  display: 'grid',
  minBlockSize: '2.75rem',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The placeholder the gateway's script hides when its frame arrives. */
export const placeholder = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '2.75rem',
  border: 0,
  backgroundColor: 'transparent',
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
