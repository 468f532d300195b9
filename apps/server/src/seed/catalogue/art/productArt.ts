import type { Drawing } from './drawing';
import { drawIcon, type IconName } from './icons';
import { mix, shadesOf } from './shades';

/**
 * The views a product is drawn from: as drawn, and turned (mirrored, tilted and a little further
 * away), so products of one leaf and colour do not all look alike.
 */
export const PRODUCT_ANGLES = ['front', 'turned'] as const;
export type ProductAngle = (typeof PRODUCT_ANGLES)[number];

const VIEW: Record<ProductAngle, string> = {
  front: '',
  turned: 'translate(50 50) rotate(-9) scale(-0.9 0.9) translate(-50 -50)',
};

/**
 * A product picture: the leaf's object in the variant's colour on the root category's backdrop,
 * seen from `angle`, with a soft halo and a floor shadow. No text: names are the page's job.
 */
export function productDrawing(
  icon: IconName,
  colourHex: string,
  backdrop: string,
  angle: ProductAngle = 'front',
): Drawing {
  const shades = shadesOf(colourHex);
  const halo = mix(colourHex, '#FFFFFF', 0.82);
  const view = VIEW[angle] ? ` transform="${VIEW[angle]}"` : '';
  return {
    width: 100,
    height: 100,
    body: `
    <rect width="100" height="100" fill="${backdrop}"/>
    <circle cx="50" cy="48" r="40" fill="${halo}" opacity="0.7"/>
    <ellipse cx="50" cy="91" rx="30" ry="3.5" fill="#000000" opacity="0.10"/>
    <g${view} stroke="#000000" stroke-opacity="0.16" stroke-width="0.6">${drawIcon(icon, shades)}</g>`,
  };
}
