import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './media';

const space = { ...vars.space, auto: 'auto' };

/**
 * Layout utilities. Only logical properties exist here (inline/block, start/end), so a layout
 * written with them is right in Arabic and Kurdish by construction.
 */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'start', 'center', 'end', 'baseline'],
    justifyContent: ['start', 'center', 'end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
    inlineSize: ['auto', '100%'],
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const colours = {
  text: vars.color.text,
  textMuted: vars.color.textMuted,
  textOnPrimary: vars.color.textOnPrimary,
  primary: vars.color.primary[600],
  surface: vars.color.surface,
  surfaceSunken: vars.color.surfaceSunken,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  info: vars.color.info,
};

const colour = defineProperties({
  properties: { color: colours, backgroundColor: colours },
});

export const sprinkles = createSprinkles(layout, colour);
export type Sprinkles = Parameters<typeof sprinkles>[0];
