import type { LocalizedText } from '../localizedText';
import type { IconName } from '../art/icons';

/** An adjective of product names; Arabic adjectives agree with the noun's gender. */
export interface Adjective {
  zh: string;
  en: string;
  ckb: string;
  ar: { masculine: string; feminine: string };
}

/** What one product of a leaf category is called (singular), with its Arabic gender. */
export interface ItemNoun {
  text: LocalizedText;
  arFeminine: boolean;
}

/**
 * The options a leaf's products vary in besides colour (a capacity, a size, a length): the
 * attribute's name and its values in order (larger values cost more when `pricier` is set).
 */
export interface SpecOptions {
  name: LocalizedText;
  values: readonly LocalizedText[];
  pricier: boolean;
}

export interface LeafVocabulary {
  name: LocalizedText;
  /** The drawing of this leaf's products (an air fryer for air fryers), in each variant's colour. */
  icon: IconName;
  item: ItemNoun;
  spec?: SpecOptions;
}

/** A second-level category: its look, the words its products use, and their usual figures. */
export interface ChildVocabulary {
  name: LocalizedText;
  /** The drawing of the category's own tile (its leaves have their own). */
  icon: IconName;
  adjectives: readonly Adjective[];
  materials: readonly LocalizedText[];
  /** Unit price range of the variants, US cents. */
  priceCents: readonly [min: number, max: number];
  /** Packed weight of one unit, grams. */
  weightG: readonly [min: number, max: number];
  /** Packed size of one unit, millimetres (varied by up to a third per product). */
  packedMm: readonly [length: number, width: number, height: number];
  /** Usual minimum order quantity range (1688 sells in lots). */
  minOrder: readonly [min: number, max: number];
  /** Colours the products come in, by palette name; all of them when absent. */
  colours?: readonly string[];
  leaves: readonly LeafVocabulary[];
}

export interface RootVocabulary {
  name: LocalizedText;
  /** Backdrop of the product pictures of this root, a light colour. */
  backdrop: string;
  children: readonly ChildVocabulary[];
}
