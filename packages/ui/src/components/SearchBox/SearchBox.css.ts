import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  inlineSize: '100%',
  maxInlineSize: vars.size.searchBox,
  color: vars.color.text,
});

/** The box: the input, the camera and the search button in one bordered row. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlLg,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.primary[500],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': { boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.focusRing}` },
  },
});

export const field = style({ flex: 1, minInlineSize: 0, display: 'flex' });

export const input = style({
  flex: 1,
  minInlineSize: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const imageButton = style({ borderRadius: vars.radius.full });

/** The camera while a picture is being downscaled and searched. */
export const busy = style({ cursor: 'progress' });

export const submit = style({ borderRadius: vars.radius.full });

export const warning = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** The hot-search panel hangs under the box, above the page. */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

/**
 * The panel of a server-rendered page before its code runs: in the page, shown by the style sheet
 * while the box (or a word in the panel) has focus.
 */
export const panelWhileFocused = style({
  selectors: { [`${root}:not(:focus-within) &`]: { display: 'none' } },
});

export const panelTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const words = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Spec section 2: the first three hot words are highlighted. */
export const word = style({
  backgroundColor: vars.color.neutral[100],
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.primary[50],
      color: vars.color.primary[700],
      fontWeight: vars.fontWeight.bold,
    },
  },
});
