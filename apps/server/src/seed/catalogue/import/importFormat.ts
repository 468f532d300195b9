import { LOCALES, PRODUCT_TAG } from '@tijara/domain';
import { z } from 'zod';

/** At most this many pictures per product and variants per product in an imported file. */
export const MAX_IMPORT_IMAGES = 10;
export const MAX_IMPORT_SKUS = 100;
/** The home sections a product can be put in by name (spec section 4); `video` needs a video. */
export const IMPORT_SECTIONS = ['hot', 'selected', 'local'] as const;

const MAX_TEXT = 500;
const MAX_HTML = 100_000;

/**
 * A text in any of the four languages (at least one, none blank): the storefront shows the
 * buyer's language and falls back to Arabic, then English, Chinese, Kurdish.
 */
function texts(max: number) {
  const one = z.string().trim().min(1, 'must not be blank').max(max);
  return z
    .strictObject({ ar: one.optional(), ckb: one.optional(), en: one.optional(), zh: one.optional() })
    .refine((value) => LOCALES.some((locale) => value[locale] !== undefined), {
      message: 'needs a text in at least one of ar, ckb, en, zh',
    });
}

const wholeNumber = (min: number, max = 2_147_483_647) => z.number().int().min(min).max(max);

/** A picture: an http(s) address, or a file path relative to the catalogue file's folder. */
const imageSource = z.string().trim().min(1, 'must not be blank').max(2_000);

const attributeSchema = z.strictObject({ name: texts(MAX_TEXT), value: texts(MAX_TEXT) });

const skuAttributeSchema = z.strictObject({
  name: texts(MAX_TEXT),
  value: texts(MAX_TEXT),
  /** This value's picture (a colour swatch). */
  image: imageSource.optional(),
});

const skuSchema = z
  .strictObject({
    attributes: z.array(skuAttributeSchema).max(5).default([]),
    stock: wholeNumber(0),
    priceCents: wholeNumber(0),
    promotionPriceCents: wholeNumber(0).nullable().optional(),
  })
  .refine(
    (sku) =>
      sku.promotionPriceCents === null ||
      sku.promotionPriceCents === undefined ||
      sku.promotionPriceCents < sku.priceCents,
    {
      message: 'must be below priceCents',
      path: ['promotionPriceCents'],
    },
  );

export const importProductSchema = z
  .strictObject({
    /** Replaces the product with this id when it exists; a new id is given when absent. */
    id: z
      .union([
        z.string().regex(/^[1-9]\d{0,14}$/, 'must be a whole number'),
        wholeNumber(1, 999_999_999_999_999),
      ])
      .optional(),
    platformType: wholeNumber(0, 32_767).default(1),
    /** The category path: root, second level, leaf. Found by name, created when new. */
    categories: z.tuple([texts(MAX_TEXT), texts(MAX_TEXT), texts(MAX_TEXT)]),
    /** Found by name among the brands, created when new; none when absent or null. */
    brand: texts(MAX_TEXT).nullable().optional(),
    name: texts(MAX_TEXT),
    /** HTML, stored as given: the API sanitises it when it answers. */
    description: texts(MAX_HTML).optional(),
    attributes: z.array(attributeSchema).max(20).default([]),
    images: z.array(imageSource).min(1, 'needs at least one picture').max(MAX_IMPORT_IMAGES),
    sections: z.array(z.enum(IMPORT_SECTIONS)).max(IMPORT_SECTIONS.length).default([]),
    tags: z
      .array(wholeNumber(0, 32_767))
      .max(20)
      .refine((tags) => !tags.includes(PRODUCT_TAG.videoPreview), {
        message: `tag ${PRODUCT_TAG.videoPreview} shows a video preview, and an imported product has no video`,
      })
      .default([]),
    minOrder: wholeNumber(1).default(1),
    maxOrder: wholeNumber(1).nullable().optional(),
    leadTimeDays: wholeNumber(0, 365).default(0),
    grossWeightG: wholeNumber(1),
    lengthMm: wholeNumber(1),
    widthMm: wholeNumber(1),
    heightMm: wholeNumber(1),
    chinaFreightCents: wholeNumber(0).default(0),
    monthSold: wholeNumber(0).default(0),
    sold: wholeNumber(0).default(0),
    repurchaseRateBp: wholeNumber(0, 10_000).default(0),
    trademark: z.string().trim().min(1).max(200).nullable().optional(),
    sourceUrl: z
      .url({ protocol: /^https?$/ })
      .max(2_000)
      .nullable()
      .optional(),
    skus: z.array(skuSchema).min(1, 'needs at least one variant').max(MAX_IMPORT_SKUS),
  })
  .refine(
    (product) =>
      product.maxOrder === null || product.maxOrder === undefined || product.maxOrder >= product.minOrder,
    {
      message: 'must not be below minOrder',
      path: ['maxOrder'],
    },
  );

export type ImportProduct = z.infer<typeof importProductSchema>;

/** Checks one product read from a file; a field that is absent reads "is required". */
export function checkProduct(value: unknown) {
  return importProductSchema.safeParse(value, {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined,
  });
}

/** Where a problem is, in the words of the file it is in. */
export interface ImportProblem {
  /** `line 12` (CSV) or `product 3 (line 40)` (JSON). */
  where: string;
  /** The column (CSV) or field path (JSON), or '' for the whole row or file. */
  field: string;
  message: string;
}

export function describeProblem(problem: ImportProblem): string {
  return `${problem.where}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}

/** A product read from a file, with what is needed to point at it in problems. */
export interface ReadProduct {
  product: ImportProduct;
  /** Where the product is, and where a field of it is (CSV: each variant's own line and column). */
  locate: (path: readonly PropertyKey[]) => { where: string; field: string };
}

export interface ReadCatalogue {
  products: ReadProduct[];
  problems: ImportProblem[];
}

/** Zod's issues on `value` as problems located by `locate`. */
export function problemsOf(
  error: z.ZodError,
  locate: (path: readonly PropertyKey[]) => { where: string; field: string },
): ImportProblem[] {
  return error.issues.map((issue) => ({ ...locate(issue.path), message: issue.message }));
}

/** `skus[0].priceCents`: a JSON field path as a reader writes it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
