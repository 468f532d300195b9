import { HOME_CATEGORY, PRODUCT_TAG } from '@tijara/domain';
import { ArtPool, type Artwork } from '../art/artPool';
import type {
  BannerRow,
  BrandRow,
  CategoryRow,
  FreightTariffRow,
  HotWordRow,
  SiteEventRow,
  WarehouseRow,
  WebsiteContentRow,
} from '../../../modules/catalogue/catalogueRows';
import { SeededRandom } from '../random';
import { CATALOGUE_TREE } from '../vocabulary';
import { generateBrands, type GeneratedBrand } from './brands';
import { generateCategories } from './categories';
import { generateProduct, monthSoldOf, type GeneratedProduct, type ProductContext } from './products';
import {
  generateBanners,
  generateEvents,
  generateFreightTariff,
  generateHotWords,
  generateWarehouses,
  generateWebsiteContent,
} from './storeRows';

/** About 2,000 products: enough pages and search results to feel like a real store. */
export const DEFAULT_PRODUCT_COUNT = 2_000;
export const DEFAULT_CATALOGUE_SEED = 1;

/** The hot section holds the best sellers: 5 % of the catalogue, at least 20, at most 500. */
export function hotSectionSize(productCount: number): number {
  return Math.min(500, Math.max(20, Math.round(productCount * 0.05)));
}

export interface CatalogueOptions {
  products: number;
  seed: number;
  /** The seed's clock: product dates and event dates are counted from it. */
  now: Date;
  /** Keys of the sample videos in `media`; products with tag 12 point at one of them. */
  videoKeys: readonly string[];
}

export interface GeneratedCatalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  hotWords: HotWordRow[];
  banners: BannerRow[];
  events: SiteEventRow[];
  websiteContent: WebsiteContentRow[];
  warehouses: WarehouseRow[];
  freightTariff: FreightTariffRow[];
  /** Every picture the rows point at, to render into `media`. */
  artworks: Artwork[];
  productCount: number;
  /** The products with their SKUs, made one at a time in id order (50,000 need not sit in memory). */
  products(): Generator<GeneratedProduct>;
}

/**
 * The deterministic development catalogue: the same options give the same rows, byte for byte.
 * Product `i` depends only on the seed and `i` (and the clock for its date), so a larger catalogue
 * starts with the smaller one's products.
 */
export function generateCatalogue(options: CatalogueOptions): GeneratedCatalogue {
  const { seed, now, videoKeys } = options;
  if (!Number.isInteger(options.products) || options.products < 0) {
    throw new RangeError(`the product count must be a whole number, got ${options.products}`);
  }
  const art = new ArtPool();
  art.addProductDesigns(CATALOGUE_TREE);
  const categories = generateCategories(CATALOGUE_TREE, art);
  const brands = generateBrands(CATALOGUE_TREE, art);
  const brandsByRoot = new Map<number, GeneratedBrand[]>();
  for (const brand of brands) brandsByRoot.set(brand.root, [...(brandsByRoot.get(brand.root) ?? []), brand]);

  const hot = hotSet(seed, options.products);
  const context: ProductContext = { seed, now, leaves: categories.leaves, brandsByRoot, art, videoKeys };
  const sections = new SeededRandom(seed, 'home sections');
  const chosen = Array.from({ length: options.products }, () => ({
    selected: sections.chance(0.05),
    local: sections.chance(0.05),
  }));

  const catalogue: GeneratedCatalogue = {
    categories: categories.rows,
    brands: brands.map((brand) => brand.row),
    hotWords: generateHotWords(CATALOGUE_TREE),
    banners: generateBanners(CATALOGUE_TREE, categories, art),
    events: generateEvents(CATALOGUE_TREE, categories, art, now),
    websiteContent: generateWebsiteContent(),
    warehouses: generateWarehouses(),
    freightTariff: generateFreightTariff(),
    artworks: art.all(),
    productCount: options.products,
    *products() {
      for (let index = 0; index < options.products; index += 1) {
        const generated = generateProduct(index, context);
        const { product } = generated;
        if (hot.has(index)) product.category_ids.push(HOME_CATEGORY.hot);
        if (chosen[index]?.selected) product.category_ids.push(HOME_CATEGORY.selected);
        if (product.tags.includes(PRODUCT_TAG.videoPreview)) product.category_ids.push(HOME_CATEGORY.video);
        if (chosen[index]?.local) product.category_ids.push(HOME_CATEGORY.local);
        yield generated;
      }
    },
  };
  return catalogue;
}

/** Indexes of the best sellers (most monthly sales, then lowest id). */
function hotSet(seed: number, productCount: number): Set<number> {
  const sales = Array.from({ length: productCount }, (_, index) => ({
    index,
    sold: monthSoldOf(seed, index),
  }));
  sales.sort((a, b) => b.sold - a.sold || a.index - b.index);
  return new Set(sales.slice(0, hotSectionSize(productCount)).map((entry) => entry.index));
}
