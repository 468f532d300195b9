import type { Drawing } from './drawing';
import { drawIcon, type IconName } from './icons';
import { mix, shadesOf } from './shades';

/** A category tile: the category's object on a disc of its colour. */
export function categoryDrawing(icon: IconName, colourHex: string): Drawing {
  return {
    width: 100,
    height: 100,
    body: `
    <rect width="100" height="100" fill="#FFFFFF"/>
    <circle cx="50" cy="50" r="46" fill="${mix(colourHex, '#FFFFFF', 0.8)}"/>
    <g transform="translate(14 14) scale(0.72)" stroke="#000000" stroke-opacity="0.16" stroke-width="0.8">${drawIcon(icon, shadesOf(colourHex))}</g>`,
  };
}

const OUTLINES = [
  '<circle cx="50" cy="50" r="40" fill="{main}"/>',
  '<rect x="12" y="12" width="76" height="76" rx="18" fill="{main}"/>',
  '<path d="M50 8 L86 29 V71 L50 92 L14 71 V29 Z" fill="{main}"/>',
  '<path d="M50 8 L92 50 L50 92 L8 50 Z" fill="{main}"/>',
] as const;

const INNER_MARKS = [
  '<circle cx="50" cy="50" r="16" fill="{light}"/>',
  '<path d="M30 62 L50 30 L70 62 Z" fill="{light}"/>',
  '<rect x="32" y="44" width="36" height="12" rx="6" fill="{light}"/>',
  '<path d="M34 34 H66 V44 H46 V56 H66 V66 H34 Z" fill="{light}"/>',
  '<path d="M32 50 A18 18 0 1 1 68 50" stroke="{light}" stroke-width="8" fill="none"/>',
] as const;

/**
 * A brand's logo: an abstract mark (an outline and an inner sign) in the brand's colour. The seed
 * invents its brands, so their logos are invented too, and carry no lettering.
 */
export function logoDrawing(index: number, colourHex: string): Drawing {
  const shades = shadesOf(colourHex);
  const fill = (template: string) =>
    template.replaceAll('{main}', shades.main).replaceAll('{light}', '#FFFFFF');
  return {
    width: 100,
    height: 100,
    body: `
    <rect width="100" height="100" fill="#FFFFFF"/>
    ${fill(OUTLINES[index % OUTLINES.length] ?? OUTLINES[0])}
    ${fill(INNER_MARKS[Math.floor(index / OUTLINES.length) % INNER_MARKS.length] ?? INNER_MARKS[0])}`,
  };
}
