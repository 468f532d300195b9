import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const illustration = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginBlockEnd: vars.space.xs,
  color: vars.color.neutral[400],
});

/** An icon in the slot grows to the illustration size; an image keeps its own. */
globalStyle(`${illustration} svg`, { inlineSize: vars.size.illustration, blockSize: vars.size.illustration });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const action = style({ marginBlockStart: vars.space.sm });
