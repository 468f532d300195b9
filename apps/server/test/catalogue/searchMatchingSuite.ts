import { describe, expect, it } from 'vitest';
import { P } from './fixture';
import type { CatalogueHarness } from './harness';
import type { PageAnswer } from './productPageSuite';

const PAGE = '/ds/product/hello-page';

/**
 * Issue 16's matching and ranking over HTTP, on the fixture catalogue (whose documents are written
 * as the catalogue writes them: names, brand, category names, attributes): stems, category words,
 * Chinese words, hyphenated compounds and the ranking by how a word matched.
 */
export function searchMatchingTests(h: CatalogueHarness) {
  const found = async (keyword: string) =>
    (await h.data<PageAnswer>(PAGE, { keyword, pageNum: 1, pageSize: 60 })).records.map((card) => card.id);

  describe('stems', () => {
    it('finds a name by the plural a buyer types, in English and Arabic', async () => {
      expect((await found('speakers'))[0]).toBe(P.speaker);
      expect(await found('blenders')).toContain(P.blender);
      expect(await found('phone cases')).toEqual([P.phoneCase]);
      // سماعات is a word of the noise-cancelling headphones' name, and the stem of سماعة.
      expect((await found('سماعات')).slice(0, 2)).toEqual([P.noiseCancelling, P.headphones]);
    });
  });

  describe('category words', () => {
    it("finds a category's products by the category's name, though their names lack it", async () => {
      expect(await found('furniture')).toEqual([P.officeChair]);
      expect(await found('irons')).toEqual([P.steamIron]);
      expect(await found('أثاث')).toEqual([P.officeChair]);
    });

    it('ranks the products of the category a query names before those that only mention the word', async () => {
      const ids = await found('speaker');
      expect(ids.indexOf(P.speaker)).toBeLessThan(ids.indexOf(P.speakerphone));
    });
  });

  describe('Chinese words', () => {
    it('finds words that are not side by side, and one character inside longer words', async () => {
      expect(await found('降噪 耳机')).toEqual([P.noiseCancelling]);
      expect(await found('耳机')).toEqual(expect.arrayContaining([P.headphones, P.noiseCancelling]));
      const ids = await found('机');
      expect(ids).toEqual(expect.arrayContaining([P.headphones, P.phoneCase, P.smartphone]));
    });
  });

  describe('hyphenated compounds', () => {
    it('finds a compound typed with or without its hyphen, the compound first', async () => {
      expect((await found('t-shirt'))[0]).toBe(P.tShirt);
      expect((await found('tshirt'))[0]).toBe(P.tShirt);
      expect(await found('t shirt')).toContain(P.tShirt);
    });
  });
}
