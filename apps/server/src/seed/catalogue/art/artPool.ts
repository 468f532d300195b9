import { productImageKey, PRODUCT_IMAGE_SIZES } from '../../../modules/media/mediaKeys';
import { COLOURS } from '../vocabulary/colours';
import type { ChildVocabulary, RootVocabulary } from '../vocabulary/types';
import { drawingFingerprint, type Drawing } from './drawing';
import { productDrawing } from './productArt';

/** A picture to render once and store under `key` at `width` x `height` pixels (WebP). */
export interface Artwork {
  key: string;
  drawing: Drawing;
  width: number;
  height: number;
}

/**
 * Every picture the generated catalogue uses, by content-addressed key. Product designs (one per
 * second-level category and colour, a few hundred in all) are shared by every product of that
 * category and colour, so the pool does not grow with the number of products.
 */
export class ArtPool {
  private readonly artworks = new Map<string, Artwork>();
  private readonly designBases = new Map<string, string>();

  /** Adds the product designs of every second-level category in each of its colours. */
  addProductDesigns(tree: readonly RootVocabulary[]): void {
    for (const root of tree) {
      for (const child of root.children) {
        for (const colour of coloursOf(child)) this.productDesign(root, child, colour.id);
      }
    }
  }

  /** The base key of a product design (`<base>/300.webp`, `<base>/800.webp`). */
  productDesign(root: RootVocabulary, child: ChildVocabulary, colourId: string): string {
    const memo = `${child.icon}|${colourId}|${root.backdrop}`;
    const known = this.designBases.get(memo);
    if (known) return known;
    const colour = COLOURS.find((candidate) => candidate.id === colourId);
    if (!colour) throw new Error(`no colour "${colourId}"`);
    const drawing = productDrawing(child.icon, colour.hex, root.backdrop);
    const base = `catalogue/product/${child.icon}-${colour.id}-${drawingFingerprint(drawing)}`;
    for (const size of PRODUCT_IMAGE_SIZES) {
      this.artworks.set(productImageKey(base, size), {
        key: productImageKey(base, size),
        drawing,
        width: size,
        height: size,
      });
    }
    this.designBases.set(memo, base);
    return base;
  }

  /** A single picture (category tile, logo, banner) under `catalogue/<folder>/<fingerprint>.webp`. */
  picture(folder: string, drawing: Drawing, width: number, height: number): string {
    const key = `catalogue/${folder}/${drawingFingerprint(drawing)}.webp`;
    this.artworks.set(key, { key, drawing, width, height });
    return key;
  }

  all(): Artwork[] {
    return [...this.artworks.values()];
  }
}

/** The palette entries a second-level category's products come in. */
export function coloursOf(child: ChildVocabulary) {
  const allowed = child.colours;
  return allowed ? COLOURS.filter((colour) => allowed.includes(colour.id)) : COLOURS;
}
