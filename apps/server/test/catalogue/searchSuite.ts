import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/buildApp';
import { BRAND, CATEGORY, P } from './fixture';
import type { CatalogueHarness, Envelope } from './harness';
import type { PageAnswer } from './productPageSuite';

const PAGE = '/ds/product/hello-page';

/** Not in the fixture: a second blender whose name is one letter away from "blender". */
const BLENDOR = '1688000000000099';

/**
 * Keyword search (issue 6, item 5): the domain's folding on both sides; the words as typed from
 * PostgreSQL's full-text index, then typos from the trigram index of the catalogue's words.
 */
export function searchTests(h: CatalogueHarness) {
  const search = (keyword: string, body: Record<string, unknown> = {}, locale?: 'ar' | 'ckb' | 'en' | 'zh') =>
    h.data<PageAnswer>(PAGE, { keyword, pageNum: 1, pageSize: 60, ...body }, { locale });
  const found = async (keyword: string, body?: Record<string, unknown>) =>
    (await search(keyword, body)).records.map((card) => card.id);

  describe('Arabic and Kurdish letter variants', () => {
    it('folds the alef forms: a bare alef finds أ and إ', async () => {
      expect(await found('احذيه رياضيه')).toContain(P.sportsShoes);
      expect(await found('ابريق')).toContain(P.teapot);
      // And the other way round: a hamza the name does not have.
      expect(await found('أبريق')).toContain(P.teapot);
    });

    it('folds taa marbuta: سماعه finds سماعة', async () => {
      const ids = await found('سماعه');
      expect(ids[0]).toBe(P.headphones);
    });

    it('folds alef maqsura and yaa: مكوي finds مكوى', async () => {
      expect(await found('مكوي')).toEqual([P.steamIron]);
      expect(await found('مكوى')).toEqual([P.steamIron]);
    });

    it('folds the Kurdish kaf and yaa: کرسی typed on a Kurdish keyboard finds the Arabic كرسي', async () => {
      expect(await found('کرسی')).toEqual([P.officeChair]);
      // An Arabic keyboard's ي and ه find the Kurdish name's ی and ە.
      expect(await found('نووسينگه')).toEqual([P.officeChair]);
    });
  });

  it('finds Chinese by character pairs: 手机 finds 手机壳 and 智能手机, not 耳机', async () => {
    const ids = await found('手机');
    expect(new Set(ids)).toEqual(new Set([P.phoneCase, P.smartphone]));
    expect(await found('手机壳')).toEqual([P.phoneCase]);
    expect(await found('蓝牙')).toEqual([P.headphones, P.speaker]);
    // Every pair must be there: 蓝牙 is in the speaker's name too, 牙耳 and 耳机 are not.
    expect(await found('蓝牙耳机')).toEqual([P.headphones]);
  });

  it('takes the Arabic article off, in the names and in the query', async () => {
    // "سماعات عازلة للضوضاء": للضوضاء is folded to ضوضاء.
    expect(await found('ضوضاء')).toEqual([P.noiseCancelling]);
    expect(await found('الضوضاء')).toEqual([P.noiseCancelling]);
    // "مكوى بخار" has no article; a buyer typing one (or بال, "with the") still finds it.
    expect(await found('البخار')).toEqual([P.steamIron]);
    expect(await found('بالبخار')).toEqual([P.steamIron]);
    expect(await found('السماعات')).toEqual(await found('سماعات'));
  });

  it('reads quotes, colons, ampersands, backslashes and other query syntax as word breaks', async () => {
    const syntax: [string, string[]][] = [
      ["blender'", [P.blender]],
      // "x" starts no word of the catalogue: ranked by how much it matches, the blender is found.
      ["'blender' & 'x'", [P.blender]],
      ['blender:*', [P.blender]],
      ['blender & kitchen', [P.blender]],
      ['!blender', [P.blender]],
      ['(blender | kitchen)', [P.blender]],
      ['blender <-> kitchen', [P.blender]],
      ['blender\\', [P.blender]],
      ["\\'blender\\'", [P.blender]],
      // "s" is a word of its own, and the start of "steam".
      ["steam's iron", [P.steamIron]],
      ['""', []],
    ];
    for (const [keyword, expected] of syntax) {
      const answer = await h.call<PageAnswer>(PAGE, { keyword, pageNum: 1, pageSize: 20 });
      if (searchable(keyword)) {
        expect(answer.body, keyword).toMatchObject({ success: true, code: 200 });
        expect(
          answer.body.data.records.map((card) => card.id),
          keyword,
        ).toEqual(expected);
      } else {
        h.expectFailure(answer, 400, 400, /keyword/);
      }
    }
  });

  it('forgives one wrong letter in words of six letters or more', async () => {
    expect(await found('headphnes')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('hedphones')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('blendr')).toEqual([P.blender]);
    expect(await found('cotten')).toEqual([P.tShirt]);
    // The other words of the query must still be there: only the misspelt one is corrected.
    expect(await found('bluetoth speaker')).toEqual([P.speaker]);
    // No product has both: those with either are found (issue 16, item 2), none with neither.
    expect(new Set(await found('bluetoth kitchen'))).toEqual(
      new Set([...(await found('bluetooth')), ...(await found('kitchen'))]),
    );
  });

  it('ranks a query that cannot match every word by how much it matches, instead of finding nothing', async () => {
    // "zzqxv" matches nothing: the products with both other words first, then those with one.
    const ids = await found('bluetooth speaker zzqxv');
    expect(ids[0]).toBe(P.speaker);
    expect(new Set(ids)).toEqual(new Set([...(await found('bluetooth')), ...(await found('speaker'))]));
    expect(ids.length).toBeGreaterThan(1);
    // A filter still applies; a query of which no word matches still finds nothing.
    expect(await found('blender zzqxv', { categoryId: CATEGORY.smartphones })).toEqual([]);
    expect(await found('zzqxv qqxvz')).toEqual([]);
  });

  it('forgives one wrong letter in Arabic and Kurdish words', async () => {
    // بلوتوث (Arabic) and بلووتووس (Kurdish), each with its last letter wrong.
    expect(await found('بلوتوت')).toEqual([P.headphones, P.speaker]);
    expect(await found('بلووتووش')).toEqual([P.headphones, P.speaker]);
    // لاسلكية "wireless", one letter changed in the middle.
    expect(await found('لاسلبية')).toEqual([P.headphones]);
  });

  describe('looking for typos only when the words as typed find nothing', () => {
    beforeAll(async () => {
      await h.db.query(
        `INSERT INTO product (id, platform_type, category_id, category_ids, name, description, price_cents,
                              max_price_cents, stock, month_sold, gross_weight_g, length_mm, width_mm, height_mm,
                              image_keys, search_doc, created_at)
         VALUES ($1, 1, $2, $3, $4, '{}', 1900, 1900, 5, 10, 900, 200, 200, 300, ARRAY['fixture/p99'], $5, now())`,
        [
          BLENDOR,
          CATEGORY.blenders,
          [CATEGORY.blenders, CATEGORY.kitchen, CATEGORY.home],
          JSON.stringify({ en: 'Blendor Juicer', zh: '榨汁机' }),
          'blendor juicer | 榨汁 汁机',
        ],
      );
    });

    afterAll(async () => {
      await h.db.query('DELETE FROM product WHERE id = $1', [BLENDOR]);
    });

    it('does not widen a search that finds something, even to words one letter away', async () => {
      // "blendor" is as close to "blender" as "blendar" is.
      expect(await found('blender')).toEqual([P.blender]);
      expect(await found('blendor')).toEqual([BLENDOR]);
      expect(await found('blendar')).toEqual([P.blender, BLENDOR]);
    });
  });

  it('does not take a short word for another: shorter words match whole or as a start', async () => {
    expect(await found('bag')).toEqual([]);
    // "shert" is one letter from "shirt" and two from "shoes": only the shirt (issue 16: one edit
    // from four letters, the first letter kept).
    expect(await found('shert')).toEqual([P.tShirt]);
    expect(await found('hirt')).toEqual([]);
    expect(await found('shirt')).toEqual([P.tShirt]);
    expect(await found('zzqxv')).toEqual([]);
  });

  it("finds a product by its name in any language, answered in the caller's", async () => {
    // The English name "Kitchen Blender 600W" has nothing of خلاط.
    const blender = await search('خلاط', {}, 'en');
    expect(blender.records.map((card) => [card.id, card.name])).toEqual([
      [P.blender, 'Kitchen Blender 600W'],
    ]);
    const headphones = await search('耳机', {}, 'ckb');
    expect(headphones.records.map((card) => card.name)).toEqual([
      'گوێگری بێتەلی بلووتووس',
      'گوێگری بێدەنگکەر پرۆ',
    ]);
    expect(await found('گوێگر')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('Headphones')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('ＴＥＡＰＯＴ')).toEqual([P.teapot]);
  });

  it('finds products by their brand', async () => {
    expect(await found('soundmax')).toEqual([P.speakerphone, P.headphones, P.speaker, P.noiseCancelling]);
    expect(await found('声美')).toEqual([P.speakerphone, P.headphones, P.speaker, P.noiseCancelling]);
  });

  it('ranks products with every word whole first, then by monthly sales', async () => {
    // "Speaker" is a whole word of the speaker's name and only the start of "Speakerphone", which sells four times as much.
    expect(await found('speaker')).toEqual([P.speaker, P.speakerphone]);
    // Equally close: the better seller first.
    expect(await found('headphones')).toEqual([P.headphones, P.noiseCancelling]);
    // The start of a word finds it; the end does not.
    expect(await found('headph')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('ones')).toEqual([]);
    // Every word must be found: "speaker" alone would add the speakerphone.
    expect(await found('bluetooth speak')).toEqual([P.speaker]);
  });

  it('combines a keyword with the filters and the sorts', async () => {
    expect(await found('soundmax', { categoryId: CATEGORY.speakers })).toEqual([P.speakerphone, P.speaker]);
    expect(await found('bluetooth', { brandId: BRAND.soundMax, maxPrice: 3_000 })).toEqual([P.headphones]);
    expect(await found('soundmax', { sort: 'priceAsc' })).toEqual([
      P.headphones,
      P.speaker,
      P.speakerphone,
      P.noiseCancelling,
    ]);
    expect(await found('soundmax', { sort: 'newest' })).toEqual([
      P.noiseCancelling,
      P.speakerphone,
      P.headphones,
      P.speaker,
    ]);
  });

  it('pages through search results with the total of all matches', async () => {
    const first = await search('soundmax', { pageSize: 3 });
    const second = await search('soundmax', { pageNum: 2, pageSize: 3 });
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.records, ...second.records].map((card) => card.id)).toEqual([
      P.speakerphone,
      P.headphones,
      P.speaker,
      P.noiseCancelling,
    ]);
    // Past the last page there is no row to carry the count, and the total is still right.
    expect(await search('soundmax', { pageNum: 3, pageSize: 3 })).toEqual({
      records: [],
      total: 4,
      pageNum: 3,
      pageSize: 3,
    });
    expect(await search('zzqxv', { pageNum: 2, pageSize: 3 })).toEqual({
      records: [],
      total: 0,
      pageNum: 2,
      pageSize: 3,
    });
  });

  it('reads the cards of a repeated search afresh: a changed price shows at once', async () => {
    const before = await search('steam iron');
    expect(before.records.map((card) => [card.id, card.price])).toEqual([[P.steamIron, 2_100]]);
    await h.db.query('UPDATE product SET price_cents = 2250, max_price_cents = 2250 WHERE id = $1', [
      P.steamIron,
    ]);
    try {
      const after = await search('steam iron');
      expect(after.records.map((card) => [card.id, card.price])).toEqual([[P.steamIron, 2_250]]);
    } finally {
      await h.db.query('UPDATE product SET price_cents = 2100, max_price_cents = 2100 WHERE id = $1', [
        P.steamIron,
      ]);
    }
  });

  it('refuses an empty search, naming the field, in the caller’s language', async () => {
    for (const keyword of ['', '   ', '?! …', 'ـــ']) {
      const answer = await h.call(PAGE, { keyword, pageNum: 1, pageSize: 20 });
      h.expectFailure(answer, 400, 400, 'The field keyword is invalid: Enter something to search for.');
    }
    const arabic = await h.call(PAGE, { keyword: ' ', pageNum: 1, pageSize: 20 }, { locale: 'ar' });
    h.expectFailure(arabic, 400, 400, 'الحقل keyword غير صالح: أدخل كلمة للبحث.');
  });

  describe('without the cache (CATALOGUE_CACHE=off): each call ranks its own page', () => {
    let uncached: FastifyInstance;
    beforeAll(async () => {
      uncached = await buildApp({ db: h.db, clock: h.clock, catalogueCache: false });
      await uncached.ready();
    });
    afterAll(async () => {
      await uncached.close();
    });

    const searchUncached = async (keyword: string, body: Record<string, unknown> = {}) => {
      const response = await uncached.inject({
        method: 'POST',
        url: `/pdpd${PAGE}`,
        headers: { 'content-type': 'application/json', language: '1' },
        payload: JSON.stringify({ keyword, pageNum: 1, pageSize: 60, ...body }),
      });
      const envelope = response.json<Envelope<PageAnswer>>();
      expect(envelope, keyword).toMatchObject({ success: true, code: 200 });
      return envelope.data;
    };
    const ids = (answer: PageAnswer) => answer.records.map((card) => card.id);

    it('ranks, filters, sorts and corrects like the cached search', async () => {
      for (const [keyword, body] of [
        ['speaker', {}],
        ['soundmax', { categoryId: CATEGORY.speakers }],
        ['soundmax', { sort: 'newest' }],
        ['headphnes', {}],
        ['手机', {}],
        ['zzqxv', {}],
      ] as const) {
        expect(ids(await searchUncached(keyword, body)), keyword).toEqual(await found(keyword, body));
      }
    });

    it('pages with the total of all matches, past the last page too', async () => {
      const pages = [1, 2, 3].map((pageNum) => searchUncached('soundmax', { pageNum, pageSize: 3 }));
      const [first, second, third] = await Promise.all(pages);
      expect([first?.total, second?.total, third?.total]).toEqual([4, 4, 4]);
      expect([...(first?.records ?? []), ...(second?.records ?? [])].map((card) => card.id)).toEqual([
        P.speakerphone,
        P.headphones,
        P.speaker,
        P.noiseCancelling,
      ]);
      expect(third?.records).toEqual([]);
      expect(
        (await searchUncached('headphnes', { pageNum: 2, pageSize: 1 })).records.map((c) => c.id),
      ).toEqual([P.noiseCancelling]);
    });

    it('shows a changed name at once: nothing of the previous search is kept', async () => {
      expect(ids(await searchUncached('swivel'))).toEqual([P.officeChair]);
      const [before] = await h.db.query<{ search_doc: string }>(
        'SELECT search_doc FROM product WHERE id = $1',
        [P.officeChair],
      );
      await h.db.query("UPDATE product SET search_doc = 'rotating office chair' WHERE id = $1", [
        P.officeChair,
      ]);
      try {
        expect(ids(await searchUncached('swivel'))).toEqual([]);
        expect(ids(await searchUncached('rotating'))).toEqual([P.officeChair]);
        // The new word is in the vocabulary at once: its typo is corrected.
        expect(ids(await searchUncached('rotatimg'))).toEqual([P.officeChair]);
      } finally {
        await h.db.query('UPDATE product SET search_doc = $2 WHERE id = $1', [
          P.officeChair,
          before?.search_doc,
        ]);
      }
    });
  });
}

/** Whether the domain's folding leaves anything of `keyword` to search. */
function searchable(keyword: string): boolean {
  return /[\p{L}\p{N}]/u.test(keyword);
}
