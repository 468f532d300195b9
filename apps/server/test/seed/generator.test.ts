import { HOME_CATEGORY, LOCALES, PRODUCT_TAG, SEARCH_SECTION_SEPARATOR, searchQueryOf } from '@tijara/domain';
import { productSearchDocument } from '../../src/modules/catalogue/searchDocuments';
import { describe, expect, it } from 'vitest';
import type { GeneratedCatalogue } from '../../src/seed/catalogue/generate/generateCatalogue';
import { generateCatalogue, hotSectionSize } from '../../src/seed/catalogue/generate/generateCatalogue';
import type { GeneratedProduct } from '../../src/seed/catalogue/generate/products';
import { MAX_IMAGES, MAX_VARIANTS } from '../../src/seed/catalogue/generate/products';
import { productImageKey } from '../../src/modules/media/mediaKeys';
import { coloursOf } from '../../src/seed/catalogue/art/artPool';
import { ICON_NAMES } from '../../src/seed/catalogue/art/icons';
import { PRODUCT_ANGLES, productDrawing } from '../../src/seed/catalogue/art/productArt';
import { CATALOGUE_TREE } from '../../src/seed/catalogue/vocabulary';

const NOW = new Date('2026-03-02T06:00:00Z');
const VIDEOS = ['catalogue/video/aaaa.mp4', 'catalogue/video/bbbb.mp4'];
const COUNT = 300;

function make(options: { seed?: number; products?: number } = {}) {
  const catalogue = generateCatalogue({
    products: options.products ?? COUNT,
    seed: options.seed ?? 1,
    now: NOW,
    videoKeys: VIDEOS,
  });
  return { catalogue, products: [...catalogue.products()] };
}

/** Everything the generator writes, as plain data. */
function snapshot(catalogue: GeneratedCatalogue, products: GeneratedProduct[]) {
  return JSON.parse(JSON.stringify({ ...catalogue, products })) as unknown;
}

const { catalogue, products } = make();
const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
const artKeys = new Set(catalogue.artworks.map((artwork) => artwork.key));
const KURDISH_LETTERS = /[یکەڕۆێڵ]/u;

function everyText(value: Partial<Record<string, string>>): boolean {
  return LOCALES.every((locale) => typeof value[locale] === 'string' && value[locale].trim() !== '');
}

describe('the generated catalogue', () => {
  it('is the same for the same seed and count, and different for another seed', () => {
    const again = make();
    expect(snapshot(again.catalogue, again.products)).toEqual(snapshot(catalogue, products));
    const other = make({ seed: 2 });
    expect(other.products.map((p) => p.product.name)).not.toEqual(products.map((p) => p.product.name));
  });

  it('makes a larger catalogue start with the same products', () => {
    const small = make({ products: 60 });
    const strip = (generated: GeneratedProduct) => ({
      ...generated,
      product: { ...generated.product, category_ids: generated.product.category_ids.slice(0, 3) },
    });
    expect(small.products.map(strip)).toEqual(products.slice(0, 60).map(strip));
  });

  it('has a three-level tree of 8 roots with 3-5 children and 3-5 leaves each, ids from 1000 up', () => {
    const tree = catalogue.categories.filter((category) => category.level > 0);
    const roots = tree.filter((category) => category.level === 1);
    expect(roots).toHaveLength(8);
    for (const root of roots) {
      expect(root.parent_id).toBe(0);
      const children = tree.filter((category) => category.parent_id === root.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(5);
      for (const child of children) {
        expect(child.level).toBe(2);
        const leaves = tree.filter((category) => category.parent_id === child.id);
        expect(leaves.length).toBeGreaterThanOrEqual(3);
        expect(leaves.length).toBeLessThanOrEqual(5);
        expect(leaves.every((leaf) => leaf.level === 3)).toBe(true);
      }
    }
    expect(Math.min(...tree.map((category) => category.id))).toBeGreaterThanOrEqual(1000);
    expect(new Set(catalogue.categories.map((category) => category.id)).size).toBe(
      catalogue.categories.length,
    );
    expect(tree.every((category) => category.image_key !== null && artKeys.has(category.image_key))).toBe(
      true,
    );
  });

  it('has the home sections of spec section 4 as level 0 categories named in four languages', () => {
    const sections = catalogue.categories.filter((category) => category.level === 0);
    expect(sections.map((section) => section.id).sort((a, b) => a - b)).toEqual([12, 30, 54, 101]);
    expect(sections.every((section) => section.parent_id === 0 && everyText(section.name))).toBe(true);
  });

  it('names every category, product, brand and attribute in the four languages, Kurdish unlike Arabic', () => {
    for (const category of catalogue.categories) {
      expect(everyText(category.name), JSON.stringify(category.name)).toBe(true);
      expect(category.name.ckb).not.toBe(category.name.ar);
    }
    for (const { product, skus } of products) {
      expect(everyText(product.name), JSON.stringify(product.name)).toBe(true);
      expect(everyText(product.description)).toBe(true);
      expect(product.name.ckb).not.toBe(product.name.ar);
      expect(product.name.ckb).toMatch(KURDISH_LETTERS);
      for (const attribute of [...product.attributes, ...skus.flatMap((sku) => sku.attributes)]) {
        expect(everyText(attribute.name) && everyText(attribute.value), JSON.stringify(attribute)).toBe(true);
      }
    }
    for (const brand of catalogue.brands) expect(everyText(brand.name)).toBe(true);
  });

  it("files every product under its leaf, the leaf's parent and its root", () => {
    for (const { product } of products) {
      const leaf = categoryById.get(product.category_id);
      const child = leaf && categoryById.get(leaf.parent_id);
      const root = child && categoryById.get(child.parent_id);
      expect([leaf?.level, child?.level, root?.level]).toEqual([3, 2, 1]);
      expect(product.category_ids.slice(0, 3)).toEqual([root?.id, child?.id, leaf?.id]);
    }
  });

  it('gives variants their own stock and price: stock adds up, the price is the lowest a buyer pays', () => {
    for (const { product, skus } of products) {
      expect(skus.length).toBeGreaterThanOrEqual(1);
      expect(skus.length).toBeLessThanOrEqual(MAX_VARIANTS);
      expect(skus.every((sku) => sku.product_id === product.id)).toBe(true);
      expect(product.stock).toBe(skus.reduce((sum, sku) => sum + sku.stock, 0));
      const paid = skus.map((sku) => sku.promotion_price_cents ?? sku.price_cents);
      expect(product.price_cents).toBe(Math.min(...paid));
      expect(product.max_price_cents).toBe(Math.max(...paid));
      for (const sku of skus) {
        expect(Number.isInteger(sku.price_cents) && sku.price_cents > 0).toBe(true);
        if (sku.promotion_price_cents !== null)
          expect(sku.promotion_price_cents).toBeLessThan(sku.price_cents);
      }
    }
    expect(products.some(({ skus }) => skus.length > 1)).toBe(true);
    expect(products.some(({ skus }) => skus.some((sku) => sku.promotion_price_cents !== null))).toBe(true);
  });

  it("writes each product's search document from its four names, its brand, its categories and attributes", () => {
    const names = {
      categories: new Map(
        catalogue.categories.filter((row) => row.level >= 1).map((row) => [row.id, row.name]),
      ),
      brands: new Map(catalogue.brands.map((brand) => [brand.id, brand.name])),
    };
    const byId = new Map(catalogue.categories.map((row) => [row.id, row]));
    for (const { product } of products) {
      expect(product.search_doc).toBe(productSearchDocument(product, names));
      const [name, category] = product.search_doc.split(SEARCH_SECTION_SEPARATOR);
      expect(name).toContain(searchQueryOf(product.name.en ?? '') ?? '?');
      expect(category).toContain(searchQueryOf(byId.get(product.category_id)?.name.ar ?? '') ?? '?');
    }
    expect(products.some(({ product }) => product.brand_id === null)).toBe(true);
  });

  it('points every picture at a generated artwork in both sizes, and videos at the sample clips', () => {
    for (const { product, skus } of products) {
      expect(product.image_keys.length).toBeGreaterThanOrEqual(1);
      expect(product.image_keys.length).toBeLessThanOrEqual(MAX_IMAGES);
      for (const base of [
        ...product.image_keys,
        ...skus.flatMap((sku) => sku.attributes.flatMap((a) => a.imageKey ?? [])),
      ]) {
        expect(artKeys.has(productImageKey(base, 300)) && artKeys.has(productImageKey(base, 800)), base).toBe(
          true,
        );
      }
      const video = product.tags.includes(PRODUCT_TAG.videoPreview);
      expect(product.video_key !== null).toBe(video);
      if (product.video_key !== null) expect(VIDEOS).toContain(product.video_key);
      expect(product.category_ids.includes(HOME_CATEGORY.video)).toBe(video);
    }
    expect(products.some(({ product }) => product.video_key !== null)).toBe(true);
    // The pool of product designs (leaf drawing x colour x angle) does not grow with the catalogue.
    const designCount = (artworks: GeneratedCatalogue['artworks']) =>
      artworks.filter((artwork) => artwork.key.startsWith('catalogue/product/')).length / 2;
    const leafColourAngles = CATALOGUE_TREE.flatMap((root) =>
      root.children.flatMap((child) =>
        child.leaves.map(() => coloursOf(child).length * PRODUCT_ANGLES.length),
      ),
    ).reduce((sum, count) => sum + count, 0);
    expect(designCount(catalogue.artworks)).toBe(leafColourAngles);
    expect(designCount(make({ products: 5 }).catalogue.artworks)).toBe(leafColourAngles);
  });

  it('draws each leaf its own product, in the colour of the variant, from two angles', () => {
    const leaves = CATALOGUE_TREE.flatMap((root) => root.children.flatMap((child) => child.leaves));
    // An air fryer is not drawn as a kettle: no two leaves share a drawing.
    const icons = leaves.map((leaf) => leaf.icon);
    expect(new Set(icons).size).toBe(icons.length);
    // Every drawing is plain SVG shapes that the renderer takes as they are.
    for (const icon of ICON_NAMES) {
      const body = productDrawing(icon, '#EA4335', '#FFFFFF', 'front').body;
      expect(body, icon).not.toMatch(/<(text|image|defs|filter|script|use)\b|\bid=|url\(|NaN|undefined/);
    }
    // A product's pictures are its leaf's drawing, one per colour, from the same angle.
    for (const { product } of products) {
      const leaf = leaves.find(
        (candidate) => candidate.name.en === categoryById.get(product.category_id)?.name.en,
      );
      expect(leaf, String(product.category_id)).toBeDefined();
      const angles = new Set(product.image_keys.map((key) => /-(front|turned)-[0-9a-f]{16}$/.exec(key)?.[1]));
      expect(angles.size, product.image_keys.join()).toBe(1);
      for (const key of product.image_keys)
        expect(key.startsWith(`catalogue/product/${leaf?.icon}-`), key).toBe(true);
    }
  });

  it('puts the best sellers in the hot section and some products in the others', () => {
    const hot = products.filter(({ product }) => product.category_ids.includes(HOME_CATEGORY.hot));
    expect(hot).toHaveLength(hotSectionSize(COUNT));
    const slowestHot = Math.min(...hot.map(({ product }) => product.month_sold));
    const others = products.filter(({ product }) => !product.category_ids.includes(HOME_CATEGORY.hot));
    expect(others.every(({ product }) => product.month_sold <= slowestHot)).toBe(true);
    for (const section of [HOME_CATEGORY.selected, HOME_CATEGORY.local]) {
      expect(products.some(({ product }) => product.category_ids.includes(section))).toBe(true);
    }
  });

  it('fills the 1688-style fields with sensible figures', () => {
    for (const { product } of products) {
      expect(product.min_order).toBeGreaterThanOrEqual(1);
      expect(product.repurchase_rate_bp).toBeGreaterThanOrEqual(0);
      expect(product.repurchase_rate_bp).toBeLessThanOrEqual(10_000);
      expect(product.sold).toBeGreaterThanOrEqual(product.month_sold);
      expect(product.gross_weight_g).toBeGreaterThan(0);
      expect(Math.min(product.length_mm, product.width_mm, product.height_mm)).toBeGreaterThan(0);
      expect(product.lead_time_days).toBeGreaterThan(0);
      expect(new Date(product.created_at).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(product.source_url).toBe(`https://supplier.example/offer/${product.id}.html`);
      expect(product.description.en).toContain(
        `<img src="/media/${productImageKey(product.image_keys[0] ?? '', 800)}"`,
      );
    }
  });

  it('has about 40 brands, some hot, some in cooperation, a few without a description', () => {
    expect(catalogue.brands).toHaveLength(40);
    expect(catalogue.brands.filter((brand) => brand.hot).length).toBeGreaterThan(0);
    expect(catalogue.brands.filter((brand) => brand.cooperation).length).toBeGreaterThan(0);
    const described = catalogue.brands.filter((brand) => brand.description !== null);
    expect(described.every((brand) => brand.description !== null && everyText(brand.description))).toBe(true);
    expect(catalogue.brands.length - described.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.brands.every((brand) => brand.name.en !== brand.name.zh)).toBe(true);
  });

  it('has the store content: hot words, banners, events around the clock, help pages, warehouses, tariff', () => {
    const store = make({ products: 2_000 });
    for (const locale of LOCALES) {
      const words = catalogue.hotWords.filter((word) => word.locale === locale);
      expect(words.length).toBeGreaterThanOrEqual(10);
      // Each hot word finds products of the default catalogue: it is part of their names.
      for (const word of words) {
        expect(
          store.products.some(({ product }) => product.name[locale]?.includes(word.name)),
          word.name,
        ).toBe(true);
      }
    }
    expect(catalogue.banners.length).toBeGreaterThanOrEqual(3);
    expect(
      catalogue.banners.every((banner) => artKeys.has(banner.image_key) && everyText(banner.title)),
    ).toBe(true);
    const current = catalogue.events.filter(
      (event) => new Date(event.starts_at) <= NOW && NOW < new Date(event.ends_at),
    );
    expect(current.length).toBeGreaterThanOrEqual(1);
    expect(current.length).toBeLessThan(catalogue.events.length);
    expect(new Set(catalogue.websiteContent.map((page) => page.kind))).toEqual(
      new Set(['about', 'service', 'rules']),
    );
    expect(catalogue.warehouses.map((warehouse) => warehouse.country_id).sort()).toEqual([4840, 4841, 4841]);
    expect(catalogue.freightTariff.map((tariff) => tariff.mode).sort()).toEqual(['air', 'sea']);
  });
});
