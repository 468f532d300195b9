import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * One cart line, laid out for a 360 px phone first: the checkbox and the picture at the inline
 * start, the name, variant, notices and prices beside them, the stepper and the line total under
 * those. Wider screens give the same columns more room.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: `auto ${vars.size.thumbnail} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The checkbox keeps a 44 px target beside the picture. */
export const select = style({
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  justifyContent: 'center',
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
});

export const picture = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    [`${line}[data-unavailable] &`]: { opacity: 0.5 },
  },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The product's name: two lines at most, the whole name in the link's accessible name. */
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const variant = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});

export const noticeIcon = style({ inlineSize: '1.2em', blockSize: '1.2em', flexShrink: 0 });

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The stepper, and the delete button at the inline end; they fit one row at 360 px. */
export const controls = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const remove = style({ minBlockSize: vars.size.touch, marginInlineStart: 'auto' });
