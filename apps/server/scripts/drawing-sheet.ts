/**
 * A contact sheet of the generated catalogue's product drawings, to check by eye that each leaf's
 * picture looks like its product: one row per leaf (its English name, then the drawing in three
 * colours from the front and turned).
 *
 *   pnpm --filter @tijara/server drawings:sheet [root-name-part] [out.png]
 *
 * e.g. `... drawings:sheet kitchen /tmp/kitchen.png`; without a root, every root.
 */
import sharp from 'sharp';
import { svgDocument } from '../src/seed/catalogue/art/drawing';
import { PRODUCT_ANGLES, productDrawing } from '../src/seed/catalogue/art/productArt';
import { coloursOf } from '../src/seed/catalogue/art/artPool';
import { CATALOGUE_TREE } from '../src/seed/catalogue/vocabulary';

const [filter = '', out = '/tmp/drawings.png'] = process.argv.slice(2);
/** Text for the SVG's XML ("Screws & Bolts"). */
const xmlText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const CELL = 120;
const LABEL = 220;
const rows: string[] = [];
for (const root of CATALOGUE_TREE) {
  if (!root.name.en.toLowerCase().includes(filter.toLowerCase())) continue;
  for (const child of root.children) {
    const colours = coloursOf(child).slice(0, 3);
    for (const leaf of child.leaves) {
      const y = rows.length * CELL;
      const cells = colours.flatMap((colour, colourIndex) =>
        PRODUCT_ANGLES.map((angle, angleIndex) => {
          const drawing = productDrawing(leaf.icon, colour.hex, root.backdrop, angle);
          const x = LABEL + (colourIndex * PRODUCT_ANGLES.length + angleIndex) * CELL;
          return `<svg x="${x}" y="${y}" width="${CELL - 4}" height="${CELL - 4}" viewBox="0 0 100 100">${drawing.body}</svg>`;
        }),
      );
      rows.push(
        `<text x="8" y="${y + CELL / 2}" font-family="sans-serif" font-size="15">${xmlText(leaf.name.en)} (${leaf.icon})</text>${cells.join('')}`,
      );
    }
  }
}
const width = LABEL + 6 * CELL;
const height = Math.max(1, rows.length) * CELL;
const sheet = {
  width,
  height,
  body: `<rect width="${width}" height="${height}" fill="#FFFFFF"/>${rows.join('')}`,
};
await sharp(Buffer.from(svgDocument(sheet, width, height)))
  .png()
  .toFile(out);
console.log(`${rows.length} leaves drawn to ${out}`);
