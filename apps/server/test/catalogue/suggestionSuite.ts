import { searchDocumentOf } from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, P, productById } from './fixture';
import type { CatalogueHarness } from './harness';
import type { PageAnswer } from './productPageSuite';

const SUGGESTIONS = '/ds/product/searchSuggestions';
const PAGE = '/ds/product/hello-page';

/** Not in the fixture: a power bank, added and removed by these tests. */
const POWER_BANK = '1688000000000098';
const POWER_BANK_NAME = { en: 'Power Bank 20000mAh', ar: 'باور بانك', zh: '充电宝' };

/**
 * "Did you mean" for searches that find nothing. Every expectation is a name of the fixture
 * catalogue (or of the power bank added here) with the buyer's wrong word put right; each
 * suggestion must itself find products.
 */
export function suggestionTests(h: CatalogueHarness) {
  const suggest = async (name: string, locale?: 'ar' | 'ckb' | 'en' | 'zh') =>
    (await h.data<{ corrections: string[] }>(SUGGESTIONS, { name }, { locale })).corrections;
  const found = async (keyword: string) =>
    (await h.data<PageAnswer>(PAGE, { keyword, pageNum: 1, pageSize: 60 })).records.map((card) => card.id);

  describe('with a power bank in the catalogue', () => {
    beforeAll(async () => {
      await h.db.query(
        `INSERT INTO product (id, platform_type, category_id, category_ids, name, description, price_cents,
                              max_price_cents, stock, month_sold, gross_weight_g, length_mm, width_mm, height_mm,
                              image_keys, search_doc, created_at)
         VALUES ($1, 1, $2, $3, $4, '{}', 1200, 1200, 40, 30, 400, 150, 70, 25, ARRAY['fixture/p98'], $5, now())`,
        [
          POWER_BANK,
          CATEGORY.smartphones,
          [CATEGORY.smartphones, CATEGORY.phoneAccessories, CATEGORY.electronics],
          JSON.stringify(POWER_BANK_NAME),
          searchDocumentOf({ names: Object.values(POWER_BANK_NAME) }),
        ],
      );
    });

    afterAll(async () => {
      await h.db.query('DELETE FROM product WHERE id = $1', [POWER_BANK]);
    });

    it('"powr bank" finds the power bank by "bank" alone, and suggests "power bank"', async () => {
      // "powr" is five letters, too short to be forgiven: the query cannot match every word, and is
      // ranked by how much it matches (issue 16, item 2).
      expect(await found('powr bank')).toEqual([POWER_BANK]);
      expect(await suggest('powr bank')).toEqual(['power bank']);
      expect(await found('power bank')).toEqual([POWER_BANK]);
      // As typed in any case, spacing or language of the page.
      expect(await suggest('  POWR   Bank ', 'ar')).toEqual(['power bank']);
    });
  });

  it('no longer suggests a word whose products are gone', async () => {
    // The vocabulary keeps "power" after the power bank is removed: the suggestion is checked.
    expect(await suggest('powr bank')).toEqual([]);
    expect(await suggest('powr')).toEqual([]);
  });

  it('suggests the catalogue’s word for a word it does not have: "earphones", "headphones"', async () => {
    expect(productById(P.headphones).name.en).toBe('Wireless Bluetooth Headphones');
    // Found through the seeded synonyms (earphones, headphones), and suggested as the catalogue's word.
    expect(await found('earphones')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await suggest('earphones')).toEqual(['headphones']);
    expect(await found('headphones')).toEqual([P.headphones, P.noiseCancelling]);
  });

  it('puts right a short word the search does not forgive, keeping the other words as typed', async () => {
    // "Glass Teapot": "tepot" is five letters, one missing.
    // Found by "glass" alone (the only glass product), and "glass teapot" is suggested.
    expect(await found('glass tepot')).toEqual([P.teapot]);
    expect(await suggest('glass tepot')).toEqual(['glass teapot']);
    expect(await suggest('tepot')).toEqual(['teapot']);
    // "إبريق شاي زجاجي", its last letter mistyped: suggested in the catalogue's folded spelling.
    expect(await suggest('ابريك شاي')).toEqual(['ابريق شاي']);
  });

  it('offers only corrections that find products with the other words', async () => {
    // "blender" and "teapot" are never in one product.
    expect(await suggest('blender tepot')).toEqual([]);
    // Every word known, but never together: products with either are found, nothing to correct.
    expect(await found('bluetooth kitchen')).toContain(P.blender);
    expect(await suggest('bluetooth kitchen')).toEqual([]);
  });

  it('suggests nothing for nonsense, for words of one or two letters, or for too many unknown words', async () => {
    expect(await suggest('zzqxv')).toEqual([]);
    expect(await suggest('qwxz jjkv')).toEqual([]);
    expect(await suggest('zq')).toEqual([]);
    expect(await suggest('tepot blendr speker cotten')).toEqual([]);
  });

  it('refuses text that is empty once folded, or not text, with a 400 naming the field', async () => {
    for (const name of ['', '   ', '?! …']) {
      const answer = await h.call(SUGGESTIONS, { name });
      h.expectFailure(answer, 400, 400, /name/);
      expect(answer.body.data).toBeNull();
    }
    h.expectFailure(await h.call(SUGGESTIONS, {}), 400, 400, /name/);
    h.expectFailure(await h.call(SUGGESTIONS, { name: 42 }), 400, 400, /name/);
    h.expectFailure(await h.call(SUGGESTIONS, { name: 'x'.repeat(201) }), 400, 400, /name/);
    h.expectFailure(await h.call(SUGGESTIONS, { name: 'powr', pageSize: 3 }), 400, 400, /pageSize/);
    h.expectFailure(await h.call(SUGGESTIONS, { name: 'powr\u0000' }), 400, 400, /name/);
    const arabic = await h.call(SUGGESTIONS, { name: ' ' }, { locale: 'ar' });
    h.expectFailure(arabic, 400, 400, 'الحقل name غير صالح: أدخل كلمة للبحث.');
  });
}
