import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The cart: one column on a phone; the summary bar sits at the bottom edge there (CartSummary). */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A line the server names in the order's problem (the mixed-batch rule): marked along its edge. */
export const line = style({
  borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
  selectors: { '&[data-flagged]': { borderInlineStartColor: vars.color.danger } },
});

export const skeletonLine = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const skeletonPicture = style({ inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail });

export const summary = style({
  '@media': { [media.tablet]: { position: 'sticky', insetBlockEnd: 0 } },
});

export const retention = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
