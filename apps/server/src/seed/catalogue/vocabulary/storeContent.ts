import { HOME_CATEGORY } from '@tijara/domain';
import { text, type LocalizedText } from '../localizedText';

/** Spec section 4's home sections, stored as `level 0` categories. */
export const HOME_SECTIONS: readonly { id: number; sort: number; name: LocalizedText }[] = [
  {
    id: HOME_CATEGORY.hot,
    sort: 1,
    name: text('热销商品', 'Hot Products', 'بەرهەمە گەرمەکان', 'المنتجات الرائجة'),
  },
  {
    id: HOME_CATEGORY.selected,
    sort: 2,
    name: text('精选好物', 'Selected for You', 'هەڵبژاردەکان', 'منتجات مختارة'),
  },
  {
    id: HOME_CATEGORY.video,
    sort: 3,
    name: text('视频看货', 'Watch the Video', 'بەرهەمی ڤیدیۆیی', 'منتجات بالفيديو'),
  },
  {
    id: HOME_CATEGORY.local,
    sort: 4,
    name: text('本地现货', 'In Stock in Iraq', 'بەردەست لە عێراق', 'متوفر في العراق'),
  },
];

/**
 * Hot words: what buyers would search first, named by the English item noun of a leaf in the
 * tree; the seed writes each locale's own words for these items, in this order (the first three
 * are highlighted, spec section 2).
 */
export const HOT_WORD_ITEMS: readonly string[] = [
  'Earbuds',
  'Power Bank',
  'Air Fryer',
  'Abaya',
  'Smart Watch',
  'Phone Case',
  'Vacuum Flask',
  'Sneakers',
  'Sofa',
  'LED Bulb',
  'Cordless Drill',
  'Building Block Set',
];

export interface BannerVocabulary {
  title: LocalizedText;
  /** The root category it opens (index in the tree), or the hot products page. */
  target: { root: number } | 'hot';
  colours: readonly [from: string, to: string];
  /** Second-level categories whose objects it shows (indexes in the root). */
  shows: readonly (readonly [root: number, child: number])[];
}

export const BANNERS: readonly BannerVocabulary[] = [
  {
    title: text(
      '手机配件，一站配齐',
      'Phone accessories in one place',
      'هەموو پێداویستییەکانی مۆبایل لە یەک شوێن',
      'كل إكسسوارات الهاتف في مكان واحد',
    ),
    target: { root: 0 },
    colours: ['#EA4335', '#FBBC04'],
    shows: [
      [0, 0],
      [0, 2],
      [0, 3],
    ],
  },
  {
    title: text(
      '厨房好物，海运到家',
      'Kitchen essentials, shipped by sea',
      'پێداویستی چێشتخانە، بە دەریا دەگاتە ماڵت',
      'مستلزمات المطبخ تصلك بالشحن البحري',
    ),
    target: { root: 1 },
    colours: ['#188038', '#A8DAB5'],
    shows: [
      [1, 0],
      [1, 4],
      [1, 2],
    ],
  },
  {
    title: text('本月热销', 'Best sellers this month', 'پرفرۆشترینەکانی ئەم مانگە', 'الأكثر مبيعاً هذا الشهر'),
    target: 'hot',
    colours: ['#1A73E8', '#8AB4F8'],
    shows: [
      [2, 0],
      [3, 3],
      [4, 2],
    ],
  },
  {
    title: text('点亮你的家', 'Light up your home', 'ماڵەکەت ڕووناک بکەرەوە', 'أضئ منزلك'),
    target: { root: 7 },
    colours: ['#7E3FA8', '#F2B705'],
    shows: [
      [7, 0],
      [7, 1],
      [7, 2],
    ],
  },
];

export interface EventVocabulary {
  title: LocalizedText;
  summary: LocalizedText;
  root: number;
  /** Days from the seed's clock: negative in the past. */
  startsInDays: number;
  endsInDays: number;
  colours: readonly [from: string, to: string];
  shows: readonly (readonly [root: number, child: number])[];
}

/** Showcases of a category for a few weeks: two running when the seed runs, one to come. */
export const EVENTS: readonly EventVocabulary[] = [
  {
    title: text('厨房周', 'Kitchen Week', 'هەفتەی چێشتخانە', 'أسبوع المطبخ'),
    summary: text(
      '锅具、刀具和厨房小家电，集中展示。',
      'Cookware, knives and small appliances, all in one showcase.',
      'قاپی چێشتلێنان، چەقۆ و ئامێری بچووکی چێشتخانە، هەمووی لە یەک پێشانگادا.',
      'أواني الطهي والسكاكين والأجهزة الصغيرة في معرض واحد.',
    ),
    root: 1,
    startsInDays: -3,
    endsInDays: 11,
    colours: ['#F57C00', '#FFD54F'],
    shows: [
      [1, 0],
      [1, 1],
      [1, 4],
    ],
  },
  {
    title: text('工具双周', 'Tools Fortnight', 'دوو هەفتەی ئامراز', 'أسبوعا العدد والأدوات'),
    summary: text(
      '电动工具、手动工具和测量工具，适合工地和家庭维修。',
      'Power tools, hand tools and measuring tools for building sites and home repairs.',
      'ئامرازی کارەبایی و دەستی و پێوان، بۆ کاری بیناسازی و چاککردنەوەی ماڵ.',
      'أدوات كهربائية ويدوية وأدوات قياس لمواقع البناء وإصلاحات المنزل.',
    ),
    root: 5,
    startsInDays: -10,
    endsInDays: 4,
    colours: ['#2B2B2E', '#F2B705'],
    shows: [
      [5, 0],
      [5, 1],
      [5, 3],
    ],
  },
  {
    title: text('返校季', 'Back to School', 'گەڕانەوە بۆ قوتابخانە', 'العودة إلى المدارس'),
    summary: text(
      '童装、鞋子和益智玩具，为新学期做准备。',
      "Kids' clothing, shoes and educational toys for the new school year.",
      'جلی منداڵان، پێڵاو و یاریی فێرکاری بۆ ساڵی نوێی خوێندن.',
      'ملابس الأطفال والأحذية والألعاب التعليمية للعام الدراسي الجديد.',
    ),
    root: 3,
    startsInDays: 20,
    endsInDays: 34,
    colours: ['#1A73E8', '#34A853'],
    shows: [
      [3, 2],
      [3, 3],
      [4, 0],
    ],
  },
];

export interface WarehouseVocabulary {
  id: number;
  /** Area id of the country (modules/address/iraqAreas.ts): 4840 Iraq, 4841 China. */
  countryId: number;
  name: LocalizedText;
  /** City and country only: the street address and phone are the operator's to enter. */
  address: LocalizedText;
}

/** Spec section 1: self-pickup at the warehouse in Baghdad; goods gather at a warehouse in China. */
export const WAREHOUSES: readonly WarehouseVocabulary[] = [
  {
    id: 1,
    countryId: 4840,
    name: text('巴格达仓库', 'Baghdad Warehouse', 'کۆگای بەغدا', 'مستودع بغداد'),
    address: text('伊拉克 巴格达', 'Baghdad, Iraq', 'بەغدا، عێراق', 'بغداد، العراق'),
  },
  {
    id: 2,
    countryId: 4841,
    name: text('广州仓库', 'Guangzhou Warehouse', 'کۆگای گوانگجۆ', 'مستودع قوانغتشو'),
    address: text(
      '中国 广东省 广州市',
      'Guangzhou, Guangdong, China',
      'گوانگجۆ، گوانگدۆنگ، چین',
      'قوانغتشو، قوانغدونغ، الصين',
    ),
  },
  {
    id: 3,
    countryId: 4841,
    name: text('义乌仓库', 'Yiwu Warehouse', 'کۆگای ییوو', 'مستودع ييوو'),
    address: text(
      '中国 浙江省 义乌市',
      'Yiwu, Zhejiang, China',
      'ییوو، جێجیانگ، چین',
      'ييوو، تشجيانغ، الصين',
    ),
  },
];

/**
 * PLACEHOLDER LIST PRICES, NOT THE PROVIDER'S: the spec names the two logistics modes but no
 * prices. These are typical published China-to-Iraq consolidation rates, seeded so the freight
 * estimate works in development; the operator must replace them with their own tariff
 * (UPDATE freight_tariff ...) before quoting buyers. The importer never touches this table.
 */
export const FREIGHT_TARIFF_LIST_PRICES = [
  /** Sea: US cents per cubic metre of packed volume. */
  { mode: 'sea', unitCents: 18_000, insuranceBp: 30 },
  /** Air: US cents per chargeable kilogram. */
  { mode: 'air', unitCents: 650, insuranceBp: 30 },
] as const;
