import { productDetail, type ProductCardWire, type ProductDetailWire } from '@tijara/api/contract';
import { findVariant, initialSelection, priceRange } from '@tijara/domain';
import { describe, expect, it } from 'vitest';
import { expectedCard } from './expected';
import { CATEGORY, P, SKU } from './fixture';
import type { CatalogueHarness } from './harness';
import { schemasOf } from '@tijara/api/contract/schemas';

const DETAIL = '/hello/product/detail';
const UNAVAILABLE_EN = 'This product is invalid or has been removed from the shelves.';

/** The product page's calls: detail, recommended products and the sanitised description. */
export function detailTests(h: CatalogueHarness) {
  const detail = (body: Record<string, unknown>, locale?: 'ar' | 'ckb' | 'en' | 'zh') =>
    h.data<ProductDetailWire>(DETAIL, body, { locale });

  describe('detail', () => {
    it('answers the card, pictures in both sizes, attributes, variants, logistics, brand and category path', async () => {
      expect(await detail({ productId: P.headphones })).toEqual({
        ...expectedCard(P.headphones),
        images: [
          { thumbnailUrl: '/media/fixture/p1a/300.webp', imageUrl: '/media/fixture/p1a/800.webp' },
          { thumbnailUrl: '/media/fixture/p1b/300.webp', imageUrl: '/media/fixture/p1b/800.webp' },
        ],
        attributes: [
          { name: 'Material', value: 'Plastic' },
          { name: 'Battery life', value: '30 h' },
        ],
        variants: [
          {
            skuId: SKU.black,
            attributes: [{ name: 'Colour', value: 'Black', skuImageUrl: '/media/fixture/p1a/300.webp' }],
            skuStock: 50,
            price: 2_500,
            promotionPrice: 2_300,
          },
          {
            skuId: SKU.white,
            attributes: [{ name: 'Colour', value: 'White', skuImageUrl: '/media/fixture/p1b/300.webp' }],
            skuStock: 40,
            price: 2_500,
            promotionPrice: null,
          },
          {
            skuId: SKU.blue,
            attributes: [{ name: 'Colour', value: 'Blue', skuImageUrl: null }],
            skuStock: 30,
            price: 2_700,
            promotionPrice: null,
          },
        ],
        maxOrder: null,
        leadTimeDays: 3,
        grossWeightG: 400,
        dimensions: { lengthMm: 200, widthMm: 180, heightMm: 90 },
        brand: { id: 1, name: 'SoundMax' },
        categoryPath: [
          { categoryId: CATEGORY.electronics, categoryName: 'Electronics' },
          { categoryId: CATEGORY.audio, categoryName: 'Audio' },
          { categoryId: CATEGORY.headphones, categoryName: 'Headphones' },
        ],
        trademark: 'SoundMax®',
        url: 'https://detail.1688.com/offer/1688000000000001.html',
      });
    });

    it("translates names, attributes and variant values into the caller's language", async () => {
      const arabic = await detail({ productId: P.headphones }, 'ar');
      expect(arabic.name).toBe('سماعة رأس لاسلكية بلوتوث');
      expect(arabic.attributes[0]).toEqual({ name: 'المادة', value: 'بلاستيك' });
      expect(arabic.variants.map((variant) => variant.attributes[0]?.value)).toEqual([
        'أسود',
        'أبيض',
        'أزرق',
      ]);
      expect(arabic.categoryPath.map((category) => category.categoryName)).toEqual([
        'إلكترونيات',
        'صوتيات',
        'سماعات الرأس',
      ]);
      const kurdish = await detail({ productId: P.teapot }, 'ckb');
      expect(kurdish.name).toBe('إبريق شاي زجاجي');
      expect(kurdish.categoryPath.at(-1)?.categoryName).toBe('أدوات المطبخ');
      expect(kurdish.brand).toBeNull();
      expect(kurdish.variants).toEqual([]);
    });

    it("maps to the domain's product, whose variant rules then work on it", async () => {
      const product = schemasOf(productDetail).response.parse(await detail({ productId: P.headphones }));
      expect(product.images).toEqual(['/media/fixture/p1a/800.webp', '/media/fixture/p1b/800.webp']);
      expect(product.thumbnailUrls[0]).toBe('/media/fixture/p1a/300.webp');
      expect(product.grossWeightKg).toBe(0.4);
      expect(product.categoryId).toBe(String(CATEGORY.headphones));
      expect(product.brand).toBe('SoundMax');
      expect(priceRange(product.variants)).toEqual({ min: 2_300, max: 2_700 });
      expect(initialSelection(product.variants)).toEqual({ Colour: 'Black' });
      expect(findVariant(product.variants, { Colour: 'Blue' })?.stock).toBe(30);
    });

    it('checks the platform when the caller gives one', async () => {
      expect((await detail({ productId: P.smartphone, platformType: 2 })).platformType).toBe(2);
      h.expectFailure(
        await h.call(DETAIL, { productId: P.smartphone, platformType: 1 }),
        404,
        404,
        UNAVAILABLE_EN,
      );
    });

    it('answers 404 "product invalid or removed from shelves" for an unknown product, in the caller’s language', async () => {
      h.expectFailure(await h.call(DETAIL, { productId: '999999999999999999' }), 404, 404, UNAVAILABLE_EN);
      h.expectFailure(
        await h.call(DETAIL, { productId: '42' }, { locale: 'ar' }),
        404,
        404,
        'المنتج غير صالح أو تمت إزالته من الرفوف.',
      );
      h.expectFailure(
        await h.call(DETAIL, { productId: '42' }, { locale: 'zh' }),
        404,
        404,
        '商品无效或已下架。',
      );
    });
  });

  describe('recommended', () => {
    const recommended = async (body: Record<string, unknown>) =>
      (await h.data<ProductCardWire[]>('/hello/product/recommended', body)).map((card) => card.id);

    it('answers the same leaf category first, then the rest of the parent category by sales, never the product', async () => {
      expect(await recommended({ productId: P.headphones })).toEqual([
        P.noiseCancelling,
        P.speakerphone,
        P.speaker,
      ]);
      expect(await recommended({ productId: P.speaker })).toEqual([
        P.speakerphone,
        P.headphones,
        P.noiseCancelling,
      ]);
      expect(await recommended({ productId: P.teapot })).toEqual([P.blender, P.steamIron]);
      expect(await recommended({ productId: P.headphones, pageSize: 2 })).toEqual([
        P.noiseCancelling,
        P.speakerphone,
      ]);
      expect(await recommended({ productId: P.officeChair })).toEqual([]);
    });

    it('answers full cards, and 404 for an unknown product', async () => {
      const cards = await h.data<ProductCardWire[]>('/hello/product/recommended', { productId: P.teapot });
      expect(cards[0]).toEqual(expectedCard(P.blender));
      h.expectFailure(
        await h.call('/hello/product/recommended', { productId: '77' }),
        404,
        404,
        UNAVAILABLE_EN,
      );
    });
  });

  describe('description', () => {
    const description = async (productId: string, locale?: 'ar' | 'ckb' | 'en' | 'zh') =>
      (await h.data<{ html: string }>('/hello/product/description', { productId }, { locale })).html;

    it('keeps text structure, tables and safe images of hostile HTML, and drops everything active', async () => {
      const html = await description(P.headphones);
      expect(html).toContain('<h2>Great sound</h2>');
      expect(html).toContain('<p>Deep <strong>bass</strong>, <em>40 h</em>.</p>');
      expect(html).toContain('<img src="/media/fixture/p1a/800.webp" alt="front" />');
      expect(html).toContain('<img src="https://cdn.example/c.webp" />');
      expect(html).toContain('<td colspan="2">30 h</td>');
      expect(html).toContain('click');
      for (const dangerous of [
        '<script',
        'alert',
        'onerror',
        'onclick',
        'onmouseover',
        'onload',
        'style',
        'javascript:',
        'http://insecure',
        '//cdn.example/b.png',
        '/admin/secret',
        '<a',
        '<iframe',
        '<form',
        '<input',
        '<svg',
        'display:none',
      ]) {
        expect(html, dangerous).not.toContain(dangerous);
      }
    });

    it("answers the caller's language, falling back to Arabic, and 404 for an unknown product", async () => {
      expect(await description(P.headphones, 'zh')).toBe('<p>音质<strong>清晰</strong></p>');
      expect(await description(P.teapot, 'ckb')).toBe('<p>إبريق من الزجاج</p>');
      h.expectFailure(
        await h.call('/hello/product/description', { productId: '77' }),
        404,
        404,
        UNAVAILABLE_EN,
      );
    });
  });
}
