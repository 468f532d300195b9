import { media, vars } from '@tijara/ui';
import { style } from '@vanilla-extract/css';

/**
 * The payment pages: one column of cards, read top to bottom on a phone (the amount, the method,
 * its steps, the button), and no wider than a form on a large screen.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '44rem',
  marginInline: 'auto',
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const paragraph = style({ margin: 0 });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const orderNo = style({ fontVariantNumeric: 'tabular-nums' });

/** A single button or link at the start of its card, not stretched across it. */
export const start = style({ justifySelf: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The store's address of a cash payment: the name, the address, the phone, each on its line. */
export const store = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  fontStyle: 'normal',
});

export const storeName = style({ fontWeight: vars.fontWeight.bold });

export const steps = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** Shown on screen only: paying has no place on a printed order. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** A refusal with the way out under it (set the payment password, top up the wallet). */
export const alert = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

/** FIB's QR code: square, framed by the card's light surface (a quiet zone a phone's camera needs). */
export const qrCode = style({
  inlineSize: '13.75rem',
  maxInlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  justifySelf: 'center',
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** A code to type into an app: large, spaced, and read left to right in every language. */
export const readableCode = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A link to a provider's app (FIB): a plain anchor, not the ui `Link`, whose router would read an
 * address of another site as a path of this one. Looks like the standalone `Link`.
 */
export const appLink = style({
  color: vars.color.primary[700],
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary[800], textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
      borderRadius: vars.radius.sm,
    },
  },
});
