import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const frame = style({
  position: 'relative',
  margin: 0,
  display: 'inline-block',
  maxInlineSize: '100%',
  verticalAlign: 'top',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral[900],
});

/** Sized by its width/height attributes, shrinking with a narrow container. */
export const video = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  objectFit: 'cover',
});

/** The muted preview fills the picture it covers (a product card's thumbnail). */
export const preview = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

/** The play / pause button over the inline-start bottom corner. */
export const toggle = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockEnd: vars.space.sm,
    insetInlineStart: vars.space.sm,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.touch,
    blockSize: vars.size.touch,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'none',
    backgroundColor: vars.color.tooltip,
    color: vars.color.textOnPrimary,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.neutral[900] } },
  },
]);

/** A square box for a preview shown outside a product card (stories): the preview fills it. */
export const previewBox = style({
  position: 'relative',
  inlineSize: '300px',
  maxInlineSize: '100%',
  aspectRatio: '1',
  backgroundColor: vars.color.surfaceSunken,
});
