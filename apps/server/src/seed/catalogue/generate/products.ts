import { PRODUCT_TAG, priceRange, usdCents, type ProductVariant } from '@tijara/domain';
import { coloursOf, type ArtPool } from '../art/artPool';
import { PRODUCT_ANGLES } from '../art/productArt';
import type { AttributeValue, ProductRow, SkuRow } from '../../../modules/catalogue/catalogueRows';
import { searchDocumentFrom } from '../../../modules/catalogue/searchDocuments';
import type { LocalizedText } from '../localizedText';
import { SeededRandom } from '../random';
import { COLOUR_ATTRIBUTE, MATERIAL_ATTRIBUTE } from '../vocabulary/colours';
import { ORIGIN_ATTRIBUTE, ORIGINS } from '../vocabulary/places';
import type { GeneratedBrand } from './brands';
import type { LeafPlace } from './categories';
import { productDescription } from './descriptions';
import { productName } from './productNames';

/** Generated product ids: 12 digits, like the source sites' offer ids; SKU ids append two digits. */
export const FIRST_PRODUCT_ID = 600_000_000_001;
/** The source site of generated products (the spec does not list the values). */
export const GENERATED_PLATFORM_TYPE = 1;
/** At most this many variants per product. */
export const MAX_VARIANTS = 12;
/** At most this many pictures per product. */
export const MAX_IMAGES = 5;

const DAY_MS = 86_400_000;

export interface ProductContext {
  seed: number;
  now: Date;
  leaves: readonly LeafPlace[];
  brandsByRoot: ReadonlyMap<number, readonly GeneratedBrand[]>;
  art: ArtPool;
  videoKeys: readonly string[];
}

export interface GeneratedProduct {
  product: ProductRow;
  skus: SkuRow[];
}

/**
 * Monthly sales of product `index`: the first number its generator draws, so the home page's hot
 * section (the top sellers) can be chosen without generating every product first.
 */
export function monthSoldOf(seed: number, index: number): number {
  return productRandom(seed, index).logInt(0, 25_000);
}

function productRandom(seed: number, index: number): SeededRandom {
  return new SeededRandom(seed, 'product', index);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** How many of `values` a product offers: fewer is likelier; never more than there are. */
function optionCount(
  random: SeededRandom,
  available: number,
  weights: readonly (readonly [number, number])[],
): number {
  return Math.min(available, random.weighted(weights));
}

/** The dimensions (colours, options, materials) shrunk until their product is at most 12 variants. */
function fitVariants(counts: [number, number, number]): [number, number, number] {
  const fitted: [number, number, number] = [...counts];
  while (fitted[0] * fitted[1] * fitted[2] > MAX_VARIANTS) {
    const largest = fitted.indexOf(Math.max(...fitted)) as 0 | 1 | 2;
    fitted[largest] -= 1;
  }
  return fitted;
}

/**
 * Product `index` of the catalogue made from `seed`: its own generator, so the first 60 products
 * are the same whether 60 or 50,000 are made. Home sections are added by the caller.
 */
export function generateProduct(index: number, context: ProductContext): GeneratedProduct {
  const random = productRandom(context.seed, index);
  const monthSold = random.logInt(0, 25_000);
  const place = random.pick(context.leaves);
  const { root, child, leaf } = place;
  const id = FIRST_PRODUCT_ID + index;

  // What the variants differ in: colour, the leaf's option (size, capacity...), the material.
  const colourPool = coloursOf(child);
  const optionValues = leaf.spec?.values ?? [];
  const [colourCount, optionTotal, materialCount] = fitVariants([
    optionCount(random, colourPool.length, [
      [1, 35],
      [2, 25],
      [3, 25],
      [4, 15],
    ]),
    optionValues.length === 0
      ? 1
      : optionCount(random, optionValues.length, [
          [1, 35],
          [2, 30],
          [3, 25],
          [5, 10],
        ]),
    random.chance(0.15) ? 2 : 1,
  ]);
  const colours = random.sample(colourPool, colourCount);
  const firstOption = random.int(0, Math.max(0, optionValues.length - optionTotal));
  const options = optionValues.slice(firstOption, firstOption + optionTotal);
  const materials = random.sample(child.materials, materialCount);
  const mainMaterial = materials[0];
  if (!mainMaterial) throw new Error(`${child.name.en} has no materials`);

  const brands = context.brandsByRoot.get(place.rootIndex) ?? [];
  const brand = brands.length > 0 && random.chance(0.85) ? random.pick(brands) : null;
  const adjective = random.chance(0.85) ? random.pick(child.adjectives) : null;
  const onlyMaterial = materials.length === 1 ? mainMaterial : null;
  const name = productName({
    item: leaf.item,
    adjective,
    material: onlyMaterial && random.chance(0.65) ? onlyMaterial : null,
    spec: options.length === 1 ? (options[0] ?? null) : null,
  });

  // Prices: a base in the category's range, larger options and the second material cost more.
  const basePrice = random.logInt(child.priceCents[0], child.priceCents[1]);
  const promotion = random.chance(0.18);
  // The angle follows the id, not the random stream, so products keep their other figures.
  const angle = PRODUCT_ANGLES[id % PRODUCT_ANGLES.length] ?? 'front';
  const design = (colourId: string) => context.art.productDesign(root, leaf, colourId, angle);
  const imageBases = colours.slice(0, MAX_IMAGES).map((colour) => design(colour.id));
  const skus: SkuRow[] = [];
  // A leaf without options still has one slot per colour and material.
  const optionSlots: (LocalizedText | null)[] = options.length > 0 ? options : [null];
  colours.forEach((colour, colourIndex) => {
    optionSlots.forEach((option, optionIndex) => {
      materials.forEach((material, materialIndex) => {
        const attributes: AttributeValue[] = [
          {
            name: COLOUR_ATTRIBUTE,
            value: colour.name,
            imageKey: imageBases[colourIndex] ?? design(colour.id),
          },
        ];
        if (option && leaf.spec) attributes.push({ name: leaf.spec.name, value: option });
        if (materials.length > 1) attributes.push({ name: MATERIAL_ATTRIBUTE, value: material });
        const step = leaf.spec?.pricier ? 1 + 0.18 * (firstOption + optionIndex) : 1;
        const price = roundTo(basePrice * step * (1 + 0.12 * materialIndex) * (1 + 0.02 * colourIndex), 5);
        const promotionPrice =
          promotion && random.chance(0.7) ? roundTo(price * (0.75 + random.next() * 0.17), 5) : null;
        skus.push({
          id: id * 100 + skus.length,
          product_id: id,
          sort: skus.length,
          attributes,
          stock: random.chance(0.06) ? 0 : random.logInt(5, 4_000),
          price_cents: price,
          promotion_price_cents: promotionPrice !== null && promotionPrice < price ? promotionPrice : null,
        });
      });
    });
  });

  const variants: ProductVariant[] = skus.map((sku) => ({
    skuId: String(sku.id),
    attributes: [],
    stock: sku.stock,
    price: usdCents(sku.price_cents),
    promotionPrice: sku.promotion_price_cents === null ? undefined : usdCents(sku.promotion_price_cents),
  }));
  const range = priceRange(variants);
  if (!range) throw new Error(`product ${id} has no variants`);

  const hasVideo = context.videoKeys.length > 0 && random.chance(0.08);
  const tags = [
    ...(random.chance(0.1) ? [0] : []),
    ...(random.chance(0.08) ? [1] : []),
    ...(random.chance(0.1) ? [PRODUCT_TAG.badge] : []),
    ...(hasVideo ? [PRODUCT_TAG.videoPreview] : []),
  ];
  const scale = () => 0.75 + random.next() * 0.55;
  const [length, width, height] = child.packedMm.map((mm) => Math.max(5, Math.round(mm * scale()))) as [
    number,
    number,
    number,
  ];
  const weightG = random.int(child.weightG[0], child.weightG[1]);
  const minOrder = random.int(child.minOrder[0], child.minOrder[1]);
  const leadTimeDays = random.weighted([
    [2, 30],
    [3, 30],
    [5, 20],
    [7, 15],
    [15, 5],
  ]);
  const origin = random.pick(ORIGINS[place.rootIndex] ?? ORIGINS[0] ?? []);
  const optionNames = [COLOUR_ATTRIBUTE, ...(options.length > 1 && leaf.spec ? [leaf.spec.name] : [])];
  if (materials.length > 1) optionNames.push(MATERIAL_ATTRIBUTE);
  const createdAt = new Date(context.now.getTime() - random.int(0, (365 * DAY_MS) / 1000) * 1000);
  const attributes: AttributeValue[] = [
    { name: MATERIAL_ATTRIBUTE, value: mainMaterial },
    { name: ORIGIN_ATTRIBUTE, value: origin },
  ];

  const product: ProductRow = {
    id,
    platform_type: GENERATED_PLATFORM_TYPE,
    category_id: place.leafId,
    category_ids: [place.rootId, place.childId, place.leafId],
    brand_id: brand?.row.id ?? null,
    name,
    description: productDescription({
      name,
      optionCount: skus.length,
      optionNames,
      materials,
      origin,
      lengthMm: length,
      widthMm: width,
      heightMm: height,
      weightG,
      minOrder,
      leadTimeDays,
      imageBase: imageBases[0] ?? '',
    }),
    attributes,
    price_cents: range.min,
    max_price_cents: range.max,
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    sold: monthSold * random.int(3, 36) + random.int(0, 500),
    month_sold: monthSold,
    repurchase_rate_bp: random.int(300, 6_500),
    min_order: minOrder,
    max_order: random.chance(0.1) ? minOrder * 100 : null,
    lead_time_days: leadTimeDays,
    gross_weight_g: weightG,
    length_mm: length,
    width_mm: width,
    height_mm: height,
    china_freight_cents: random.chance(0.25) ? 0 : random.int(3, 15) * 100,
    tags,
    image_keys: imageBases,
    video_key: hasVideo ? (context.videoKeys[index % context.videoKeys.length] ?? null) : null,
    trademark: brand?.row.name.en ?? null,
    // A reserved example domain (RFC 2606): generated products have no real supplier page.
    source_url: `https://supplier.example/offer/${id}.html`,
    search_doc: searchDocumentFrom({
      name,
      attributes,
      categories: [root.name, child.name, leaf.name],
      brand: brand?.row.name,
    }),
    created_at: createdAt.toISOString(),
  };
  return { product, skus };
}
