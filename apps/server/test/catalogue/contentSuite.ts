import type { ProductCardWire } from '@tijara/api/contract';
import { describe, expect, it } from 'vitest';
import { expectedCard } from './expected';
import { BRAND, EVENT, NOW, PRODUCTS } from './fixture';
import type { CatalogueHarness } from './harness';

interface BrandCard {
  id: number;
  name: string;
  logoUrl: string | null;
  hot: boolean;
  cooperation: boolean;
}

/** Hot words, banners, events, site pages, brands, warehouses and the random list. */
export function contentTests(h: CatalogueHarness) {
  it("answers the hot words of the caller's language in order, the Arabic ones for a language without its own", async () => {
    expect(await h.data('/ds/hotWords/list', {}, { locale: 'en' })).toEqual([
      { name: 'headphones' },
      { name: 'phone case' },
      { name: 'blender' },
      { name: 't-shirt' },
    ]);
    expect(await h.data('/ds/hotWords/list', {}, { locale: 'zh' })).toEqual([
      { name: '耳机' },
      { name: '手机壳' },
      { name: '搅拌机' },
    ]);
    const arabic = await h.data('/ds/hotWords/list', {}, { locale: 'ar' });
    expect(arabic).toEqual([{ name: 'سماعات' }, { name: 'غطاء هاتف' }, { name: 'خلاط' }, { name: 'قميص' }]);
    expect(await h.data('/ds/hotWords/list', {}, { locale: 'ckb' })).toEqual(arabic);
  });

  it('answers the banners in order, with their pictures and links', async () => {
    expect(await h.data('/hello/banner/listBanner', {}, { locale: 'zh' })).toEqual([
      {
        id: 2,
        title: '春季特卖',
        imageUrl: '/media/fixture/banner/spring.webp',
        link: '/category_search_list?id=30&firstId=30',
      },
      {
        id: 1,
        title: '海运空运',
        imageUrl: '/media/fixture/banner/freight.webp',
        link: '/helpCenter/transport',
      },
    ]);
  });

  it('answers only the events running now, by the clock', async () => {
    const events = await h.data<{ id: number; title: string; summary: string; startsAt: string }[]>(
      '/hello/events/listEvents',
      {},
      { locale: 'ckb' },
    );
    expect(events).toEqual([
      {
        id: EVENT.current,
        title: 'ئۆفەرەکانی ڕەمەزان',
        summary: 'خصومات على الأجهزة',
        imageUrl: '/media/fixture/event/ramadan.webp',
        link: '/events/ramadan',
        startsAt: new Date(NOW.getTime() - 30 * 86_400_000).toISOString(),
        endsAt: new Date(NOW.getTime() + 30 * 86_400_000).toISOString(),
      },
    ]);
    h.clock.set(new Date(NOW.getTime() + 10 * 86_400_000));
    try {
      const later = await h.data<{ id: number }[]>('/hello/events/listEvents');
      expect(later.map((event) => event.id)).toEqual([EVENT.current, EVENT.upcoming]);
      h.clock.set(new Date(NOW.getTime() + 40 * 86_400_000));
      expect(await h.data('/hello/events/listEvents')).toEqual([]);
    } finally {
      h.clock.set(NOW);
    }
  });

  it('answers the site pages in order, of one kind when asked, with their bodies sanitised', async () => {
    const pages = await h.data<{ id: number; kind: string; title: string; html: string }[]>(
      '/hello/front/website/content/list',
    );
    expect(pages).toEqual([
      { id: 1, kind: 'about', title: 'About us', html: '<p>We buy in China</p>' },
      { id: 3, kind: 'service', title: 'Payment', html: '<p>Bank transfer</p>' },
      { id: 2, kind: 'service', title: 'Shipping', html: '<p>Sea: 30-40 days</p>' },
    ]);
    const service = await h.data<{ id: number }[]>(
      '/hello/front/website/content/list',
      { kind: 'service' },
      { locale: 'ckb' },
    );
    expect(service).toEqual([
      { id: 3, kind: 'service', title: 'الدفع', html: '<p>تحويل بنكي</p>' },
      { id: 2, kind: 'service', title: 'الشحن', html: '<p>بحري 30-40 يوماً</p>' },
    ]);
    expect(await h.data('/hello/front/website/content/list', { kind: 'rules' })).toEqual([]);
  });

  describe('brands', () => {
    it('lists every brand, the hot ones, and the cooperating ones, in order', async () => {
      const all = await h.data<BrandCard[]>('/hello/front/brand/list');
      expect(all).toEqual([
        {
          id: BRAND.soundMax,
          name: 'SoundMax',
          logoUrl: '/media/fixture/brand/soundmax.webp',
          hot: true,
          cooperation: true,
        },
        { id: BRAND.kitchenPro, name: 'KitchenPro', logoUrl: null, hot: true, cooperation: false },
        { id: BRAND.threadly, name: 'Threadly', logoUrl: null, hot: false, cooperation: true },
        { id: BRAND.quietCo, name: 'QuietCo', logoUrl: null, hot: false, cooperation: false },
      ]);
      expect(await h.data('/hello/front/brand/list', { hot: false })).toEqual(all);
      const hot = await h.data<BrandCard[]>('/hello/front/brand/list', { hot: true });
      expect(hot.map((brand) => brand.id)).toEqual([BRAND.soundMax, BRAND.kitchenPro]);
      const cooperating = await h.data<BrandCard[]>(
        '/hello/front/brand/cooperation/list',
        {},
        { locale: 'ckb' },
      );
      expect(cooperating.map((brand) => [brand.id, brand.name])).toEqual([
        [BRAND.soundMax, 'ساوند ماکس'],
        [BRAND.threadly, 'سرێدلی'],
      ]);
    });

    it('answers a brand with its description, null when it has none, and its product count', async () => {
      expect(
        await h.data('/hello/front/brand/detail', { brandId: BRAND.soundMax }, { locale: 'zh' }),
      ).toEqual({
        id: BRAND.soundMax,
        name: '声美',
        logoUrl: '/media/fixture/brand/soundmax.webp',
        hot: true,
        cooperation: true,
        description: '来自深圳的音频品牌。',
        productCount: 4,
      });
      // Spec section 2: the page then shows "no information on this brand".
      expect(await h.data('/hello/front/brand/detail', { brandId: BRAND.kitchenPro })).toMatchObject({
        description: null,
        productCount: 2,
      });
      expect(await h.data('/hello/front/brand/detail', { brandId: BRAND.threadly })).toMatchObject({
        description: 'ملابس قطنية بأسعار الجملة.',
        productCount: 1,
      });
      expect(await h.data('/hello/front/brand/detail', { brandId: BRAND.quietCo })).toMatchObject({
        productCount: 0,
      });
      h.expectFailure(
        await h.call('/hello/front/brand/detail', { brandId: 99 }),
        404,
        404,
        'There is no brand with this id.',
      );
    });
  });

  it('lists the warehouses in order', async () => {
    expect(await h.data('/warehouse/list', {}, { locale: 'ckb' })).toEqual([
      { id: 2, countryId: 4840, name: 'کۆگای بەغدا', address: 'بەغدا، کەرادە', phone: '+964 770 000 0000' },
      {
        id: 1,
        countryId: 4841,
        name: 'مستودع قوانغتشو',
        address: 'قوانغتشو، الصين',
        phone: '+86 20 0000 0000',
      },
    ]);
  });

  it('answers a random handful of products in stock, different from call to call', async () => {
    const inStock = PRODUCTS.filter((item) => item.stock > 0).map((item) => item.id);
    const samples: string[] = [];
    for (let call = 0; call < 8; call += 1) {
      const cards = await h.data<ProductCardWire[]>('/hello/randomList/list', { pageSize: 4 });
      const ids = cards.map((card) => card.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(4);
      expect(new Set(ids).size).toBe(ids.length);
      for (const card of cards) {
        expect(inStock).toContain(card.id);
        expect(card).toEqual(expectedCard(card.id));
      }
      samples.push(ids.join(','));
    }
    expect(new Set(samples).size).toBeGreaterThan(1);
    const defaults = await h.data<ProductCardWire[]>('/hello/randomList/list');
    expect(defaults.length).toBeLessThanOrEqual(12);
  });
}
