import type { ProductCardWire } from '@tijara/api/contract';
import { localizedTextIn, type Locale } from '@tijara/domain';
import { BRANDS, PRODUCTS, productById, type FixtureProduct } from './fixture';

/** The card the catalogue should answer for a fixture product, read off the fixture by hand. */
export function expectedCard(id: string, locale: Locale = 'en'): ProductCardWire {
  const item = productById(id);
  const brand = BRANDS.find((candidate) => candidate.id === item.brandId);
  return {
    id: item.id,
    platformType: item.platformType,
    name: localizedTextIn(item.name, locale),
    imageUrl: item.imageKeys[0] ? `/media/${item.imageKeys[0]}/300.webp` : null,
    price: item.price,
    maxPrice: item.maxPrice,
    sold: item.sold,
    monthSold: item.monthSold,
    repurchaseRate: item.repurchaseRateBp,
    tags: [...item.tags],
    stock: item.stock,
    videoUrl: item.videoKey ? `/media/${item.videoKey}` : null,
    brandName: brand ? localizedTextIn(brand.name, locale) : null,
    minOrder: item.minOrder,
  };
}

/** Fixture products picked by `keep`, ordered by `order`, as ids. */
export function idsWhere(
  keep: (item: FixtureProduct) => boolean,
  order: (a: FixtureProduct, b: FixtureProduct) => number = bySales,
): string[] {
  return PRODUCTS.filter(keep)
    .sort((a, b) => order(a, b) || a.id.localeCompare(b.id))
    .map((item) => item.id);
}

export const bySales = (a: FixtureProduct, b: FixtureProduct) => b.monthSold - a.monthSold;
