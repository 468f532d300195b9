import type { Drawing } from './drawing';
import { drawIcon, type IconName } from './icons';
import { mix, shadesOf } from './shades';

/**
 * A product picture: the category's object in the variant's colour on the root category's
 * backdrop, with a soft halo and a floor shadow. No text: names are the page's job.
 */
export function productDrawing(icon: IconName, colourHex: string, backdrop: string): Drawing {
  const shades = shadesOf(colourHex);
  const halo = mix(colourHex, '#FFFFFF', 0.82);
  return {
    width: 100,
    height: 100,
    body: `
    <rect width="100" height="100" fill="${backdrop}"/>
    <circle cx="50" cy="48" r="40" fill="${halo}" opacity="0.7"/>
    <ellipse cx="50" cy="91" rx="30" ry="3.5" fill="#000000" opacity="0.10"/>
    <g stroke="#000000" stroke-opacity="0.16" stroke-width="0.6">${drawIcon(icon, shades)}</g>`,
  };
}
