import type { Drawing } from './drawing';
import { drawIcon, type IconName } from './icons';
import { mix, shadesOf } from './shades';

/**
 * A 1200 x 400 home banner or event picture: a gradient between two colours, large soft discs, and
 * three products on the end side. The start side stays calm for the title the page lays over it
 * (in the buyer's language, from the banner's `title`).
 */
export function bannerDrawing(
  from: string,
  to: string,
  icons: readonly IconName[],
  accents: readonly string[],
): Drawing {
  const products = icons
    .slice(0, 3)
    .map((icon, index) => {
      const x = 640 + index * 180;
      const y = index === 1 ? 70 : 130;
      const accent = accents[index % accents.length] ?? from;
      return `
      <circle cx="${x + 90}" cy="${y + 100}" r="104" fill="#FFFFFF" opacity="0.9"/>
      <g transform="translate(${x} ${y}) scale(1.8)" stroke="#000000" stroke-opacity="0.16" stroke-width="0.6">${drawIcon(icon, shadesOf(accent))}</g>`;
    })
    .join('');
  return {
    width: 1200,
    height: 400,
    body: `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1200" height="400" fill="url(#sky)"/>
    <circle cx="140" cy="360" r="220" fill="${mix(from, '#FFFFFF', 0.3)}" opacity="0.35"/>
    <circle cx="480" cy="-40" r="160" fill="${mix(to, '#FFFFFF', 0.4)}" opacity="0.3"/>
    <circle cx="1120" cy="380" r="180" fill="${mix(to, '#000000', 0.2)}" opacity="0.25"/>
    ${products}`,
  };
}
