import { productImageKey, PRODUCT_IMAGE_SIZES } from '../../../modules/media/mediaKeys';
import { COLOURS } from '../vocabulary/colours';
import type { ChildVocabulary, LeafVocabulary, RootVocabulary } from '../vocabulary/types';
import { drawingFingerprint, type Drawing } from './drawing';
import { PRODUCT_ANGLES, productDrawing, type ProductAngle } from './productArt';

/** A picture to render once and store under `key` at `width` x `height` pixels (WebP). */
export interface Artwork {
  key: string;
  drawing: Drawing;
  width: number;
  height: number;
}

/**
 * Every picture the generated catalogue uses, by content-addressed key. Product designs (one per
 * leaf drawing, colour and angle, a few thousand in all) are shared by every product of that
 * leaf, colour and angle, so the pool does not grow with the number of products; only the designs
 * products show are rendered.
 */
export class ArtPool {
  private readonly artworks = new Map<string, Artwork>();
  private readonly designBases = new Map<string, string>();

  /** Adds the product designs of every leaf in each of its category's colours and every angle. */
  addProductDesigns(tree: readonly RootVocabulary[]): void {
    for (const root of tree) {
      for (const child of root.children) {
        for (const leaf of child.leaves) {
          for (const colour of coloursOf(child)) {
            for (const angle of PRODUCT_ANGLES) this.productDesign(root, leaf, colour.id, angle);
          }
        }
      }
    }
  }

  /** The base key of a product design (`<base>/300.webp`, `<base>/800.webp`). */
  productDesign(root: RootVocabulary, leaf: LeafVocabulary, colourId: string, angle: ProductAngle): string {
    const memo = `${leaf.icon}|${colourId}|${angle}|${root.backdrop}`;
    const known = this.designBases.get(memo);
    if (known) return known;
    const colour = COLOURS.find((candidate) => candidate.id === colourId);
    if (!colour) throw new Error(`no colour "${colourId}"`);
    const drawing = productDrawing(leaf.icon, colour.hex, root.backdrop, angle);
    const base = `catalogue/product/${leaf.icon}-${colour.id}-${angle}-${drawingFingerprint(drawing)}`;
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
