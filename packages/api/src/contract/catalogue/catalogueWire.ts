import {
  usdCents,
  type Category,
  type Product,
  type ProductVariant,
  type UsdCents,
  type VariantAttribute,
} from '@tijara/domain';
import { z } from 'zod';
import { INT4_MAX } from '../ids';

/** Category and brand ids are PostgreSQL integers and travel as JSON numbers. */
export const catalogueIdSchema = z.number().int().positive().max(INT4_MAX);

/** A parent in the category tree: 0 is the top (the parent of the root categories). */
export const categoryParentIdSchema = z.number().int().nonnegative().max(INT4_MAX);

/** An amount a buyer sends (a price filter): whole US cents. */
export const centsRequestSchema = z.number().int().nonnegative().max(INT4_MAX);

/** An amount the server answers: whole US cents, the domain's `UsdCents` once parsed. */
const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

/** Spec section 3: the repurchase rate, in basis points on the wire (10 000 = every buyer). */
const BASIS_POINTS_PER_WHOLE = 10_000;
const basisPointsSchema = z.number().int().min(0).max(BASIS_POINTS_PER_WHOLE);

/** A node of the category tree as the wire carries it: numeric ids, the name in the caller's language. */
export interface CategoryNodeWire {
  categoryId: number;
  categoryName: string;
  imageUrl: string | null;
  children: CategoryNodeWire[];
}

const categoryNodeSchema: z.ZodType<CategoryNodeWire> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    imageUrl: z.string().nullable(),
    children: z.array(categoryNodeSchema),
  }),
);

/** The domain's category (string ids, as menus and links use them) with its picture. */
export interface CatalogueCategory extends Category {
  imageUrl: string | null;
  children: CatalogueCategory[];
}

function toCategory(node: CategoryNodeWire): CatalogueCategory {
  return {
    categoryId: String(node.categoryId),
    categoryName: node.categoryName,
    imageUrl: node.imageUrl,
    children: node.children.map(toCategory),
  };
}

/** A list of categories, each with its subtree (empty for a leaf or for a flat list). */
export const categoryTreeSchema = z.array(categoryNodeSchema).transform((nodes) => nodes.map(toCategory));

/** A product card as the wire carries it (lists, search results, recommendations). */
export const productCardWireSchema = z.object({
  id: z.string(),
  platformType: z.number().int(),
  /** In the caller's language, falling back to Arabic. */
  name: z.string(),
  /** The 300 x 300 thumbnail (spec section 9), or null for a product without pictures. */
  imageUrl: z.string().nullable(),
  /** The lowest price a buyer pays, and the highest, over the variants. */
  price: centsSchema,
  maxPrice: centsSchema,
  sold: z.number().int().nonnegative(),
  monthSold: z.number().int().nonnegative(),
  /** Basis points: 2 350 is 23.5 % of buyers ordering again. */
  repurchaseRate: basisPointsSchema,
  tags: z.array(z.number().int()),
  stock: z.number().int().nonnegative(),
  videoUrl: z.string().nullable(),
  brandName: z.string().nullable(),
  /** The supplier's minimum order, in units. */
  minOrder: z.number().int().positive(),
});

export type ProductCardWire = z.input<typeof productCardWireSchema>;

/** The domain's product as a card shows it: no variants loaded, plus the price range and minimum order. */
export interface ProductCard extends Product {
  maxPrice: UsdCents;
  minOrder: number;
}

function toProductCard(card: z.output<typeof productCardWireSchema>): ProductCard {
  return {
    id: card.id,
    platformType: card.platformType,
    name: card.name,
    images: card.imageUrl === null ? [] : [card.imageUrl],
    videoUrl: card.videoUrl ?? undefined,
    price: card.price,
    maxPrice: card.maxPrice,
    sold: card.sold,
    monthSold: card.monthSold,
    repurchaseRate: card.repurchaseRate / BASIS_POINTS_PER_WHOLE,
    tags: card.tags,
    stock: card.stock,
    brand: card.brandName ?? undefined,
    minOrder: card.minOrder,
    variants: [],
  };
}

export const productCardSchema = productCardWireSchema.transform(toProductCard);

/** One page of products: `total` counts every match, `pageNum` is 1-based. */
export const productPageSchema = z.object({
  records: z.array(productCardSchema),
  total: z.number().int().nonnegative(),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

const variantWireSchema = z.object({
  skuId: z.string(),
  /** Names and values in the caller's language; `skuImageUrl` is the value's swatch. */
  attributes: z.array(z.object({ name: z.string(), value: z.string(), skuImageUrl: z.string().nullable() })),
  skuStock: z.number().int().nonnegative(),
  price: centsSchema,
  promotionPrice: centsSchema.nullable(),
});

function toVariant(variant: z.output<typeof variantWireSchema>): ProductVariant {
  return {
    skuId: variant.skuId,
    attributes: variant.attributes.map((attribute): VariantAttribute => ({
      name: attribute.name,
      value: attribute.value,
      skuImageUrl: attribute.skuImageUrl ?? undefined,
    })),
    stock: variant.skuStock,
    price: variant.price,
    promotionPrice: variant.promotionPrice ?? undefined,
  };
}

/** A product page's full product as the wire carries it: the card, and everything the page shows. */
export const productDetailWireSchema = productCardWireSchema.extend({
  /** Every picture in both sizes: the 300 px thumbnail strip and the 800 px main view. */
  images: z.array(z.object({ thumbnailUrl: z.string(), imageUrl: z.string() })),
  /** The product's own attributes (material, origin...), translated. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  variants: z.array(variantWireSchema),
  maxOrder: z.number().int().positive().nullable(),
  leadTimeDays: z.number().int().nonnegative(),
  /** Gross packed weight of one unit, grams. */
  grossWeightG: z.number().int().positive(),
  /** Packed size of one unit, millimetres. */
  dimensions: z.object({
    lengthMm: z.number().int().positive(),
    widthMm: z.number().int().positive(),
    heightMm: z.number().int().positive(),
  }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** From the root category to the product's own, for the breadcrumbs. */
  categoryPath: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  trademark: z.string().nullable(),
  /** The product's page on its source site. */
  url: z.string().nullable(),
});

export type ProductDetailWire = z.input<typeof productDetailWireSchema>;

/** The domain's product with its variants, and the rest of what the product page shows. */
export interface ProductDetail extends ProductCard {
  /** The 300 px pictures, in the order of `images` (the 800 px ones). */
  thumbnailUrls: string[];
  attributes: { name: string; value: string }[];
  maxOrder: number | null;
  leadTimeDays: number;
  grossWeightKg: number;
  dimensions: { lengthMm: number; widthMm: number; heightMm: number };
  brandInfo: { id: number; name: string } | null;
  categoryPath: Category[];
}

const GRAMS_PER_KG = 1000;

export const productDetailSchema = productDetailWireSchema.transform((detail): ProductDetail => ({
  ...toProductCard(detail),
  images: detail.images.map((image) => image.imageUrl),
  thumbnailUrls: detail.images.map((image) => image.thumbnailUrl),
  attributes: detail.attributes,
  variants: detail.variants.map(toVariant),
  maxOrder: detail.maxOrder,
  leadTimeDays: detail.leadTimeDays,
  grossWeightKg: detail.grossWeightG / GRAMS_PER_KG,
  dimensions: detail.dimensions,
  brandInfo: detail.brand,
  categoryId: detail.categoryPath.at(-1)?.categoryId.toString(),
  categoryPath: detail.categoryPath.map((category) => ({
    categoryId: String(category.categoryId),
    categoryName: category.categoryName,
  })),
  trademark: detail.trademark ?? undefined,
  url: detail.url ?? undefined,
}));

/** What the international freight of an estimate is charged on (the domain's `chargedOn`). */
const chargedOnSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('cubicMetre'), quantity: z.number().positive() }),
  z.object({ unit: z.literal('kg'), quantity: z.number().positive() }),
]);

/** The domain's landed-cost estimate, in cents. */
export const landedCostSchema = z.object({
  goods: centsSchema,
  chinaFreight: centsSchema,
  internationalFreight: centsSchema,
  insurance: centsSchema,
  total: centsSchema,
  chargedOn: chargedOnSchema,
});
