import { foldSearchText, searchDocumentOf, searchQueryOf } from '@tijara/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/areas';
import { refreshSearchDocuments } from '../src/modules/catalogue/searchDocuments';

const FOLDING = '0024_search_folding_kurdish_han';

/** Names, and their search documents as the folding before migration 0024 wrote them. */
const OLD_DOCUMENTS: readonly { name: string; stored: string }[] = [
  { name: 'هێدفۆن بێ تەل', stored: 'هێدفۆن بێ تهل' },
  // ڵ makes an article of اڵ: the new folding takes it off, as it does from ال.
  { name: 'ڕەفەی اڵتونی', stored: 'ڕهفهي اڵتوني' },
  { name: '充電寶', stored: '充電 電寶' },
  // Stored already without one article ("الالوان"): a new letter elsewhere must not take another.
  { name: 'الالوان ڕەنگ', stored: 'الوان ڕهنگ' },
  { name: 'الالوان زاهية', stored: 'الوان زاهيه' },
];

describe('migration 0024, search documents folded again', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('writes older documents as the current folding does, and drops the old spellings from the vocabulary', async () => {
    db = await openTestPglite();
    await migrate(
      db,
      migrations.filter((migration) => migration.id < FOLDING),
    );
    await db.query(`INSERT INTO category (id, level, name) VALUES (1, 1, '{"en":"Things"}')`);
    for (const [index, { name, stored }] of OLD_DOCUMENTS.entries()) {
      await db.query(
        `INSERT INTO product (id, platform_type, category_id, category_ids, name, description, price_cents,
           max_price_cents, stock, gross_weight_g, length_mm, width_mm, height_mm, image_keys, search_doc, created_at)
         VALUES ($1, 1, 1, '{1}', $2::jsonb, '{}', 100, 100, 1, 1, 1, 1, 1, '{}', $3, now())`,
        [index + 1, JSON.stringify({ ckb: name }), stored],
      );
    }
    const words = async () =>
      (await db!.query<{ word: string }>('SELECT word FROM search_word')).map(({ word }) => word);
    expect(await words()).toContain('هێدفۆن');

    expect(await migrate(db, migrations)).toContain(FOLDING);
    const documents = await db.query<{ search_doc: string }>('SELECT search_doc FROM product ORDER BY id');
    expect(documents.map(({ search_doc }) => search_doc)).toEqual([
      'هيدفون بي تهل',
      'رهفهي توني',
      '充电 电宝',
      'الوان رهنگ',
      'الوان زاهيه',
    ]);
    // The same as folding the names as 0024 did (the last two were stored from a longer name;
    // Chinese is segmented into words since, which the start-up's refresh writes: see below).
    expect(documents.slice(0, 2).map(({ search_doc }) => search_doc)).toEqual(
      OLD_DOCUMENTS.slice(0, 2).map(({ name }) => foldSearchText(name)),
    );
    const vocabulary = await words();
    expect(vocabulary).toEqual(expect.arrayContaining(['هيدفون', 'رهفهي', 'توني', '电宝', 'رهنگ']));
    expect(vocabulary).not.toEqual(expect.arrayContaining(['هێدفۆن']));
    expect(vocabulary.filter((word) => /[ێۆڕڵ電寶]/u.test(word))).toEqual([]);

    // The start-up's refresh writes every document by the current rules, once, and the vocabulary
    // is rebuilt from them: the character pairs of the old Chinese folding leave it.
    expect(await refreshSearchDocuments(db)).toBe(OLD_DOCUMENTS.length);
    expect(await refreshSearchDocuments(db)).toBe(0);
    const refreshed = await db.query<{ search_doc: string }>('SELECT search_doc FROM product ORDER BY id');
    expect(refreshed.map(({ search_doc }) => search_doc)).toEqual(
      OLD_DOCUMENTS.map(({ name }) => searchDocumentOf({ names: [name], categories: ['Things'] })),
    );
    const rebuilt = await words();
    expect(rebuilt).toEqual(expect.arrayContaining(['هيدفون', 'things', '充电', '宝']));
    expect(rebuilt).not.toContain('电宝');
    // The synonyms' terms are folded again by the same rules: one written as an older folding did
    // ("充电 电宝") is found by the query the current folding makes.
    const [power] = await db.query<{ id: string }>(
      `SELECT id::text FROM search_synonym WHERE term = '充电宝'`,
    );
    expect(power).toBeDefined();
    await db.query(`UPDATE search_synonym SET folded = '充电 电宝' WHERE id = $1`, [power?.id]);
    await db.query('UPDATE search_document_state SET version = 0');
    await refreshSearchDocuments(db);
    const [refolded] = await db.query<{ folded: string }>('SELECT folded FROM search_synonym WHERE id = $1', [
      power?.id,
    ]);
    expect(refolded?.folded).toBe(searchQueryOf('充电宝'));
  }, 120_000);
});
