import { helloPage, type ProductCardWire } from '@tijara/api/contract';
import { describe, expect, it } from 'vitest';
import { expectedCard, idsWhere } from './expected';
import { BRAND, CATEGORY, HOME, P, pathOf, PRODUCTS } from './fixture';
import type { CatalogueHarness } from './harness';
import { schemasOf } from '@tijara/api/contract/schemas';

export interface PageAnswer {
  records: ProductCardWire[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const PAGE = '/ds/product/hello-page';

/** Product lists without a keyword: filters, sorts, pages and cards. */
export function productPageTests(h: CatalogueHarness) {
  const page = (body: Record<string, unknown>, locale?: 'ar' | 'ckb' | 'en' | 'zh') =>
    h.data<PageAnswer>(PAGE, { pageNum: 1, pageSize: 60, ...body }, { locale });
  const ids = (answer: PageAnswer) => answer.records.map((card) => card.id);
  const all = () => true;

  it('lists every product by monthly sales by default, with the total', async () => {
    const answer = await page({});
    expect(ids(answer)).toEqual(idsWhere(all));
    expect(answer).toMatchObject({ total: PRODUCTS.length, pageNum: 1, pageSize: 60 });
    expect(ids(answer).slice(0, 3)).toEqual([P.speakerphone, P.phoneCase, P.headphones]);
  });

  it("answers each card's fields: ids as strings, cents, thumbnail, video, brand, basis points", async () => {
    const answer = await page({ categoryId: CATEGORY.headphones });
    expect(answer.records).toEqual([expectedCard(P.headphones), expectedCard(P.noiseCancelling)]);
    expect(answer.records[0]).toMatchObject({
      id: '1688000000000001',
      imageUrl: '/media/fixture/p1a/300.webp',
      videoUrl: '/media/fixture/video/p1.mp4',
      price: 2_300,
      maxPrice: 2_700,
      repurchaseRate: 2_350,
      tags: [12, 2, 0],
      brandName: 'SoundMax',
      minOrder: 2,
    });
    // The contract maps the wire to the domain's product: a card shows no variants yet.
    const [card] = schemasOf(helloPage).response.parse(answer).records;
    expect(card).toMatchObject({
      images: ['/media/fixture/p1a/300.webp'],
      repurchaseRate: 0.235,
      variants: [],
    });
  });

  it("names products in the caller's language, falling back to Arabic", async () => {
    const kitchenware = { categoryId: CATEGORY.kitchenware };
    expect((await page(kitchenware, 'zh')).records[0]?.name).toBe('玻璃茶壶');
    expect((await page(kitchenware, 'ckb')).records[0]?.name).toBe('إبريق شاي زجاجي');
    const [chair] = (await page({ categoryId: CATEGORY.chairs }, 'ckb')).records;
    expect(chair?.name).toBe('کورسیی نووسینگە');
    expect((await page({ categoryId: CATEGORY.blenders }, 'ckb')).records[0]?.brandName).toBe('كيتشن برو');
    expect(
      (await h.call<PageAnswer>(PAGE, { pageNum: 1, pageSize: 1 }, { locale: null })).body.data.records[0]
        ?.name,
    ).toBe('ميكروفون مؤتمرات');
  });

  describe('categories', () => {
    it('matches a category at any level of the tree', async () => {
      for (const categoryId of [CATEGORY.electronics, CATEGORY.audio, CATEGORY.speakers, CATEGORY.home]) {
        const answer = await page({ categoryId });
        expect(ids(answer), `category ${categoryId}`).toEqual(
          idsWhere((item) => pathOf(item.leaf).includes(categoryId)),
        );
        expect(answer.total).toBe(answer.records.length);
      }
      expect(ids(await page({ categoryId: CATEGORY.audio }))).toEqual([
        P.speakerphone,
        P.headphones,
        P.speaker,
        P.noiseCancelling,
      ]);
    });

    it('matches the home sections of spec section 4: hot 30, selected 54, video 12, local 101', async () => {
      expect(ids(await page({ categoryId: HOME.hot }))).toEqual([P.headphones]);
      expect(ids(await page({ categoryId: HOME.selected }))).toEqual([P.phoneCase]);
      expect(ids(await page({ categoryId: HOME.video }))).toEqual([P.headphones]);
      expect(ids(await page({ categoryId: HOME.local }))).toEqual([P.tShirt]);
    });

    it('answers an empty page for a category without products', async () => {
      expect(await page({ categoryId: 424_242 })).toEqual({
        records: [],
        total: 0,
        pageNum: 1,
        pageSize: 60,
      });
    });
  });

  it('filters by brand, alone and with a category', async () => {
    expect(ids(await page({ brandId: BRAND.soundMax }))).toEqual([
      P.speakerphone,
      P.headphones,
      P.speaker,
      P.noiseCancelling,
    ]);
    expect(ids(await page({ brandId: BRAND.soundMax, categoryId: CATEGORY.speakers }))).toEqual([
      P.speakerphone,
      P.speaker,
    ]);
    expect((await page({ brandId: BRAND.quietCo })).total).toBe(0);
  });

  it('filters by price in cents, both ends included', async () => {
    const answer = await page({ minPrice: 2_100, maxPrice: 4_500 });
    expect(ids(answer)).toEqual(idsWhere((item) => item.price >= 2_100 && item.price <= 4_500));
    expect(ids(answer)).toEqual(expect.arrayContaining([P.steamIron, P.blender]));
    expect(ids(await page({ maxPrice: 650 }))).toEqual([P.phoneCase, P.tShirt]);
    expect((await page({ minPrice: 100_000 })).total).toBe(0);
    expect((await page({ minPrice: 5_000, maxPrice: 4_000 })).records).toEqual([]);
  });

  it('sorts by price up and down and by newest', async () => {
    expect(ids(await page({ sort: 'priceAsc' }))).toEqual(idsWhere(all, (a, b) => a.price - b.price));
    expect(ids(await page({ sort: 'priceDesc' }))).toEqual(idsWhere(all, (a, b) => b.price - a.price));
    expect(ids(await page({ sort: 'newest' }))).toEqual(idsWhere(all, (a, b) => b.createdDay - a.createdDay));
    expect(ids(await page({ sort: 'sales' }))).toEqual(idsWhere(all));
    expect(ids(await page({ sort: 'priceAsc', categoryId: CATEGORY.audio }))).toEqual([
      P.headphones,
      P.speaker,
      P.speakerphone,
      P.noiseCancelling,
    ]);
  });

  it('pages through a list without gaps or repeats, with the total on every page', async () => {
    const everything = idsWhere(all);
    for (const sort of ['sales', 'priceAsc', 'priceDesc', 'newest'] as const) {
      const seen: string[] = [];
      for (let pageNum = 1; pageNum <= 3; pageNum += 1) {
        const answer = await page({ sort, pageNum, pageSize: 5 });
        expect(answer).toMatchObject({ total: PRODUCTS.length, pageNum, pageSize: 5 });
        seen.push(...ids(answer));
      }
      expect(seen).toHaveLength(PRODUCTS.length);
      expect(new Set(seen)).toEqual(new Set(everything));
    }
    expect(await page({ pageNum: 4, pageSize: 5 })).toEqual({
      records: [],
      total: PRODUCTS.length,
      pageNum: 4,
      pageSize: 5,
    });
    expect(await page({ pageNum: 2, pageSize: 5, categoryId: CATEGORY.audio })).toEqual({
      records: [],
      total: 4,
      pageNum: 2,
      pageSize: 5,
    });
  });
}
