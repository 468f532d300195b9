import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HOME_CATEGORY, priceRange, usdCents } from '@tijara/domain';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import { insertMedia } from '../../../modules/media/mediaRepository';
import type {
  AttributeValue,
  BrandRow,
  CategoryRow,
  ProductRow,
  SkuRow,
  Texts,
} from '../../../modules/catalogue/catalogueRows';
import { HOME_SECTIONS } from '../vocabulary/storeContent';
import {
  addMissingSections,
  categoryAndBrandRows,
  clearCatalogue,
  deleteProducts,
  deleteUnreferencedCatalogueMedia,
  insertRows,
  maxId,
} from '../../../modules/catalogue/catalogueWrites';
import type { ImportProblem, ImportProduct, ReadCatalogue, ReadProduct } from './importFormat';
import { prepareImages, type ImageUse } from './importImages';
import { readCsvCatalogue } from './readCsvCatalogue';
import { searchDocumentFrom } from '../../../modules/catalogue/searchDocuments';
import { readJsonCatalogue } from './readJsonCatalogue';

export interface ImportOptions {
  /** A `.json` or `.csv` catalogue file (format in apps/server/README.md). */
  file: string;
  /** Empty the catalogue's products, categories and brands first. */
  replace?: boolean;
  clock: Clock;
  fetch?: typeof fetch;
  concurrency?: number;
}

export interface ImportReport {
  products: number;
  /** Products of the file whose id already existed: their old row and variants were replaced. */
  replaced: number;
  skus: number;
  newCategories: number;
  newBrands: number;
  pictures: number;
}

/** The file cannot be imported as it is; nothing was written. */
export class ImportRejected extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in the catalogue file: nothing was imported`,
    );
    this.name = 'ImportRejected';
  }
}

/** New tree categories get ids from here up, after any already used (the home sections are below). */
const FIRST_TREE_ID = 1001;
const SECTION_IDS = {
  hot: HOME_CATEGORY.hot,
  selected: HOME_CATEGORY.selected,
  local: HOME_CATEGORY.local,
} as const;
/** Two names are the same category or brand when they agree in the first language both have. */
const MATCH_ORDER = ['en', 'zh', 'ar', 'ckb'] as const;

export function sameName(a: Texts, b: Texts): boolean {
  for (const locale of MATCH_ORDER) {
    const left = a[locale]?.trim().toLowerCase();
    const right = b[locale]?.trim().toLowerCase();
    if (left && right) return left === right;
  }
  return false;
}

function readerFor(file: string): ((text: string) => ReadCatalogue) | null {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return readJsonCatalogue;
  if (extension === '.csv') return readCsvCatalogue;
  return null;
}

function imageUses(read: readonly ReadProduct[]): ImageUse[] {
  return read.flatMap(({ product, locate }) => [
    ...product.images.map((source, index) => ({ source, ...locate(['images', index]) })),
    ...product.skus.flatMap((sku, skuIndex) =>
      sku.attributes.flatMap((attribute, attributeIndex) =>
        attribute.image
          ? [
              {
                source: attribute.image,
                ...locate(['skus', skuIndex, 'attributes', attributeIndex, 'image']),
              },
            ]
          : [],
      ),
    ),
  ]);
}

/** Ids given twice in the file would overwrite each other. */
function duplicateIds(read: readonly ReadProduct[]): ImportProblem[] {
  const firstWhere = new Map<string, string>();
  return read.flatMap(({ product, locate }) => {
    if (product.id === undefined) return [];
    const id = String(product.id);
    const place = locate(['id']);
    const earlier = firstWhere.get(id);
    if (earlier === undefined) {
      firstWhere.set(id, place.where);
      return [];
    }
    return [{ ...place, message: `product id ${id} is already used at ${earlier}` }];
  });
}

/** Finds or creates categories and brands by name, numbering new ones after the existing ones. */
class NameBook {
  readonly newCategories: CategoryRow[] = [];
  readonly newBrands: BrandRow[] = [];
  private nextCategoryId: number;
  private nextBrandId: number;

  constructor(
    private readonly categories: CategoryRow[],
    private readonly brands: BrandRow[],
  ) {
    this.nextCategoryId = Math.max(FIRST_TREE_ID - 1, ...categories.map((row) => row.id)) + 1;
    this.nextBrandId = Math.max(0, ...brands.map((row) => row.id)) + 1;
  }

  category(parentId: number, level: number, name: Texts): number {
    const siblings = this.categories.filter((row) => row.parent_id === parentId && row.level === level);
    const found = siblings.find((row) => sameName(row.name, name));
    if (found) return found.id;
    const row: CategoryRow = {
      id: this.nextCategoryId,
      parent_id: parentId,
      level,
      sort: siblings.length,
      name,
      image_key: null,
    };
    this.nextCategoryId += 1;
    this.categories.push(row);
    this.newCategories.push(row);
    return row.id;
  }

  /** A category's names as the catalogue keeps them (the file may give fewer languages). */
  categoryNames(id: number): Texts {
    return this.categories.find((row) => row.id === id)?.name ?? {};
  }

  brand(name: Texts): BrandRow {
    const found = this.brands.find((row) => sameName(row.name, name));
    if (found) return found;
    const row: BrandRow = {
      id: this.nextBrandId,
      name,
      description: null,
      logo_key: null,
      hot: false,
      cooperation: false,
      sort: this.brands.length,
    };
    this.nextBrandId += 1;
    this.brands.push(row);
    this.newBrands.push(row);
    return row;
  }
}

function rowsOf(
  product: ImportProduct,
  id: number,
  firstSkuId: number,
  book: NameBook,
  baseOf: ReadonlyMap<string, string>,
  now: Date,
): { product: ProductRow; skus: SkuRow[] } {
  const [rootName, childName, leafName] = product.categories;
  const rootId = book.category(0, 1, rootName);
  const childId = book.category(rootId, 2, childName);
  const leafId = book.category(childId, 3, leafName);
  const brand = product.brand ? book.brand(product.brand) : null;
  const base = (source: string) => {
    const key = baseOf.get(source);
    if (!key) throw new Error(`picture ${source} was not prepared`);
    return key;
  };
  const skus: SkuRow[] = product.skus.map((sku, index) => ({
    id: firstSkuId + index,
    product_id: id,
    sort: index,
    attributes: sku.attributes.map((attribute): AttributeValue => ({
      name: attribute.name,
      value: attribute.value,
      ...(attribute.image ? { imageKey: base(attribute.image) } : {}),
    })),
    stock: sku.stock,
    price_cents: sku.priceCents,
    promotion_price_cents: sku.promotionPriceCents ?? null,
  }));
  const range = priceRange(
    skus.map((sku) => ({
      skuId: String(sku.id),
      attributes: [],
      stock: sku.stock,
      price: usdCents(sku.price_cents),
      promotionPrice: sku.promotion_price_cents === null ? undefined : usdCents(sku.promotion_price_cents),
    })),
  );
  if (!range) throw new Error('a product has at least one variant');
  return {
    skus,
    product: {
      id,
      platform_type: product.platformType,
      category_id: leafId,
      category_ids: [
        rootId,
        childId,
        leafId,
        ...[...new Set(product.sections)].map((section) => SECTION_IDS[section]),
      ],
      brand_id: brand?.id ?? null,
      name: product.name,
      description: product.description ?? {},
      attributes: product.attributes,
      price_cents: range.min,
      max_price_cents: range.max,
      stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
      sold: product.sold,
      month_sold: product.monthSold,
      repurchase_rate_bp: product.repurchaseRateBp,
      min_order: product.minOrder,
      max_order: product.maxOrder ?? null,
      lead_time_days: product.leadTimeDays,
      gross_weight_g: product.grossWeightG,
      length_mm: product.lengthMm,
      width_mm: product.widthMm,
      height_mm: product.heightMm,
      china_freight_cents: product.chinaFreightCents,
      tags: [...new Set(product.tags)].sort((a, b) => a - b),
      image_keys: product.images.map(base),
      video_key: null,
      trademark: product.trademark ?? null,
      source_url: product.sourceUrl ?? null,
      search_doc: searchDocumentFrom({
        name: product.name,
        attributes: product.attributes,
        categories: [rootId, childId, leafId].map((categoryId) => book.categoryNames(categoryId)),
        brand: brand?.name,
      }),
      created_at: now.toISOString(),
    },
  };
}

/**
 * Loads an operator's catalogue file (issue 6, item 6): every product is validated and every
 * picture checked and converted before anything is written, then everything is written in one
 * transaction. Any problem rejects the whole file with the list of problems.
 */
export async function importCatalogue(db: Database, options: ImportOptions): Promise<ImportReport> {
  const read = readerFor(options.file);
  if (!read)
    throw new ImportRejected([
      { where: 'file', field: '', message: `${options.file} must end in .json or .csv` },
    ]);
  let text: string;
  try {
    text = await readFile(options.file, 'utf8');
  } catch (error) {
    throw new ImportRejected([
      { where: 'file', field: '', message: `cannot read ${options.file}: ${(error as Error).message}` },
    ]);
  }
  const catalogue = read(text);
  const images = await prepareImages(imageUses(catalogue.products), {
    baseDirectory: path.dirname(path.resolve(options.file)),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  const problems = [...catalogue.problems, ...duplicateIds(catalogue.products), ...images.problems];
  if (problems.length > 0) throw new ImportRejected(problems);

  const now = options.clock.now();
  return db.transaction(async (tx) => {
    if (options.replace) await clearCatalogue(tx, { keepStoreContent: true });
    await addMissingSections(tx, HOME_SECTIONS);
    await insertMedia(tx, images.files);
    const stored = await categoryAndBrandRows(tx);
    const book = new NameBook(stored.categories, stored.brands);
    const givenIds = catalogue.products.flatMap(({ product }) =>
      product.id === undefined ? [] : [Number(product.id)],
    );
    const replacedRows = await deleteProducts(tx, givenIds);
    let nextId = Math.max(await maxId(tx, 'product'), ...givenIds) + 1;
    let nextSkuId = (await maxId(tx, 'product_sku')) + 1;
    const products: ProductRow[] = [];
    const skus: SkuRow[] = [];
    for (const { product } of catalogue.products) {
      const id = product.id === undefined ? nextId++ : Number(product.id);
      const rows = rowsOf(product, id, nextSkuId, book, images.baseOf, now);
      nextSkuId += rows.skus.length;
      products.push(rows.product);
      skus.push(...rows.skus);
    }
    await insertRows(tx, 'category', book.newCategories);
    await insertRows(tx, 'brand', book.newBrands);
    await insertRows(tx, 'product', products);
    await insertRows(tx, 'product_sku', skus);
    if (options.replace) await deleteUnreferencedCatalogueMedia(tx);
    return {
      products: products.length,
      replaced: replacedRows.length,
      skus: skus.length,
      newCategories: book.newCategories.length,
      newBrands: book.newBrands.length,
      pictures: images.baseOf.size,
    };
  });
}
