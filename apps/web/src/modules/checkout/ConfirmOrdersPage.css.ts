import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * The confirm screen: one column on a phone (delivery, lines, costs, remark), with the amount to
 * pay and "Place order" in the bar at the bottom edge; two columns from the desktop breakpoint,
 * the costs and the action beside the choices.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pickup = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const strong = style({ fontWeight: vars.fontWeight.medium });

export const addressName = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const addressPlace = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const danger = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const lines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A line the preview's problem names (the mixed-batch rule): marked along its edge. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.md,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
  selectors: { '&[data-flagged]': { borderInlineStartColor: vars.color.danger } },
});

export const picture = style({
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  objectFit: 'cover',
});

export const lineInfo = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const lineName = style({ margin: 0, overflowWrap: 'anywhere' });

export const lineFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const bar = style({
  '@media': { [media.tablet]: { position: 'sticky', insetBlockEnd: 0 } },
});

export const barSummary = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const skeletonLine = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.md,
});

export const skeletonPicture = style({ inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail });
