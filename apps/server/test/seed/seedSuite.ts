import { HOME_CATEGORY, LANGUAGE_CODE, SEARCH_DOCUMENT_VERSION, searchQueryOf } from '@tijara/domain';
import type { AttributeValue } from '../../src/modules/catalogue/catalogueRows';
import {
  productSearchDocument,
  refreshSearchDocuments,
  searchDocumentNames,
} from '../../src/modules/catalogue/searchDocuments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/modules/areas';
import { seed } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { runCatalogueCommand } from '../../src/seed/catalogue/catalogueCommands';
import { generateCatalogue } from '../../src/seed/catalogue/generate/generateCatalogue';
import { importCatalogue, ImportRejected } from '../../src/seed/catalogue/import/importCatalogue';
import { describeProblem } from '../../src/seed/catalogue/import/importFormat';
import { loadSampleVideos } from '../../src/seed/catalogue/sampleVideos';
import { CatalogueNotEmptyError, seedCatalogue } from '../../src/seed/catalogue/seedCatalogue';
import { ManualClock } from '../support/manualClock';
import {
  BAD_CSV,
  BAD_HEADER_CSV,
  badJson,
  GOOD_CSV,
  goodJson,
  makeImportFiles,
  type ImportFiles,
} from './importFiles';

const START = new Date('2026-03-02T06:00:00Z');
const PRODUCTS = 60;
const SEED = 7;
const SEEDING_TIMEOUT_MS = 240_000;

/** RIFF....WEBP */
const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';

/** Every catalogue table as rows (identity columns left out), and the media by key and content. */
async function dump(db: Database) {
  const all = (sql: string) => db.query<Record<string, unknown>>(sql);
  return {
    category: await all('SELECT * FROM category ORDER BY id'),
    brand: await all('SELECT * FROM brand ORDER BY id'),
    product: await all('SELECT * FROM product ORDER BY id'),
    sku: await all('SELECT * FROM product_sku ORDER BY id'),
    hotWord: await all('SELECT locale, sort, name FROM hot_word ORDER BY locale, sort'),
    banner: await all('SELECT * FROM banner ORDER BY id'),
    event: await all('SELECT * FROM site_event ORDER BY id'),
    content: await all('SELECT * FROM website_content ORDER BY id'),
    warehouse: await all('SELECT * FROM warehouse ORDER BY id'),
    tariff: await all('SELECT * FROM freight_tariff ORDER BY mode'),
    media: await all('SELECT key, content_type, md5(bytes) AS md5, width, height FROM media ORDER BY key'),
  };
}

async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await db.query<{ n: string | number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The generated catalogue in a real database (PGlite or PostgreSQL): what the seed writes, the
 * media route that serves its pictures and clips, and the importer of operators' files.
 */
export function describeCatalogueSeed(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(
    `${name}: the seeded catalogue, its media and the importer`,
    () => {
      let db: Database;
      let app: FastifyInstance;
      let files: ImportFiles;
      const clock = new ManualClock(START);

      beforeAll(async () => {
        const opened = await open();
        if ('unavailable' in opened) throw new Error(opened.unavailable);
        db = opened;
        await migrate(db, migrations);
        await seed(db);
        await seedCatalogue(db, { clock, products: PRODUCTS, seed: SEED });
        app = await buildApp({ db, clock });
        await app.ready();
        files = await makeImportFiles();
      }, SEEDING_TIMEOUT_MS);

      afterAll(async () => {
        await app?.close();
        await files?.close();
        await db?.close();
      });

      describe('seeding', () => {
        it('writes the generated rows: the products the generator makes for this seed and clock', async () => {
          const videos = await loadSampleVideos();
          const generated = [
            ...generateCatalogue({
              products: PRODUCTS,
              seed: SEED,
              now: START,
              videoKeys: videos.map((v) => v.key),
            }).products(),
          ];
          const rows = await db.query<{
            id: string | number;
            name: unknown;
            category_ids: number[];
            price_cents: number;
            image_keys: string[];
            search_doc: string;
            created_at: Date;
          }>(
            'SELECT id, name, category_ids, price_cents, image_keys, search_doc, created_at FROM product ORDER BY id',
          );
          expect(
            rows.map((row) => ({
              ...row,
              id: Number(row.id),
              created_at: new Date(row.created_at).toISOString(),
            })),
          ).toEqual(
            generated.map(({ product }) => ({
              id: product.id,
              name: product.name,
              category_ids: product.category_ids,
              price_cents: product.price_cents,
              image_keys: product.image_keys,
              search_doc: product.search_doc,
              created_at: product.created_at,
            })),
          );
          expect(await count(db, 'SELECT count(*) AS n FROM product_sku')).toBe(
            generated.reduce((sum, { skus }) => sum + skus.length, 0),
          );
          expect(await count(db, 'SELECT count(*) AS n FROM category WHERE level = 0')).toBe(4);
          expect(await count(db, 'SELECT count(*) AS n FROM brand')).toBe(40);
          expect(await count(db, 'SELECT count(*) AS n FROM warehouse')).toBe(3);
        });

        it(
          'gives the same rows and media when run again with the same seed',
          async () => {
            const first = await dump(db);
            const report = await seedCatalogue(db, { clock, products: PRODUCTS, seed: SEED, replace: true });
            expect(report.mediaWritten).toBe(0);
            expect(await dump(db)).toEqual(first);
          },
          SEEDING_TIMEOUT_MS,
        );

        it("marks the documents current, so the server's start rewrites none", async () => {
          const [state] = await db.query<{ version: number }>('SELECT version FROM search_document_state');
          expect(state?.version).toBe(SEARCH_DOCUMENT_VERSION);
          expect(await refreshSearchDocuments(db)).toBe(0);
        });

        it('refuses to seed over products without --replace', async () => {
          await expect(seedCatalogue(db, { clock, products: 5 })).rejects.toBeInstanceOf(
            CatalogueNotEmptyError,
          );
          expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(PRODUCTS);
        });

        it('stores every picture a row names as WebP, in both product sizes, and the clips as MP4', async () => {
          const missing = await db.query<{ key: string }>(
            `WITH named AS (
             SELECT base || suffix AS key FROM product, unnest(image_keys) AS base, unnest(ARRAY['/300.webp', '/800.webp']) AS suffix
             UNION SELECT image_key FROM category WHERE image_key IS NOT NULL
             UNION SELECT logo_key FROM brand WHERE logo_key IS NOT NULL
             UNION SELECT image_key FROM banner UNION SELECT image_key FROM site_event
             UNION SELECT video_key FROM product WHERE video_key IS NOT NULL)
           SELECT key FROM named WHERE key NOT IN (SELECT key FROM media)`,
          );
          expect(missing).toEqual([]);
          const pictures = await db.query<{
            key: string;
            bytes: Uint8Array;
            width: number;
            content_type: string;
          }>(`SELECT key, bytes, width, content_type FROM media WHERE key LIKE 'catalogue/product/%'`);
          expect(pictures.length).toBeGreaterThan(0);
          for (const picture of pictures) {
            expect(picture.content_type).toBe('image/webp');
            expect(isWebp(picture.bytes), picture.key).toBe(true);
            expect(picture.key.endsWith(`/${picture.width}.webp`)).toBe(true);
          }
          const videos = await db.query<{ key: string; bytes: Uint8Array; content_type: string }>(
            `SELECT key, bytes, content_type FROM media WHERE key IN (SELECT video_key FROM product)`,
          );
          expect(videos.length).toBeGreaterThan(0);
          for (const video of videos) {
            expect(video.content_type).toBe('video/mp4');
            expect(Buffer.from(video.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
            expect(video.bytes.length).toBeLessThan(150 * 1024);
          }
          expect(
            await count(
              db,
              `SELECT count(*) AS n FROM product WHERE 12 = ANY(tags) AND ${HOME_CATEGORY.video} = ANY(category_ids) AND video_key IS NOT NULL`,
            ),
          ).toBe(
            videos.length > 0
              ? await count(db, 'SELECT count(*) AS n FROM product WHERE 12 = ANY(tags)')
              : -1,
          );
        });
      });

      describe('GET /media/*', () => {
        async function someKeys() {
          const [product] = await db.query<{ image_keys: string[]; video_key: string }>(
            'SELECT image_keys, (SELECT video_key FROM product WHERE video_key IS NOT NULL LIMIT 1) AS video_key FROM product ORDER BY id LIMIT 1',
          );
          if (!product) throw new Error('no product');
          return { picture: `${product.image_keys[0]}/300.webp`, video: product.video_key };
        }

        it('serves a picture with its type, a strong ETag and a year of caching', async () => {
          const { picture } = await someKeys();
          const answer = await app.inject({ method: 'GET', url: `/media/${picture}` });
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['content-type']).toBe('image/webp');
          expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(answer.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
          expect(answer.headers['accept-ranges']).toBe('bytes');
          expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
          expect(isWebp(answer.rawPayload)).toBe(true);
          const [stored] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM media WHERE key = $1', [
            picture,
          ]);
          expect(Buffer.compare(answer.rawPayload, Buffer.from(stored?.bytes ?? []))).toBe(0);
        });

        it('answers 304 when the browser already has it, and HEAD without a body', async () => {
          const { picture } = await someKeys();
          const first = await app.inject({ method: 'GET', url: `/media/${picture}` });
          const etag = String(first.headers.etag);
          const again = await app.inject({
            method: 'GET',
            url: `/media/${picture}`,
            headers: { 'if-none-match': `"other", ${etag}` },
          });
          expect(again.statusCode).toBe(304);
          expect(again.rawPayload.length).toBe(0);
          expect(again.headers.etag).toBe(etag);
          const head = await app.inject({ method: 'HEAD', url: `/media/${picture}` });
          expect(head.statusCode).toBe(200);
          expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
          expect(head.headers['content-type']).toBe('image/webp');
          expect(head.rawPayload.length).toBe(0);
        });

        it('serves byte ranges of a clip with 206, so a <video> can seek', async () => {
          const { video } = await someKeys();
          const whole = await app.inject({ method: 'GET', url: `/media/${video}` });
          expect(whole.statusCode).toBe(200);
          expect(whole.headers['content-type']).toBe('video/mp4');
          const size = whole.rawPayload.length;
          const part = await app.inject({
            method: 'GET',
            url: `/media/${video}`,
            headers: { range: 'bytes=0-99' },
          });
          expect(part.statusCode).toBe(206);
          expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
          expect(part.headers['content-length']).toBe('100');
          expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(0, 100))).toBe(0);
          const tail = await app.inject({
            method: 'GET',
            url: `/media/${video}`,
            headers: { range: 'bytes=-10' },
          });
          expect(tail.statusCode).toBe(206);
          expect(Buffer.compare(tail.rawPayload, whole.rawPayload.subarray(size - 10))).toBe(0);
          const middle = await app.inject({
            method: 'GET',
            url: `/media/${video}`,
            headers: { range: `bytes=${size - 50}-${size + 50}` },
          });
          expect(middle.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
          // A partial copy of other bytes: the whole file, not a part to splice onto it.
          const stale = await app.inject({
            method: 'GET',
            url: `/media/${video}`,
            headers: { range: 'bytes=0-99', 'if-range': '"0123"' },
          });
          expect(stale.statusCode).toBe(200);
          expect(stale.rawPayload.length).toBe(size);
        });

        it('answers 416 in the envelope for a range past the end', async () => {
          const { video } = await someKeys();
          const size = Number(
            (await app.inject({ method: 'HEAD', url: `/media/${video}` })).headers['content-length'],
          );
          const answer = await app.inject({
            method: 'GET',
            url: `/media/${video}`,
            headers: { range: `bytes=${size}-`, language: String(LANGUAGE_CODE.en) },
          });
          expect(answer.statusCode).toBe(416);
          expect(answer.headers['content-range']).toBe(`bytes */${size}`);
          expect(answer.json()).toEqual({
            success: false,
            code: 416,
            msg: `The requested range lies outside the file (${size} bytes).`,
            data: null,
          });
        });

        it("answers 404 in the envelope, in the caller's language, for an unknown or unsafe key", async () => {
          const unknown = await app.inject({
            method: 'GET',
            url: '/media/catalogue/product/nothing/300.webp',
            headers: { language: String(LANGUAGE_CODE.ckb) },
          });
          expect(unknown.statusCode).toBe(404);
          expect(unknown.headers['cache-control']).toBe('no-store');
          expect(unknown.json()).toEqual({
            success: false,
            code: 404,
            msg: 'هیچ فایلێک لە /media/catalogue/product/nothing/300.webp نییە.',
            data: null,
          });
          for (const url of ['/media/', '/media/..%2F..%2Fetc%2Fpasswd', '/media/a%20b']) {
            const answer = await app.inject({ method: 'GET', url });
            expect(answer.statusCode, url).toBe(404);
            expect(answer.json()).toMatchObject({ success: false, code: 404 });
          }
        });
      });

      describe('import-catalogue', () => {
        it('imports a JSON file: categories and brands found by name or created, pictures converted', async () => {
          const before = await count(db, 'SELECT count(*) AS n FROM product');
          const report = await importCatalogue(db, {
            file: files.write('catalogue.json', goodJson(files.origin)),
            clock,
          });
          expect(report).toEqual({
            products: 2,
            replaced: 0,
            skus: 3,
            newCategories: 4,
            newBrands: 0,
            pictures: 4,
          });
          expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(before + 2);

          const [charger] = await db.query<{
            id: string;
            category_ids: number[];
            brand_id: number;
            price_cents: number;
            max_price_cents: number;
            stock: number;
            tags: number[];
            image_keys: string[];
            description: { en: string };
            search_doc: string;
            name: Record<string, string>;
            attributes: AttributeValue[];
          }>(`SELECT * FROM product WHERE name->>'en' = 'Fast Car Charger'`);
          if (!charger) throw new Error('the charger was not imported');
          expect(Number(charger.id)).toBe(900_000_000_002);
          const [root, child, leaf, ...sections] = charger.category_ids;
          expect(root).toBe(1001);
          const [childRow] = await db.query<{ name: { en: string }; parent_id: number }>(
            'SELECT name, parent_id FROM category WHERE id = $1',
            [child],
          );
          expect([childRow?.name.en, childRow?.parent_id]).toEqual(['Charging', 1001]);
          const [leafRow] = await db.query<{ name: unknown; level: number; parent_id: number }>(
            'SELECT name, level, parent_id FROM category WHERE id = $1',
            [leaf],
          );
          expect(leafRow).toEqual({
            name: { ar: 'شواحن السيارة', ckb: 'شەحنکەری ئۆتۆمبێل', en: 'Car Chargers', zh: '车载充电器' },
            level: 3,
            parent_id: child,
          });
          expect(sections).toEqual([HOME_CATEGORY.hot]);
          const [voltix] = await db.query<{ id: number; name: Record<string, string> }>(
            `SELECT id, name FROM brand WHERE name->>'en' = 'Voltix'`,
          );
          expect(charger.brand_id).toBe(voltix?.id);
          expect([charger.price_cents, charger.max_price_cents, charger.stock]).toEqual([399, 450, 15]);
          expect(charger.tags).toEqual([2]);
          expect(charger.description.en).toBe('<p>Two ports.</p><script>alert(1)</script>');
          expect(charger.search_doc).toBe(productSearchDocument(charger, await searchDocumentNames(db)));
          expect(charger.search_doc).toContain(searchQueryOf(voltix?.name.en ?? '') ?? '?');
          expect(charger.image_keys).toHaveLength(2);
          for (const base of charger.image_keys) {
            for (const size of [300, 800]) {
              const [file] = await db.query<{ bytes: Uint8Array; width: number; height: number }>(
                'SELECT bytes, width, height FROM media WHERE key = $1',
                [`${base}/${size}.webp`],
              );
              expect(file && isWebp(file.bytes)).toBe(true);
              expect([file?.width, file?.height]).toEqual([size, size]);
            }
          }
          const skus = await db.query<{
            attributes: { imageKey?: string }[];
            promotion_price_cents: number | null;
          }>(
            'SELECT attributes, promotion_price_cents FROM product_sku WHERE product_id = $1 ORDER BY sort',
            [charger.id],
          );
          expect(skus.map((sku) => sku.promotion_price_cents)).toEqual([null, 399]);
          const [hose] = await db.query<{ image_keys: string[]; category_ids: number[] }>(
            'SELECT image_keys, category_ids FROM product WHERE id = 900000000001',
          );
          // The same picture file is stored once and shared.
          expect(hose?.image_keys[0]).toBe(skus[0]?.attributes[0]?.imageKey);
          expect(hose?.category_ids.every((id) => id > 1000)).toBe(true);
        });

        it('replaces a product given by id when the file is imported again', async () => {
          const report = await importCatalogue(db, {
            file: files.write('again.json', goodJson(files.origin)),
            clock,
          });
          expect(report).toMatchObject({ products: 2, replaced: 1, newCategories: 0, newBrands: 0 });
          expect(await count(db, 'SELECT count(*) AS n FROM product WHERE id = 900000000001')).toBe(1);
          expect(
            await count(db, `SELECT count(*) AS n FROM product WHERE name->>'en' = 'Fast Car Charger'`),
          ).toBe(2);
        });

        it('imports a CSV file of one line per variant, product columns repeated or blank', async () => {
          const report = await importCatalogue(db, { file: files.write('catalogue.csv', GOOD_CSV), clock });
          expect(report).toEqual({
            products: 1,
            replaced: 0,
            skus: 3,
            newCategories: 0,
            newBrands: 1,
            pictures: 2,
          });
          const [lamp] = await db.query<{
            id: string;
            name: unknown;
            price_cents: number;
            stock: number;
            min_order: number;
            category_ids: number[];
            brand_id: number;
          }>(
            `SELECT id, name, price_cents, stock, min_order, category_ids, brand_id FROM product WHERE name->>'en' = 'Clamp Desk Lamp, 8 W'`,
          );
          expect(lamp).toMatchObject({
            name: { ar: 'مصباح مكتب بملقط', en: 'Clamp Desk Lamp, 8 W' },
            price_cents: 1290,
            stock: 19,
            min_order: 2,
          });
          // Lighting > Indoor Lights > Desk Lamps exist in the generated tree: found, not created.
          const [deskLamps] = await db.query<{ id: number; parent_id: number; root: number }>(
            `SELECT leaf.id, leaf.parent_id, sub.parent_id AS root FROM category leaf JOIN category sub ON sub.id = leaf.parent_id
            WHERE leaf.level = 3 AND leaf.name->>'en' = 'Desk Lamps'`,
          );
          expect(lamp?.category_ids).toEqual([
            deskLamps?.root,
            deskLamps?.parent_id,
            deskLamps?.id,
            HOME_CATEGORY.local,
          ]);
          const [brand] = await db.query<{ name: unknown }>('SELECT name FROM brand WHERE id = $1', [
            lamp?.brand_id,
          ]);
          expect(brand?.name).toEqual({ en: 'Nightowl', zh: '夜枭' });
          const skus = await db.query<{ attributes: { value: { en: string } }[]; stock: number }>(
            'SELECT attributes, stock FROM product_sku WHERE product_id = $1 ORDER BY sort',
            [lamp?.id],
          );
          expect(skus.map((sku) => [sku.attributes[0]?.value.en, sku.stock])).toEqual([
            ['Black', 12],
            ['White', 0],
            ['Red', 7],
          ]);
        });

        it('rejects a JSON file with problems, naming product, line and field, and loads nothing', async () => {
          const before = await dump(db);
          const rejection = await importCatalogue(db, {
            file: files.write('bad.json', badJson(files.origin)),
            clock,
          }).catch((error: unknown) => error);
          expect(rejection).toBeInstanceOf(ImportRejected);
          const problems = (rejection as ImportRejected).problems.map(describeProblem);
          const product2 = 'product 2 (line 31)';
          expect(problems).toEqual(
            expect.arrayContaining([
              expect.stringMatching(new RegExp(`^product 2 \\(line 31\\), categories: `)),
              `${product2}, name.en: must not be blank`,
              `${product2}, images: needs at least one picture`,
              expect.stringMatching(new RegExp(`^product 2 \\(line 31\\), grossWeightG: `)),
              expect.stringMatching(new RegExp(`^product 2 \\(line 31\\), skus\\[0\\]\\.stock: `)),
              expect.stringMatching(new RegExp(`^product 2 \\(line 31\\), skus\\[0\\]\\.priceCents: `)),
              expect.stringMatching(/^product 2 \(line 31\): .*colour/),
              expect.stringMatching(
                /^product 3 \(line 56\), images\[0\]: picture "fake\.png" is not a JPEG, PNG or GIF picture/,
              ),
              expect.stringMatching(
                /^product 3 \(line 56\), images\[1\]: picture ".*\/missing\.png" could not be downloaded: the server answered 404/,
              ),
              expect.stringMatching(
                /^product 3 \(line 56\), images\[2\]: picture ".*\/pictures\/text" is not a JPEG, PNG or GIF picture/,
              ),
            ]),
          );
          expect(problems.some((problem) => problem.startsWith('product 1 '))).toBe(false);
          expect(await dump(db)).toEqual(before);
        });

        it('rejects a CSV file with problems, naming line and column, and loads nothing', async () => {
          const before = await count(db, 'SELECT count(*) AS n FROM product');
          const rejection = await importCatalogue(db, { file: files.write('bad.csv', BAD_CSV), clock }).catch(
            (error: unknown) => error,
          );
          expect(rejection).toBeInstanceOf(ImportRejected);
          const problems = (rejection as ImportRejected).problems.map(describeProblem);
          expect(problems).toEqual(
            expect.arrayContaining([
              'line 4, name_en: differs from line 2, the first line of product "a"',
              expect.stringMatching(/^line 3, price_cents: .*number/),
              'line 5, images: is required',
            ]),
          );
          expect(problems).toHaveLength(3);
          const header = await importCatalogue(db, {
            file: files.write('header.csv', BAD_HEADER_CSV),
            clock,
          }).catch((error: unknown) => error);
          expect((header as ImportRejected).problems.map(describeProblem)).toEqual([
            'line 1, colour_code: is not a column of the catalogue format',
          ]);
          const broken = await importCatalogue(db, {
            file: files.write('broken.json', '[\n  {"name": {} "images": []}\n]'),
            clock,
          }).catch((error: unknown) => error);
          expect((broken as ImportRejected).problems.map(describeProblem)).toEqual([
            expect.stringMatching(/^line 2: not valid JSON/),
          ]);
          expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(before);
        });

        it('tells the operator every problem from the command line, with exit code 1', async () => {
          const lines: string[] = [];
          const code = await runCatalogueCommand(
            'import-catalogue',
            [files.write('cli.csv', BAD_CSV)],
            () => Promise.resolve({ ...db, close: () => Promise.resolve() }),
            clock,
            { log: (line) => lines.push(line), error: (line) => lines.push(line) },
          );
          expect(code).toBe(1);
          expect(lines[0]).toBe('import-catalogue: 3 problems in the catalogue file: nothing was imported:');
          expect(lines).toContain('  line 5, images: is required');
        });

        it('replaces the catalogue with --replace, keeping home sections and store content, dropping unused media', async () => {
          const banners = await count(db, 'SELECT count(*) AS n FROM banner');
          const report = await importCatalogue(db, {
            file: files.write('only.csv', GOOD_CSV),
            clock,
            replace: true,
          });
          expect(report).toMatchObject({ products: 1, newCategories: 3, newBrands: 1 });
          expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(1);
          expect(await count(db, 'SELECT count(*) AS n FROM category WHERE level > 0')).toBe(3);
          expect(await count(db, 'SELECT count(*) AS n FROM category WHERE level = 0')).toBe(4);
          expect(await count(db, 'SELECT count(*) AS n FROM banner')).toBe(banners);
          expect(
            await count(
              db,
              `SELECT count(*) AS n FROM media WHERE key LIKE 'catalogue/product/%' OR key LIKE 'catalogue/video/%'`,
            ),
          ).toBe(0);
          expect(await count(db, `SELECT count(*) AS n FROM media WHERE key LIKE 'catalogue/banner/%'`)).toBe(
            banners,
          );
        });
      });
    },
  );
}
