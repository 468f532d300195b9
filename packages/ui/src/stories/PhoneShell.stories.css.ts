import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bottomBarInsetVar } from '../theme/bottomBar.css';

/** The page of the example: clear of the bottom bar, as the storefront's layout keeps it. */
export const page = style({
  vars: { [bottomBarInsetVar]: `calc(${vars.size.bottomBar} + env(safe-area-inset-bottom))` },
  minBlockSize: '100vh',
  paddingBlockEnd: `calc(${vars.size.bottomBar} + env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.surfaceSunken,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const logo = style({
  gridArea: 'logo',
  color: vars.color.primary[700],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const search = style({ gridArea: 'search' });

export const content = style({ padding: vars.space.md, color: vars.color.text });
