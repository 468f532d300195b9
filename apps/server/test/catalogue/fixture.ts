import { searchDocumentOf, type Locale } from '@tijara/domain';
import type { Queryable } from '../../src/db/database';

/** A text in the four languages; a missing one tests the fallback. */
export type Texts = Partial<Record<Locale, string>>;

/**
 * A small catalogue written by the tests themselves (not the generated seed): three roots, their
 * sub and leaf categories, the four home sections, four brands, twelve products named in four
 * languages (some with variants), and the content calls' rows. Every expectation of the
 * catalogue suites is computed from these values.
 */

export const HOME = { hot: 30, selected: 54, video: 12, local: 101 } as const;

export const CATEGORY = {
  electronics: 1000,
  audio: 1100,
  headphones: 1110,
  speakers: 1120,
  phoneAccessories: 1200,
  phoneCases: 1210,
  smartphones: 1220,
  home: 2000,
  kitchen: 2100,
  blenders: 2110,
  irons: 2120,
  kitchenware: 2130,
  furniture: 2200,
  chairs: 2210,
  clothing: 3000,
  menswear: 3100,
  shirts: 3110,
  shoes: 3120,
} as const;

interface FixtureCategory {
  id: number;
  parentId: number;
  level: number;
  sort: number;
  name: Texts;
  imageKey?: string;
}

const tree = (id: number, parentId: number, level: number, sort: number, name: Texts, imageKey?: string) => ({
  id,
  parentId,
  level,
  sort,
  name,
  ...(imageKey ? { imageKey } : {}),
});

export const CATEGORIES: readonly FixtureCategory[] = [
  tree(HOME.hot, 0, 0, 1, { ar: 'الأكثر رواجاً', ckb: 'باوترین', en: 'Hot', zh: '热卖' }),
  tree(HOME.selected, 0, 0, 2, { ar: 'مختارات', ckb: 'هەڵبژێردراو', en: 'Selected', zh: '精选' }),
  tree(HOME.video, 0, 0, 3, { ar: 'فيديو', ckb: 'ڤیدیۆ', en: 'Video', zh: '视频' }),
  tree(HOME.local, 0, 0, 4, { ar: 'محلي', ckb: 'ناوخۆیی', en: 'Local', zh: '本地' }),
  // The roots are listed out of order on purpose: `sort` decides.
  tree(CATEGORY.clothing, 0, 1, 3, { ar: 'ملابس', ckb: 'جلوبەرگ', en: 'Clothing', zh: '服装' }),
  tree(
    CATEGORY.electronics,
    0,
    1,
    1,
    { ar: 'إلكترونيات', ckb: 'ئەلیکترۆنیات', en: 'Electronics', zh: '电子产品' },
    'fixture/category/electronics.webp',
  ),
  tree(CATEGORY.home, 0, 1, 2, {
    ar: 'المنزل والمطبخ',
    ckb: 'ماڵ و چێشتخانە',
    en: 'Home & Kitchen',
    zh: '家居厨房',
  }),
  tree(CATEGORY.audio, CATEGORY.electronics, 2, 1, { ar: 'صوتيات', ckb: 'دەنگ', en: 'Audio', zh: '音频' }),
  tree(CATEGORY.headphones, CATEGORY.audio, 3, 1, {
    ar: 'سماعات الرأس',
    ckb: 'گوێگر',
    en: 'Headphones',
    zh: '耳机',
  }),
  tree(CATEGORY.speakers, CATEGORY.audio, 3, 2, {
    ar: 'مكبرات الصوت',
    ckb: 'بڵندگۆ',
    en: 'Speakers',
    zh: '音箱',
  }),
  tree(CATEGORY.phoneAccessories, CATEGORY.electronics, 2, 2, {
    ar: 'الهواتف وملحقاتها',
    ckb: 'مۆبایل و پێداویستییەکانی',
    en: 'Phones & accessories',
    zh: '手机及配件',
  }),
  tree(CATEGORY.phoneCases, CATEGORY.phoneAccessories, 3, 1, {
    ar: 'أغطية الهواتف',
    ckb: 'بەرگی مۆبایل',
    en: 'Phone cases',
    zh: '手机壳',
  }),
  tree(CATEGORY.smartphones, CATEGORY.phoneAccessories, 3, 2, {
    ar: 'هواتف ذكية',
    ckb: 'مۆبایلی زیرەک',
    en: 'Smartphones',
    zh: '智能手机',
  }),
  tree(CATEGORY.kitchen, CATEGORY.home, 2, 1, {
    ar: 'أجهزة المطبخ',
    ckb: 'ئامێری چێشتخانە',
    en: 'Kitchen appliances',
    zh: '厨房电器',
  }),
  tree(CATEGORY.blenders, CATEGORY.kitchen, 3, 1, {
    ar: 'خلاطات',
    ckb: 'تێکەڵکەر',
    en: 'Blenders',
    zh: '搅拌机',
  }),
  tree(CATEGORY.irons, CATEGORY.kitchen, 3, 2, { ar: 'مكاوي', ckb: 'ئوتوو', en: 'Irons', zh: '熨斗' }),
  // No Kurdish name: Kurdish callers read the Arabic one.
  tree(CATEGORY.kitchenware, CATEGORY.kitchen, 3, 3, { ar: 'أدوات المطبخ', en: 'Kitchenware', zh: '厨具' }),
  tree(CATEGORY.furniture, CATEGORY.home, 2, 2, {
    ar: 'أثاث',
    ckb: 'کەلوپەلی ناوماڵ',
    en: 'Furniture',
    zh: '家具',
  }),
  tree(CATEGORY.chairs, CATEGORY.furniture, 3, 1, { ar: 'كراسي', ckb: 'کورسی', en: 'Chairs', zh: '椅子' }),
  tree(CATEGORY.menswear, CATEGORY.clothing, 2, 1, {
    ar: 'ملابس رجالية',
    ckb: 'جلی پیاوان',
    en: "Men's clothing",
    zh: '男装',
  }),
  tree(CATEGORY.shirts, CATEGORY.menswear, 3, 1, { ar: 'قمصان', ckb: 'کراس', en: 'Shirts', zh: '衬衫' }),
  tree(CATEGORY.shoes, CATEGORY.menswear, 3, 2, { ar: 'أحذية', ckb: 'پێڵاو', en: 'Shoes', zh: '鞋' }),
];

export const BRAND = { soundMax: 1, kitchenPro: 2, threadly: 3, quietCo: 4 } as const;

interface FixtureBrand {
  id: number;
  name: Texts;
  description: Texts | null;
  logoKey: string | null;
  hot: boolean;
  cooperation: boolean;
  sort: number;
}

export const BRANDS: readonly FixtureBrand[] = [
  {
    id: BRAND.soundMax,
    name: { ar: 'ساوند ماكس', ckb: 'ساوند ماکس', en: 'SoundMax', zh: '声美' },
    description: {
      ar: 'علامة صوتيات من شنتشن.',
      ckb: 'براندێکی دەنگە لە شێنجێن.',
      en: 'An audio brand from Shenzhen.',
      zh: '来自深圳的音频品牌。',
    },
    logoKey: 'fixture/brand/soundmax.webp',
    hot: true,
    cooperation: true,
    sort: 1,
  },
  {
    id: BRAND.kitchenPro,
    name: { ar: 'كيتشن برو', en: 'KitchenPro', zh: '厨宝' },
    description: null,
    logoKey: null,
    hot: true,
    cooperation: false,
    sort: 2,
  },
  {
    id: BRAND.threadly,
    name: { ar: 'ثريدلي', ckb: 'سرێدلی', en: 'Threadly', zh: '线丽' },
    // Only in Arabic: every language reads it.
    description: { ar: 'ملابس قطنية بأسعار الجملة.' },
    logoKey: null,
    hot: false,
    cooperation: true,
    sort: 3,
  },
  {
    id: BRAND.quietCo,
    name: { ar: 'كوايت', en: 'QuietCo', zh: '静音' },
    description: null,
    logoKey: null,
    hot: false,
    cooperation: false,
    sort: 4,
  },
];

interface FixtureSku {
  id: string;
  attributes: { name: Texts; value: Texts; imageKey?: string }[];
  stock: number;
  price: number;
  promotionPrice?: number;
}

export interface FixtureProduct {
  id: string;
  platformType: number;
  leaf: number;
  sections: readonly number[];
  brandId: number | null;
  name: Texts;
  price: number;
  maxPrice: number;
  stock: number;
  sold: number;
  monthSold: number;
  repurchaseRateBp: number;
  minOrder: number;
  maxOrder: number | null;
  leadTimeDays: number;
  grossWeightG: number;
  sizeMm: readonly [number, number, number];
  chinaFreight: number;
  tags: readonly number[];
  imageKeys: readonly string[];
  videoKey: string | null;
  trademark: string | null;
  sourceUrl: string | null;
  /** Days after {@link CREATED_FROM}: larger is newer. */
  createdDay: number;
  description: Texts;
  attributes: { name: Texts; value: Texts | string }[];
  skus: readonly FixtureSku[];
}

export const CREATED_FROM = Date.parse('2026-01-01T00:00:00Z');
const DAY_MS = 86_400_000;

const colour = (ar: string, ckb: string, en: string, zh: string): Texts => ({ ar, ckb, en, zh });
const COLOUR_NAME: Texts = { ar: 'اللون', ckb: 'ڕەنگ', en: 'Colour', zh: '颜色' };

/** Hostile HTML a supplier could paste: the description call must defuse every part of it. */
export const HOSTILE_DESCRIPTION =
  '<h2 onclick="steal()">Great sound</h2><p style="color:red">Deep <strong>bass</strong>, <em>40 h</em>.' +
  '<script>alert("x")</script></p><img src="/media/fixture/p1a/800.webp" onerror="alert(1)" alt="front">' +
  '<img src="javascript:alert(2)"><img src="http://insecure.example/a.png"><img src="//cdn.example/b.png">' +
  '<img src="/media/../admin/secret.png"><img src="https://cdn.example/c.webp">' +
  '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>' +
  '<style>body{display:none}</style><table><tr><td colspan="2" onmouseover="x()">30 h</td></tr></table>' +
  '<form action="/steal"><input name="card"></form><svg onload="alert(4)"><circle/></svg>';

const product = (
  fields: Partial<FixtureProduct> &
    Pick<FixtureProduct, 'id' | 'leaf' | 'name' | 'price' | 'monthSold' | 'stock' | 'createdDay'>,
): FixtureProduct => ({
  platformType: 1,
  sections: [],
  brandId: null,
  maxPrice: fields.price,
  sold: fields.monthSold * 10,
  repurchaseRateBp: 1_000,
  minOrder: 1,
  maxOrder: null,
  leadTimeDays: 2,
  grossWeightG: 500,
  sizeMm: [200, 100, 100],
  chinaFreight: 300,
  tags: [],
  imageKeys: [`fixture/p${fields.id.slice(-2)}`],
  videoKey: null,
  trademark: null,
  sourceUrl: null,
  description: { ar: '<p>وصف المنتج</p>', en: '<p>Product description</p>' },
  attributes: [],
  skus: [],
  ...fields,
});

export const P = {
  headphones: '1688000000000001',
  noiseCancelling: '1688000000000002',
  speaker: '1688000000000003',
  phoneCase: '1688000000000004',
  blender: '1688000000000005',
  tShirt: '1688000000000006',
  smartphone: '1688000000000007',
  steamIron: '1688000000000008',
  officeChair: '1688000000000009',
  speakerphone: '1688000000000010',
  sportsShoes: '1688000000000011',
  teapot: '1688000000000012',
} as const;

export const SKU = {
  black: '1688000000000101',
  white: '1688000000000102',
  blue: '1688000000000103',
  /** A variant of another product. */
  chairGrey: '1688000000000901',
} as const;

export const PRODUCTS: readonly FixtureProduct[] = [
  product({
    id: P.headphones,
    leaf: CATEGORY.headphones,
    sections: [HOME.hot, HOME.video],
    brandId: BRAND.soundMax,
    name: {
      ar: 'سماعة رأس لاسلكية بلوتوث',
      ckb: 'گوێگری بێتەلی بلووتووس',
      en: 'Wireless Bluetooth Headphones',
      zh: '无线蓝牙耳机',
    },
    price: 2_300,
    maxPrice: 2_700,
    stock: 120,
    sold: 15_000,
    monthSold: 900,
    repurchaseRateBp: 2_350,
    minOrder: 2,
    leadTimeDays: 3,
    grossWeightG: 400,
    sizeMm: [200, 180, 90],
    chinaFreight: 500,
    tags: [12, 2, 0],
    imageKeys: ['fixture/p1a', 'fixture/p1b'],
    videoKey: 'fixture/video/p1.mp4',
    trademark: 'SoundMax®',
    sourceUrl: 'https://detail.1688.com/offer/1688000000000001.html',
    createdDay: 10,
    description: {
      ar: '<p>صوت <strong>نقي</strong></p>',
      ckb: '<p>دەنگی <strong>ڕوون</strong></p>',
      en: HOSTILE_DESCRIPTION,
      zh: '<p>音质<strong>清晰</strong></p>',
    },
    attributes: [
      {
        name: { ar: 'المادة', ckb: 'کەرەستە', en: 'Material', zh: '材质' },
        value: { ar: 'بلاستيك', ckb: 'پلاستیک', en: 'Plastic', zh: '塑料' },
      },
      { name: { ar: 'عمر البطارية', ckb: 'تەمەنی پاتری', en: 'Battery life', zh: '续航' }, value: '30 h' },
    ],
    skus: [
      {
        id: SKU.black,
        attributes: [
          { name: COLOUR_NAME, value: colour('أسود', 'ڕەش', 'Black', '黑色'), imageKey: 'fixture/p1a' },
        ],
        stock: 50,
        price: 2_500,
        promotionPrice: 2_300,
      },
      {
        id: SKU.white,
        attributes: [
          { name: COLOUR_NAME, value: colour('أبيض', 'سپی', 'White', '白色'), imageKey: 'fixture/p1b' },
        ],
        stock: 40,
        price: 2_500,
      },
      {
        id: SKU.blue,
        attributes: [{ name: COLOUR_NAME, value: colour('أزرق', 'شین', 'Blue', '蓝色') }],
        stock: 30,
        price: 2_700,
      },
    ],
  }),
  product({
    id: P.noiseCancelling,
    leaf: CATEGORY.headphones,
    brandId: BRAND.soundMax,
    name: {
      ar: 'سماعات عازلة للضوضاء برو',
      ckb: 'گوێگری بێدەنگکەر پرۆ',
      en: 'Noise Cancelling Headphones Pro',
      zh: '降噪耳机专业版',
    },
    price: 8_900,
    stock: 15,
    monthSold: 300,
    createdDay: 20,
  }),
  product({
    id: P.speaker,
    leaf: CATEGORY.speakers,
    brandId: BRAND.soundMax,
    name: {
      ar: 'مكبر صوت محمول بلوتوث',
      ckb: 'بڵندگۆی هەڵگیراوی بلووتووس',
      en: 'Portable Bluetooth Speaker',
      zh: '便携蓝牙音箱',
    },
    price: 3_500,
    stock: 60,
    monthSold: 500,
    createdDay: 5,
  }),
  product({
    id: P.phoneCase,
    leaf: CATEGORY.phoneCases,
    sections: [HOME.selected],
    name: {
      ar: 'غطاء هاتف سيليكون',
      ckb: 'بەرگی سیلیکۆنی مۆبایل',
      en: 'Silicone Phone Case',
      zh: '硅胶手机壳',
    },
    price: 199,
    maxPrice: 299,
    stock: 900,
    monthSold: 1_200,
    minOrder: 10,
    createdDay: 15,
  }),
  product({
    id: P.blender,
    leaf: CATEGORY.blenders,
    brandId: BRAND.kitchenPro,
    name: {
      ar: 'خلاط مطبخ 600 واط',
      ckb: 'تێکەڵکەری چێشتخانە 600 وات',
      en: 'Kitchen Blender 600W',
      zh: '厨房搅拌机600瓦',
    },
    price: 4_500,
    stock: 0,
    monthSold: 150,
    createdDay: 8,
  }),
  product({
    id: P.tShirt,
    leaf: CATEGORY.shirts,
    sections: [HOME.local],
    brandId: BRAND.threadly,
    name: { ar: 'قميص قطني', ckb: 'کراسی لۆکە', en: 'Cotton T-Shirt', zh: '纯棉T恤' },
    price: 650,
    stock: 500,
    monthSold: 700,
    minOrder: 10,
    maxOrder: 300,
    grossWeightG: 250,
    sizeMm: [300, 200, 50],
    chinaFreight: 800,
    createdDay: 12,
  }),
  product({
    id: P.smartphone,
    platformType: 2,
    leaf: CATEGORY.smartphones,
    name: {
      ar: 'هاتف ذكي 128 جيجا',
      ckb: 'مۆبایلی زیرەک 128 گیگا',
      en: 'Smartphone 128GB',
      zh: '智能手机128G',
    },
    price: 15_900,
    stock: 25,
    monthSold: 80,
    createdDay: 25,
  }),
  product({
    id: P.steamIron,
    leaf: CATEGORY.irons,
    brandId: BRAND.kitchenPro,
    name: { ar: 'مكوى بخار', ckb: 'ئوتووی هەڵم', en: 'Steam Iron', zh: '蒸汽熨斗' },
    price: 2_100,
    stock: 40,
    monthSold: 60,
    createdDay: 3,
  }),
  product({
    id: P.officeChair,
    leaf: CATEGORY.chairs,
    name: { ar: 'كرسي مكتب دوار', ckb: 'کورسیی نووسینگە', en: 'Swivel Office Chair', zh: '旋转办公椅' },
    price: 5_600,
    stock: 12,
    monthSold: 40,
    createdDay: 2,
    skus: [
      {
        id: SKU.chairGrey,
        attributes: [{ name: COLOUR_NAME, value: colour('رمادي', 'خۆڵەمێشی', 'Grey', '灰色') }],
        stock: 12,
        price: 5_600,
      },
    ],
  }),
  product({
    id: P.speakerphone,
    leaf: CATEGORY.speakers,
    brandId: BRAND.soundMax,
    name: {
      ar: 'ميكروفون مؤتمرات',
      ckb: 'مایکرۆفۆنی کۆنفرانس',
      en: 'Speakerphone Conference Microphone',
      zh: '会议麦克风',
    },
    price: 4_200,
    stock: 70,
    monthSold: 2_000,
    createdDay: 18,
  }),
  product({
    id: P.sportsShoes,
    leaf: CATEGORY.shoes,
    name: { ar: 'أحذية رياضية', ckb: 'پێڵاوی وەرزشی', en: 'Sports Shoes', zh: '运动鞋' },
    price: 2_900,
    stock: 80,
    monthSold: 400,
    createdDay: 6,
  }),
  product({
    id: P.teapot,
    leaf: CATEGORY.kitchenware,
    // No Kurdish name: Kurdish callers read the Arabic one.
    name: { ar: 'إبريق شاي زجاجي', en: 'Glass Teapot', zh: '玻璃茶壶' },
    price: 1_500,
    stock: 30,
    monthSold: 250,
    createdDay: 9,
    description: { ar: '<p>إبريق من الزجاج</p>' },
  }),
];

export function productById(id: string): FixtureProduct {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no fixture product ${id}`);
  return found;
}

/** The leaf and its ancestors, leaf first. */
export function pathOf(categoryId: number): number[] {
  const path: number[] = [];
  let current = CATEGORIES.find((category) => category.id === categoryId);
  while (current) {
    path.push(current.id);
    const parentId = current.parentId;
    current = CATEGORIES.find((category) => category.id === parentId);
  }
  return path;
}

/**
 * The search document the catalogue writes (`modules/catalogue/searchDocuments.ts`): names in four
 * languages, the brand's, the names of the leaf and its ancestors, the attribute values.
 */
export function searchDocOf(item: Pick<FixtureProduct, 'name' | 'brandId' | 'leaf' | 'attributes'>): string {
  const brand = BRANDS.find((candidate) => candidate.id === item.brandId);
  const texts = (value: Texts | string | undefined) =>
    typeof value === 'string' ? [value] : [value?.ar, value?.ckb, value?.en, value?.zh];
  return searchDocumentOf({
    names: texts(item.name),
    brands: texts(brand?.name),
    categories: pathOf(item.leaf).flatMap((id) =>
      texts(CATEGORIES.find((category) => category.id === id)?.name),
    ),
    attributes: item.attributes.flatMap((attribute) => texts(attribute.value)),
  });
}

/** The freight tariff of the tests: $180 per m³ by sea with 0.3 % insurance, $6.50 per kg by air with 0.5 %. */
export const TARIFF = {
  sea: { unitCents: 18_000, insuranceBp: 30 },
  air: { unitCents: 650, insuranceBp: 50 },
} as const;

export async function insertTariff(db: Queryable): Promise<void> {
  for (const [mode, tariff] of Object.entries(TARIFF)) {
    await db.query('INSERT INTO freight_tariff (mode, unit_cents, insurance_bp) VALUES ($1, $2, $3)', [
      mode,
      tariff.unitCents,
      tariff.insuranceBp,
    ]);
  }
}

/** The moment the suites' clock starts at; events are placed around it. */
export const NOW = new Date('2026-03-02T06:00:00Z');

export const EVENT = { current: 1, past: 2, upcoming: 3 } as const;

const MEDIA_KEYS = [
  'fixture/category/electronics.webp',
  'fixture/brand/soundmax.webp',
  'fixture/banner/spring.webp',
  'fixture/banner/freight.webp',
  'fixture/event/ramadan.webp',
  'fixture/video/p1.mp4',
  ...PRODUCTS.flatMap((item) => item.imageKeys.flatMap((key) => [`${key}/300.webp`, `${key}/800.webp`])),
];

/** Writes the fixture catalogue into a migrated, seeded database (areas exist for the warehouses). */
export async function insertCatalogueFixture(db: Queryable): Promise<void> {
  for (const key of new Set(MEDIA_KEYS)) {
    await db.query('INSERT INTO media (key, content_type, bytes) VALUES ($1, $2, $3)', [
      key,
      key.endsWith('.mp4') ? 'video/mp4' : 'image/webp',
      Buffer.from('RIFF'),
    ]);
  }
  for (const category of CATEGORIES) {
    await db.query(
      'INSERT INTO category (id, parent_id, level, sort, name, image_key) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        category.id,
        category.parentId,
        category.level,
        category.sort,
        JSON.stringify(category.name),
        category.imageKey ?? null,
      ],
    );
  }
  for (const brand of BRANDS) {
    await db.query(
      'INSERT INTO brand (id, name, description, logo_key, hot, cooperation, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        brand.id,
        JSON.stringify(brand.name),
        brand.description === null ? null : JSON.stringify(brand.description),
        brand.logoKey,
        brand.hot,
        brand.cooperation,
        brand.sort,
      ],
    );
  }
  for (const item of PRODUCTS) {
    await db.query(
      `INSERT INTO product (id, platform_type, category_id, category_ids, brand_id, name, description, attributes,
                            price_cents, max_price_cents, stock, sold, month_sold, repurchase_rate_bp, min_order,
                            max_order, lead_time_days, gross_weight_g, length_mm, width_mm, height_mm,
                            china_freight_cents, tags, image_keys, video_key, trademark, source_url, search_doc,
                            created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               $22, $23, $24, $25, $26, $27, $28, $29)`,
      [
        item.id,
        item.platformType,
        item.leaf,
        [...pathOf(item.leaf), ...item.sections],
        item.brandId,
        JSON.stringify(item.name),
        JSON.stringify(item.description),
        JSON.stringify(item.attributes),
        item.price,
        item.maxPrice,
        item.stock,
        item.sold,
        item.monthSold,
        item.repurchaseRateBp,
        item.minOrder,
        item.maxOrder,
        item.leadTimeDays,
        item.grossWeightG,
        ...item.sizeMm,
        item.chinaFreight,
        [...item.tags],
        [...item.imageKeys],
        item.videoKey,
        item.trademark,
        item.sourceUrl,
        searchDocOf(item),
        new Date(CREATED_FROM + item.createdDay * DAY_MS),
      ],
    );
    for (const [sort, sku] of item.skus.entries()) {
      await db.query(
        `INSERT INTO product_sku (id, product_id, sort, attributes, stock, price_cents, promotion_price_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          sku.id,
          item.id,
          sort,
          JSON.stringify(sku.attributes),
          sku.stock,
          sku.price,
          sku.promotionPrice ?? null,
        ],
      );
    }
  }
  const hotWords: [Locale, string[]][] = [
    ['ar', ['سماعات', 'غطاء هاتف', 'خلاط', 'قميص']],
    ['en', ['headphones', 'phone case', 'blender', 't-shirt']],
    ['zh', ['耳机', '手机壳', '搅拌机']],
    // Kurdish has no list of its own: Kurdish callers read the Arabic one.
  ];
  for (const [locale, words] of hotWords) {
    for (const [sort, name] of words.entries()) {
      await db.query('INSERT INTO hot_word (locale, sort, name) VALUES ($1, $2, $3)', [locale, sort, name]);
    }
  }
  await db.query(
    `INSERT INTO banner (id, sort, title, image_key, link) VALUES
       (1, 2, $1, 'fixture/banner/freight.webp', '/helpCenter/transport'),
       (2, 1, $2, 'fixture/banner/spring.webp', '/category_search_list?id=30&firstId=30')`,
    [
      JSON.stringify({
        ar: 'شحن بحري وجوي',
        ckb: 'گواستنەوەی دەریایی و ئاسمانی',
        en: 'Sea and air freight',
        zh: '海运空运',
      }),
      JSON.stringify({ ar: 'تخفيضات الربيع', ckb: 'داشکاندنی بەهار', en: 'Spring sale', zh: '春季特卖' }),
    ],
  );
  const day = (offset: number) => new Date(NOW.getTime() + offset * DAY_MS);
  await db.query(
    `INSERT INTO site_event (id, sort, title, summary, image_key, link, starts_at, ends_at) VALUES
       ($1, 1, $4, $5, 'fixture/event/ramadan.webp', '/events/ramadan', $7, $8),
       ($2, 2, $6, $6, NULL, '/events/winter', $9, $10),
       ($3, 3, $6, $6, NULL, '/events/eid', $11, $12)`,
    [
      EVENT.current,
      EVENT.past,
      EVENT.upcoming,
      JSON.stringify({ ar: 'عروض رمضان', ckb: 'ئۆفەرەکانی ڕەمەزان', en: 'Ramadan offers', zh: '斋月优惠' }),
      JSON.stringify({ ar: 'خصومات على الأجهزة', en: 'Discounts on appliances' }),
      JSON.stringify({ ar: 'حدث', en: 'Event' }),
      day(-30),
      day(30),
      day(-60),
      day(-2),
      day(8),
      day(20),
    ],
  );
  await db.query(
    `INSERT INTO website_content (id, kind, sort, title, body) VALUES
       (1, 'about', 1, $1, $2),
       (2, 'service', 2, $3, $4),
       (3, 'service', 1, $5, $6)`,
    [
      JSON.stringify({ ar: 'من نحن', ckb: 'دەربارەی ئێمە', en: 'About us', zh: '关于我们' }),
      JSON.stringify({ ar: '<p>نشتري من الصين</p>', en: '<p>We buy in China</p><script>alert(1)</script>' }),
      JSON.stringify({ ar: 'الشحن', en: 'Shipping', zh: '运输' }),
      JSON.stringify({ ar: '<p>بحري 30-40 يوماً</p>', en: '<p onclick="x()">Sea: 30-40 days</p>' }),
      JSON.stringify({ ar: 'الدفع', en: 'Payment', zh: '支付' }),
      JSON.stringify({ ar: '<p>تحويل بنكي</p>', en: '<p>Bank transfer</p>' }),
    ],
  );
  await db.query(
    `INSERT INTO warehouse (id, country_id, sort, name, address, phone) VALUES
       (1, 4841, 2, $1, $2, '+86 20 0000 0000'),
       (2, 4840, 1, $3, $4, '+964 770 000 0000')`,
    [
      JSON.stringify({ ar: 'مستودع قوانغتشو', en: 'Guangzhou warehouse', zh: '广州仓' }),
      JSON.stringify({ ar: 'قوانغتشو، الصين', en: 'Guangzhou, China', zh: '中国广州' }),
      JSON.stringify({ ar: 'مستودع بغداد', ckb: 'کۆگای بەغدا', en: 'Baghdad warehouse', zh: '巴格达仓' }),
      JSON.stringify({
        ar: 'بغداد، الكرادة',
        ckb: 'بەغدا، کەرادە',
        en: 'Karrada, Baghdad',
        zh: '巴格达卡拉达',
      }),
    ],
  );
  await insertTariff(db);
}
