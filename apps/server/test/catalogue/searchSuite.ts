import { describe, expect, it } from 'vitest';
import { BRAND, CATEGORY, P } from './fixture';
import type { CatalogueHarness } from './harness';
import type { PageAnswer } from './productPageSuite';

const PAGE = '/ds/product/hello-page';

/** Keyword search (issue 6, item 5): the domain's folding on both sides, trigram matching in PostgreSQL. */
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
  });

  it('forgives one wrong letter in words of six letters or more', async () => {
    expect(await found('headphnes')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('hedphones')).toEqual([P.headphones, P.noiseCancelling]);
    expect(await found('blendr')).toEqual([P.blender]);
    expect(await found('cotten')).toEqual([P.tShirt]);
    expect(await found('bluetoth speaker')).toContain(P.speaker);
  });

  it('does not take a short word for another: shorter words match whole or as a start', async () => {
    expect(await found('bag')).toEqual([]);
    // "shert" shares as much with "shirt" as with "shoes": neither is taken for it.
    expect(await found('shert')).toEqual([]);
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

  it('ranks by relevance first, then by monthly sales', async () => {
    // "Speaker" is a whole word of the speaker's name and only the start of "Speakerphone", which sells four times as much.
    expect(await found('speaker')).toEqual([P.speaker, P.speakerphone]);
    // Equally close: the better seller first.
    expect(await found('headphones')).toEqual([P.headphones, P.noiseCancelling]);
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
      h.expectFailure(
        answer,
        400,
        400,
        'The field keyword is invalid: empty search: type a word to search for.',
      );
    }
    const arabic = await h.call(PAGE, { keyword: ' ', pageNum: 1, pageSize: 20 }, { locale: 'ar' });
    h.expectFailure(arabic, 400, 400, 'الحقل keyword غير صالح: البحث فارغ، اكتب كلمة للبحث عنها.');
  });
}
