import { vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/** The hot brands as chips with their logos; they wrap on a phone. */
export const brandList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary[500] },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxs,
    },
    '&[aria-current="page"]': {
      borderColor: vars.color.primary[700],
      backgroundColor: vars.color.primary[50],
      color: vars.color.primary[800],
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const brandLinkLogo = style({
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const brandHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const brandLogo = style({
  flexShrink: 0,
  inlineSize: vars.size.illustration,
  blockSize: vars.size.illustration,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
