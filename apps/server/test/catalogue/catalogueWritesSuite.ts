import { searchDocumentOf } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { buildApp } from '../../src/http/buildApp';
import { migrations } from '../../src/modules/areas';
import type { ProductRow, SkuRow, Texts } from '../../src/modules/catalogue/catalogueRows';
import {
  deleteProducts,
  maxId,
  saveBrands,
  saveCategories,
  saveProduct,
} from '../../src/modules/catalogue/catalogueWrites';
import { pdpdCaller } from '../support/pdpdCaller';

const texts = (en: string): Texts => ({ en, ar: `${en} (ar)`, ckb: `${en} (ckb)`, zh: `${en} (zh)` });

function product(changes: Partial<ProductRow> = {}): ProductRow {
  const name = changes.name ?? texts('Copper kettle');
  return {
    id: 501,
    platform_type: 1,
    category_id: 12,
    category_ids: [1, 11, 12],
    brand_id: 7,
    name,
    description: texts('A kettle'),
    attributes: [],
    price_cents: 1250,
    max_price_cents: 1500,
    stock: 40,
    sold: 0,
    month_sold: 0,
    repurchase_rate_bp: 0,
    min_order: 1,
    max_order: null,
    lead_time_days: 3,
    gross_weight_g: 900,
    length_mm: 200,
    width_mm: 150,
    height_mm: 180,
    china_freight_cents: 100,
    tags: [],
    image_keys: ['catalogue/product/kettle'],
    video_key: null,
    trademark: null,
    source_url: null,
    search_doc: searchDocumentOf({ names: Object.values(name) }),
    created_at: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

function sku(id: number, colour: string, priceCents: number): SkuRow {
  return {
    id,
    product_id: 501,
    sort: id,
    attributes: [{ name: texts('Colour'), value: texts(colour) }],
    stock: 10,
    price_cents: priceCents,
    promotion_price_cents: null,
  };
}

/**
 * The catalogue area's write repository, read back through the storefront's calls: what a staff
 * console (and the seed and the import) writes is what buyers see.
 */
export function describeCatalogueWrites(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: catalogue writes`, () => {
    let db: Database;
    let app: FastifyInstance;
    let call: ReturnType<typeof pdpdCaller>;

    beforeAll(async () => {
      const opened = await open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      db = opened;
      await migrate(db, migrations);
      app = await buildApp({ db, catalogueCache: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      call = pdpdCaller(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const detail = async () =>
      call<{ name: string; price: number; variants: { skuId: string; price: number }[]; brand: unknown }>(
        '/hello/product/detail',
        { productId: '501' },
        { locale: 'en' },
      );

    it('creates categories, a brand and a product with its variants', async () => {
      await saveCategories(db, [
        { id: 1, parent_id: 0, level: 1, sort: 1, name: texts('Home'), image_key: null },
        { id: 11, parent_id: 1, level: 2, sort: 1, name: texts('Kitchen'), image_key: null },
        { id: 12, parent_id: 11, level: 3, sort: 1, name: texts('Kettles'), image_key: null },
      ]);
      await saveBrands(db, [
        {
          id: 7,
          name: texts('Nahas'),
          description: null,
          logo_key: null,
          hot: false,
          cooperation: false,
          sort: 1,
        },
      ]);
      await saveProduct(db, product(), [sku(9001, 'Copper', 1250), sku(9002, 'Black', 1500)]);

      const answer = await detail();
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        name: 'Copper kettle',
        price: 1250,
        brand: { id: 7, name: 'Nahas' },
      });
      expect(answer.body.data.variants.map((variant) => [variant.skuId, variant.price])).toEqual([
        ['9001', 1250],
        ['9002', 1500],
      ]);
      expect(await maxId(db, 'product')).toBe(501);
    });

    it('changes a product, its variants and names in place: removed variants go, search sees the new name', async () => {
      const renamed = texts('Brass kettle');
      await saveProduct(
        db,
        product({
          name: renamed,
          price_cents: 1100,
          search_doc: searchDocumentOf({ names: Object.values(renamed) }),
        }),
        [sku(9002, 'Black', 1400), sku(9003, 'Red', 1100)],
      );
      await saveBrands(db, [
        {
          id: 7,
          name: texts('Nahas Co'),
          description: null,
          logo_key: null,
          hot: true,
          cooperation: false,
          sort: 1,
        },
      ]);
      await saveCategories(db, [
        { id: 12, parent_id: 11, level: 3, sort: 1, name: texts('Kettles & pots'), image_key: null },
      ]);

      const answer = await detail();
      expect(answer.body.data).toMatchObject({
        name: 'Brass kettle',
        price: 1100,
        brand: { id: 7, name: 'Nahas Co' },
      });
      expect(answer.body.data.variants.map((variant) => [variant.skuId, variant.price])).toEqual([
        ['9002', 1400],
        ['9003', 1100],
      ]);
      const found = await call<{ records: { id: string }[] }>('/ds/product/hello-page', {
        keyword: 'brass',
        pageNum: 1,
        pageSize: 10,
      });
      expect(found.body.data.records.map((record) => record.id)).toEqual(['501']);
      const created = await db.query<{ created_at: Date }>('SELECT created_at FROM product WHERE id = 501');
      expect(created[0]?.created_at).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    });

    it('refuses a variant of another product, and deletes products with their variants', async () => {
      await expect(
        saveProduct(db, product(), [{ ...sku(9004, 'Blue', 900), product_id: 502 }]),
      ).rejects.toThrow('belongs to another product');
      expect(await deleteProducts(db, [501, 777])).toEqual(['501']);
      expect(await deleteProducts(db, [])).toEqual([]);
      expect((await detail()).status).toBe(404);
      expect(await db.query('SELECT id FROM product_sku')).toEqual([]);
    });
  });
}
