import {
  correctedQueries,
  foldSearchText,
  localeFromLanguageCode,
  LOCALES,
  searchQueryOf,
  searchWordsOf,
  SUGGESTIONS_MAX,
  wordCorrections,
  type Locale,
} from '@tijara/domain';
import {
  brandCooperationList,
  brandDetail,
  brandList,
  freightEstimate,
  helloCategoryTree,
  helloPage,
  hotWords,
  listBanners,
  listEvents,
  listSubCategory,
  productDescription,
  productDetail,
  randomProducts,
  recommendedProducts,
  rootCategory,
  searchSuggestions,
  SUGGESTED_PRODUCTS_DEFAULT,
  subCategoryTree,
  warehouseList,
  websiteContent,
  type CategoryNodeWire,
  type Endpoint,
  type ParsedRequestOf,
  type ProductCardWire,
  type ProductDetailWire,
  type WireResponseOf,
} from '../../contract';
import { schemasOf } from '../../contract/schemas';
import type { RecordedCall } from './pdpdDouble';

/*
 * The catalogue calls of the protocol double (see pdpdDouble.ts): a small fixed catalogue in four
 * languages, answered the way the server answers it. Requests are checked with the contract's own
 * request schemas, so a hook sending a field the server refuses gets the server's 400. The
 * catalogue is test data: its names and prices describe nothing real.
 */

type Texts = Record<Locale, string>;

/** What the double answers a catalogue call: the envelope's data, or a refusal. */
export type CatalogueAnswer = { status: 200; data: unknown } | { status: 400 | 404; msg: string };

const NOT_FOUND = Symbol('not found');

interface CategoryFixture {
  id: number;
  name: Texts;
  children: CategoryFixture[];
}

const CATEGORIES: CategoryFixture[] = [
  {
    id: 1,
    name: { ar: 'المنزل والحديقة', ckb: 'ماڵ و باخچە', en: 'Home and garden', zh: '家居园艺' },
    children: [
      {
        id: 11,
        name: { ar: 'الإضاءة', ckb: 'ڕووناکی', en: 'Lighting', zh: '照明' },
        children: [
          {
            id: 111,
            name: { ar: 'مصابيح مكتب', ckb: 'چرای مێز', en: 'Desk lamps', zh: '台灯' },
            children: [],
          },
          {
            id: 112,
            name: { ar: 'أضواء السقف', ckb: 'چرای بنمیچ', en: 'Ceiling lights', zh: '吸顶灯' },
            children: [],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    name: { ar: 'إلكترونيات', ckb: 'ئەلیکترۆنیات', en: 'Electronics', zh: '电子产品' },
    children: [
      {
        id: 21,
        name: { ar: 'هواتف', ckb: 'مۆبایل', en: 'Phones', zh: '手机' },
        children: [
          {
            id: 211,
            name: { ar: 'أغطية الهواتف', ckb: 'بەرگی مۆبایل', en: 'Phone cases', zh: '手机壳' },
            children: [],
          },
        ],
      },
    ],
  },
];

/** From the root down to the category, or an empty path for an unknown id. */
function categoryPath(id: number, nodes = CATEGORIES): CategoryFixture[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryPath(id, node.children);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

function categoryWire(node: CategoryFixture, locale: Locale, depth: number): CategoryNodeWire {
  return {
    categoryId: node.id,
    categoryName: node.name[locale],
    imageUrl: null,
    children: depth === 0 ? [] : node.children.map((child) => categoryWire(child, locale, depth - 1)),
  };
}

const WHOLE_TREE = 2;

/** The categories below `parentId` (0: the roots), `depth` levels further down; null when unknown. */
function categoriesBelow(
  parentId: number,
  locale: Locale,
  depth: number,
): CategoryNodeWire[] | typeof NOT_FOUND {
  const children = parentId === 0 ? CATEGORIES : categoryPath(parentId).at(-1)?.children;
  if (!children) return NOT_FOUND;
  return children.map((child) => categoryWire(child, locale, depth));
}

interface BrandFixture {
  id: number;
  name: string;
  hot: boolean;
  cooperation: boolean;
  description: Texts | null;
}

const BRANDS: BrandFixture[] = [
  {
    id: 1,
    name: 'Lumo',
    hot: true,
    cooperation: true,
    description: {
      ar: 'مصابيح مكتب قابلة للطي.',
      ckb: 'چرای مێزی قەدکراو.',
      en: 'Folding desk lamps.',
      zh: '折叠台灯。',
    },
  },
  { id: 2, name: 'Casey', hot: false, cooperation: true, description: null },
  { id: 3, name: 'Nour', hot: true, cooperation: false, description: null },
];

interface ProductFixture {
  id: string;
  categoryId: number;
  brandId: number | null;
  serial: number;
  /** Cents, of the first variant; the second costs 200 more. */
  price: number;
  stock: number;
  monthSold: number;
}

const PLATFORM_TYPE = 1;

const PRODUCTS: ProductFixture[] = [
  { id: '1001', categoryId: 111, brandId: 1, serial: 1, price: 1250, stock: 40, monthSold: 90 },
  { id: '1002', categoryId: 111, brandId: 1, serial: 2, price: 1850, stock: 12, monthSold: 70 },
  { id: '1003', categoryId: 111, brandId: 3, serial: 3, price: 990, stock: 0, monthSold: 50 },
  { id: '1004', categoryId: 111, brandId: null, serial: 4, price: 2400, stock: 8, monthSold: 30 },
  { id: '1005', categoryId: 111, brandId: 1, serial: 5, price: 1500, stock: 25, monthSold: 10 },
  { id: '1006', categoryId: 112, brandId: null, serial: 1, price: 5600, stock: 5, monthSold: 20 },
  { id: '1007', categoryId: 211, brandId: 2, serial: 1, price: 450, stock: 300, monthSold: 200 },
  { id: '1008', categoryId: 211, brandId: 2, serial: 2, price: 520, stock: 150, monthSold: 120 },
];

const SECOND_VARIANT_EXTRA = 200;
const MIN_ORDER = 2;

function productName(product: ProductFixture, locale: Locale): string {
  const leaf = categoryPath(product.categoryId).at(-1);
  return `${leaf?.name[locale] ?? ''} ${product.serial}`;
}

function cardWire(product: ProductFixture, locale: Locale): ProductCardWire {
  return {
    id: product.id,
    platformType: PLATFORM_TYPE,
    name: productName(product, locale),
    imageUrl: `/media/products/${product.id}/1-300.webp`,
    price: product.price,
    maxPrice: product.price + SECOND_VARIANT_EXTRA,
    sold: product.monthSold * 3,
    monthSold: product.monthSold,
    repurchaseRate: 2350,
    tags: [],
    stock: product.stock,
    videoUrl: null,
    brandName: BRANDS.find((brand) => brand.id === product.brandId)?.name ?? null,
    minOrder: MIN_ORDER,
  };
}

const COLOUR: Texts = { ar: 'اللون', ckb: 'ڕەنگ', en: 'Colour', zh: '颜色' };
const COLOURS: Texts[] = [
  { ar: 'أبيض', ckb: 'سپی', en: 'White', zh: '白色' },
  { ar: 'أسود', ckb: 'ڕەش', en: 'Black', zh: '黑色' },
];

function skusOf(product: ProductFixture) {
  const firstStock = Math.ceil(product.stock / 2);
  return COLOURS.map((colour, index) => ({
    skuId: `${product.id}${index + 1}`,
    colour,
    stock: index === 0 ? firstStock : product.stock - firstStock,
    price: product.price + index * SECOND_VARIANT_EXTRA,
  }));
}

function detailWire(product: ProductFixture, locale: Locale): ProductDetailWire {
  const brand = BRANDS.find((candidate) => candidate.id === product.brandId);
  return {
    ...cardWire(product, locale),
    images: [
      {
        thumbnailUrl: `/media/products/${product.id}/1-300.webp`,
        imageUrl: `/media/products/${product.id}/1-800.webp`,
      },
    ],
    attributes: [],
    variants: skusOf(product).map((sku) => ({
      skuId: sku.skuId,
      attributes: [{ name: COLOUR[locale], value: sku.colour[locale], skuImageUrl: null }],
      skuStock: sku.stock,
      price: sku.price,
      promotionPrice: null,
    })),
    maxOrder: null,
    leadTimeDays: 3,
    grossWeightG: 800,
    dimensions: { lengthMm: 300, widthMm: 200, heightMm: 100 },
    brand: brand ? { id: brand.id, name: brand.name } : null,
    categoryPath: categoryPath(product.categoryId).map((node) => ({
      categoryId: node.id,
      categoryName: node.name[locale],
    })),
    trademark: null,
    url: null,
  };
}

function findProduct(productId: string, platformType?: number): ProductFixture | undefined {
  if (platformType !== undefined && platformType !== PLATFORM_TYPE) return undefined;
  return PRODUCTS.find((product) => product.id === productId);
}

type PageRequest = ParsedRequestOf<typeof helloPage>;

const SORTS: Record<
  NonNullable<PageRequest['sort']> | 'default',
  (a: ProductFixture, b: ProductFixture) => number
> = {
  default: (a, b) => b.monthSold - a.monthSold,
  sales: (a, b) => b.monthSold - a.monthSold,
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  newest: (a, b) => Number(b.id) - Number(a.id),
};

function productPage(request: PageRequest, locale: Locale): WireResponseOf<typeof helloPage> {
  const keyword = request.keyword?.trim().toLowerCase();
  const matches = PRODUCTS.filter(
    (product) =>
      (request.categoryId === undefined ||
        categoryPath(product.categoryId).some((node) => node.id === request.categoryId)) &&
      (request.brandId === undefined || product.brandId === request.brandId) &&
      (request.minPrice === undefined || product.price >= request.minPrice) &&
      (request.maxPrice === undefined || product.price <= request.maxPrice) &&
      // The server searches the names of every language, whatever the buyer's.
      (!keyword || LOCALES.some((other) => productName(product, other).toLowerCase().includes(keyword))),
  ).sort(SORTS[request.sort ?? 'default']);
  const start = (request.pageNum - 1) * request.pageSize;
  return {
    records: matches.slice(start, start + request.pageSize).map((product) => cardWire(product, locale)),
    total: matches.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}

/**
 * The server's "did you mean" by the domain's rules, over the words of the double's product names:
 * each unknown word's closest words, kept when the corrected query finds a product.
 */
function suggestions({ name }: { name: string }): WireResponseOf<typeof searchSuggestions> {
  const vocabulary = [
    ...new Set(
      PRODUCTS.flatMap((product) =>
        LOCALES.flatMap((locale) => searchWordsOf(foldSearchText(productName(product, locale)))),
      ),
    ),
  ];
  const typed = searchWordsOf(searchQueryOf(name) ?? '');
  const corrections = typed.map((word) =>
    vocabulary.some((known) => known.startsWith(word)) ? null : wordCorrections(word, vocabulary),
  );
  const found = correctedQueries(typed, corrections)
    .map((words) => words.join(' '))
    .filter((keyword) => productPage({ keyword, pageNum: 1, pageSize: 1 }, 'en').total > 0);
  return { corrections: found.slice(0, SUGGESTIONS_MAX) };
}

function recommended(product: ProductFixture, pageSize: number, locale: Locale): ProductCardWire[] {
  const subCategory = categoryPath(product.categoryId).at(-2)?.id;
  const rank = (other: ProductFixture) => (other.categoryId === product.categoryId ? 0 : 1);
  return PRODUCTS.filter(
    (other) =>
      other.id !== product.id && categoryPath(other.categoryId).some((node) => node.id === subCategory),
  )
    .sort((a, b) => rank(a) - rank(b) || b.monthSold - a.monthSold)
    .slice(0, pageSize)
    .map((other) => cardWire(other, locale));
}

/** Sea freight of the double's tariff: per unit, cents; there is no air tariff. */
const SEA_FREIGHT_PER_UNIT = 120;
const CHINA_FREIGHT = 300;
const CUBIC_METRES_PER_UNIT = 0.006;

function freight(
  request: ParsedRequestOf<typeof freightEstimate>,
): WireResponseOf<typeof freightEstimate> | typeof NOT_FOUND {
  const product = findProduct(request.productId);
  if (!product) return NOT_FOUND;
  const sku = skusOf(product).find((candidate) => candidate.skuId === request.skuId);
  if (request.skuId !== undefined && !sku) return NOT_FOUND;
  const unitPrice = sku?.price ?? product.price;
  const goods = unitPrice * request.quantity;
  const internationalFreight = SEA_FREIGHT_PER_UNIT * request.quantity;
  const insurance = Math.round(goods / 100);
  return {
    quantity: request.quantity,
    unitPrice,
    sea: {
      goods,
      chinaFreight: CHINA_FREIGHT,
      internationalFreight,
      insurance,
      total: goods + CHINA_FREIGHT + internationalFreight + insurance,
      chargedOn: { unit: 'cubicMetre', quantity: CUBIC_METRES_PER_UNIT * request.quantity },
    },
    air: null,
  };
}

const HOT_WORDS: Texts[] = [
  { ar: 'مصباح', ckb: 'چرا', en: 'lamp', zh: '台灯' },
  { ar: 'غطاء هاتف', ckb: 'بەرگی مۆبایل', en: 'phone case', zh: '手机壳' },
];

const BANNERS = [
  {
    id: 1,
    title: { ar: 'الإضاءة', ckb: 'ڕووناکی', en: 'Lighting', zh: '照明' },
    link: '/category_search_list?id=11',
  },
  {
    id: 2,
    title: { ar: 'هواتف', ckb: 'مۆبایل', en: 'Phones', zh: '手机' },
    link: '/category_search_list?id=21',
  },
];

const PAGES = [
  {
    id: 1,
    kind: 'help',
    title: { ar: 'كيف أطلب', ckb: 'چۆن داوا بکەم', en: 'How to order', zh: '如何下单' },
  },
  {
    id: 2,
    kind: 'policy',
    title: { ar: 'سياسة الإرجاع', ckb: 'سیاسەتی گەڕاندنەوە', en: 'Returns', zh: '退货政策' },
  },
  { id: 3, kind: 'help', title: { ar: 'الشحن', ckb: 'گواستنەوە', en: 'Shipping', zh: '运输' } },
];

const WAREHOUSES = [
  {
    id: 1,
    countryId: 4840,
    name: { ar: 'مستودع بغداد', ckb: 'کۆگای بەغدا', en: 'Baghdad warehouse', zh: '巴格达仓库' },
  },
  {
    id: 2,
    countryId: 156,
    name: { ar: 'مستودع الصين', ckb: 'کۆگای چین', en: 'China warehouse', zh: '中国仓库' },
  },
];

function brandCard(brand: BrandFixture) {
  return { id: brand.id, name: brand.name, logoUrl: null, hot: brand.hot, cooperation: brand.cooperation };
}

interface CatalogueRoute {
  endpoint: Endpoint;
  answer: (request: unknown, locale: Locale) => CatalogueAnswer;
}

function route<E extends Endpoint>(
  endpoint: E,
  answer: (request: ParsedRequestOf<E>, locale: Locale) => WireResponseOf<E> | typeof NOT_FOUND,
): CatalogueRoute {
  return {
    endpoint,
    answer(raw, locale) {
      const parsed = schemasOf(endpoint).request.safeParse(raw);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? '';
        return { status: 400, msg: `invalid request field: ${field}` };
      }
      const data = answer(parsed.data, locale);
      return data === NOT_FOUND ? { status: 404, msg: 'not found' } : { status: 200, data };
    },
  };
}

const ROUTES: CatalogueRoute[] = [
  route(helloCategoryTree, ({ language }, locale) => categoriesBelow(0, language ?? locale, WHOLE_TREE)),
  route(rootCategory, (_request, locale) => categoriesBelow(0, locale, 0)),
  route(listSubCategory, ({ parentId }, locale) => categoriesBelow(parentId, locale, 0)),
  route(subCategoryTree, ({ parentId }, locale) => categoriesBelow(parentId, locale, WHOLE_TREE)),
  route(helloPage, productPage),
  route(searchSuggestions, suggestions),
  route(productDetail, ({ productId, platformType }, locale) => {
    const product = findProduct(productId, platformType);
    return product ? detailWire(product, locale) : NOT_FOUND;
  }),
  route(recommendedProducts, ({ productId, pageSize }, locale) => {
    const product = findProduct(productId);
    return product ? recommended(product, pageSize ?? SUGGESTED_PRODUCTS_DEFAULT, locale) : NOT_FOUND;
  }),
  route(productDescription, ({ productId }, locale) => {
    const product = findProduct(productId);
    return product ? { html: `<p>${productName(product, locale)}</p>` } : NOT_FOUND;
  }),
  route(freightEstimate, freight),
  // Not random here, so that a test can tell what it should get: the first products in stock.
  route(randomProducts, ({ pageSize }, locale) =>
    PRODUCTS.filter((product) => product.stock > 0)
      .slice(0, pageSize ?? SUGGESTED_PRODUCTS_DEFAULT)
      .map((product) => cardWire(product, locale)),
  ),
  route(hotWords, (_request, locale) => HOT_WORDS.map((word) => ({ name: word[locale] }))),
  route(listBanners, (_request, locale) =>
    BANNERS.map((banner) => ({
      id: banner.id,
      title: banner.title[locale],
      imageUrl: `/media/banners/${banner.id}.webp`,
      link: banner.link,
    })),
  ),
  route(listEvents, (_request, locale) => [
    {
      id: 1,
      title: BANNERS[0]?.title[locale] ?? '',
      summary: '',
      imageUrl: null,
      link: '/category_search_list?id=11',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    },
  ]),
  route(websiteContent, ({ kind }, locale) =>
    PAGES.filter((page) => kind === undefined || page.kind === kind).map((page) => ({
      id: page.id,
      kind: page.kind,
      title: page.title[locale],
      html: `<h1>${page.title[locale]}</h1>`,
    })),
  ),
  route(brandList, ({ hot }) => BRANDS.filter((brand) => !hot || brand.hot).map(brandCard)),
  route(brandCooperationList, () => BRANDS.filter((brand) => brand.cooperation).map(brandCard)),
  route(brandDetail, ({ brandId }, locale) => {
    const brand = BRANDS.find((candidate) => candidate.id === brandId);
    if (!brand) return NOT_FOUND;
    return {
      ...brandCard(brand),
      description: brand.description?.[locale] ?? null,
      productCount: PRODUCTS.filter((product) => product.brandId === brand.id).length,
    };
  }),
  route(warehouseList, (_request, locale) =>
    WAREHOUSES.map((warehouse) => ({
      id: warehouse.id,
      countryId: warehouse.countryId,
      name: warehouse.name[locale],
      address: warehouse.countryId === 4840 ? 'Baghdad' : 'Yiwu',
      phone: '07700000000',
    })),
  ),
];

/**
 * The double's answer to a catalogue call, or undefined when the call is not one (another method
 * or path). The language is the `language` header's, Arabic when missing, as on the server.
 */
export function answerCatalogueCall(call: RecordedCall): CatalogueAnswer | undefined {
  const found = ROUTES.find(({ endpoint }) => endpoint.path === call.path && endpoint.method === call.method);
  if (!found) return undefined;
  const request = call.method === 'GET' ? Object.fromEntries(call.query) : (call.body ?? {});
  return found.answer(request, localeFromLanguageCode(call.language));
}
