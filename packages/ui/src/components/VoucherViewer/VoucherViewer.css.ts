import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const zoomLevel = style({
  minInlineSize: '4ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** The picture's frame: as tall as most of the screen, scrolling when zoomed in. */
export const frame = style({
  blockSize: '60vh',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral[100],
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const picture = style({
  display: 'block',
  maxInlineSize: 'none',
  blockSize: 'auto',
  marginInline: 'auto',
});

export const message = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: '100%',
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
