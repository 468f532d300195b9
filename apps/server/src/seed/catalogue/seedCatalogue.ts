import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { existingMediaKeys, insertMedia, type MediaFile } from '../../modules/media/mediaRepository';
import type { ProductRow, SkuRow } from '../../modules/catalogue/catalogueRows';
import { markSearchDocumentsCurrent } from '../../modules/catalogue/searchDocuments';
import {
  DEFAULT_CATALOGUE_SEED,
  DEFAULT_PRODUCT_COUNT,
  generateCatalogue,
} from './generate/generateCatalogue';
import { renderArtworks } from './renderArtworks';
import { loadSampleVideos, SAMPLE_VIDEO_DIR } from './sampleVideos';
import {
  catalogueIsEmpty,
  clearCatalogue,
  deleteUnreferencedCatalogueMedia,
  insertRows,
} from '../../modules/catalogue/catalogueWrites';

export interface SeedCatalogueOptions {
  clock: Clock;
  /** @default 2,000 */
  products?: number;
  /** @default 1 */
  seed?: number;
  /**
   * Empty the catalogue first; without it a store that has products is refused. (A store without
   * products has its other catalogue tables rewritten either way.)
   */
  replace?: boolean;
  /** Where the sample clips are read from. @default assets/video */
  videoDirectory?: string;
  /** Parallel image encoders. @default one per core */
  concurrency?: number;
}

export interface SeedCatalogueReport {
  products: number;
  skus: number;
  categories: number;
  brands: number;
  /** Pictures and clips written to `media` by this run: those the rows show and `media` lacked. */
  mediaWritten: number;
  mediaBytesWritten: number;
  /** Seconds spent rendering pictures, writing rows, and in all. */
  seconds: { images: number; rows: number; total: number };
}

export class CatalogueNotEmptyError extends Error {
  constructor() {
    super('the catalogue already has products: pass --replace to empty it first');
    this.name = 'CatalogueNotEmptyError';
  }
}

/** Keys of product designs: `catalogue/product/<name>/<size>.webp`, shown by their base. */
const PRODUCT_DESIGN_PREFIX = 'catalogue/product/';
const baseOfDesignKey = (key: string) => key.slice(0, key.lastIndexOf('/'));

/** Products per write: one statement for the products, one or two for their SKUs. */
const PRODUCTS_PER_BATCH = 1_000;

const round = (value: number) => Math.round(value * 100) / 100;
const seconds = (from: number) => round((performance.now() - from) / 1000);

/**
 * Fills the catalogue with the generated development catalogue (issue 6, item 6), pictures and
 * sample clips included, in one transaction: a failure leaves the store as it was.
 */
export async function seedCatalogue(
  db: Database,
  options: SeedCatalogueOptions,
): Promise<SeedCatalogueReport> {
  const started = performance.now();
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!options.replace && !(await catalogueIsEmpty(db))) throw new CatalogueNotEmptyError();

  const videos = await loadSampleVideos(options.videoDirectory ?? SAMPLE_VIDEO_DIR);
  const catalogue = generateCatalogue({
    products,
    seed: options.seed ?? DEFAULT_CATALOGUE_SEED,
    now: options.clock.now(),
    videoKeys: videos.map((video) => video.key),
  });

  // Pictures of categories, brands, banners and events: all used, rendered before the transaction.
  const imagesStarted = performance.now();
  const isProductDesign = (key: string) => key.startsWith(PRODUCT_DESIGN_PREFIX);
  const fixedArt = catalogue.artworks.filter((artwork) => !isProductDesign(artwork.key));
  const mediaKeysBefore = await existingMediaKeys(db, [
    ...catalogue.artworks.map((artwork) => artwork.key),
    ...videos.map((video) => video.key),
  ]);
  const fixedMedia = await renderArtworks(
    fixedArt.filter((artwork) => !mediaKeysBefore.has(artwork.key)),
    options.concurrency,
  );
  const fixedArtSeconds = seconds(imagesStarted);
  let designSeconds = 0;

  const rowsStarted = performance.now();
  let skuCount = 0;
  let written: MediaFile[] = [];
  await db.transaction(async (tx) => {
    // With --replace, or a store without products whose other catalogue tables may still hold
    // rows (home sections an import created): the generated catalogue is written whole.
    await clearCatalogue(tx);
    await insertMedia(tx, fixedMedia);
    await insertRows(tx, 'category', catalogue.categories);
    await insertRows(tx, 'brand', catalogue.brands);
    await insertRows(tx, 'hot_word', catalogue.hotWords);
    await insertRows(tx, 'banner', catalogue.banners);
    await insertRows(tx, 'site_event', catalogue.events);
    await insertRows(tx, 'website_content', catalogue.websiteContent);
    await insertRows(tx, 'warehouse', catalogue.warehouses);
    await insertRows(tx, 'freight_tariff', catalogue.freightTariff);
    // Products, noting which designs and clips they show: only those are rendered and stored.
    const shown = new Set<string>();
    let productBatch: ProductRow[] = [];
    let skuBatch: SkuRow[] = [];
    const flush = async () => {
      await insertRows(tx, 'product', productBatch);
      await insertRows(tx, 'product_sku', skuBatch);
      skuCount += skuBatch.length;
      productBatch = [];
      skuBatch = [];
    };
    for (const { product, skus } of catalogue.products()) {
      for (const base of product.image_keys) shown.add(base);
      if (product.video_key) shown.add(product.video_key);
      for (const sku of skus)
        for (const attribute of sku.attributes) if (attribute.imageKey) shown.add(attribute.imageKey);
      productBatch.push(product);
      skuBatch.push(...skus);
      if (productBatch.length >= PRODUCTS_PER_BATCH) await flush();
    }
    await flush();
    const designsStarted = performance.now();
    const designs = catalogue.artworks.filter(
      (artwork) =>
        isProductDesign(artwork.key) &&
        shown.has(baseOfDesignKey(artwork.key)) &&
        !mediaKeysBefore.has(artwork.key),
    );
    const designMedia = await renderArtworks(designs, options.concurrency);
    designSeconds = seconds(designsStarted);
    const clips = videos.filter((video) => shown.has(video.key) && !mediaKeysBefore.has(video.key));
    await insertMedia(tx, [...designMedia, ...clips]);
    written = [...fixedMedia, ...designMedia, ...clips];
    // Pictures of an earlier catalogue that nothing shows any more (after --replace).
    await deleteUnreferencedCatalogueMedia(tx);
    // Every document was just written by the current rules: the server's start rewrites none.
    await markSearchDocumentsCurrent(tx);
  });
  const transactionSeconds = seconds(rowsStarted);

  return {
    products,
    skus: skuCount,
    categories: catalogue.categories.length,
    brands: catalogue.brands.length,
    mediaWritten: written.length,
    mediaBytesWritten: written.reduce((sum, file) => sum + file.bytes.length, 0),
    seconds: {
      images: round(fixedArtSeconds + designSeconds),
      rows: round(transactionSeconds - designSeconds),
      total: seconds(started),
    },
  };
}

/**
 * Start-up's rule (issue 6): outside production an empty store gets the generated catalogue, so a
 * fresh checkout shows a real-looking storefront; in production an empty catalogue stays empty
 * until the operator imports theirs. `SEED_CATALOGUE=0` turns it off outside production too.
 */
export function seedsCatalogueAtStart(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === 'production') return false;
  const flag = env.SEED_CATALOGUE?.trim().toLowerCase();
  return flag !== '0' && flag !== 'false';
}

/** What `main.ts` runs after the migrations: the rule above, told in the server log. */
export async function seedCatalogueAtStart(
  db: Database,
  env: NodeJS.ProcessEnv,
  clock: Clock,
  log: (line: string) => void,
): Promise<void> {
  if (!(await catalogueIsEmpty(db))) return;
  if (!seedsCatalogueAtStart(env)) {
    log(
      'The catalogue is empty: load one with `node dist/cli.js import-catalogue <file>` (see apps/server/README.md).',
    );
    return;
  }
  log(
    `The catalogue is empty: generating the development catalogue (${DEFAULT_PRODUCT_COUNT} products; SEED_CATALOGUE=0 skips this)...`,
  );
  const report = await seedCatalogue(db, { clock });
  log(
    `Development catalogue ready: ${report.products} products, ${report.mediaWritten} media files, ${report.seconds.total} s.`,
  );
}
