/**
 * The judged query set of issue 16, item 1: what buyers type, in the four languages, and which
 * products each query should find.
 *
 * A query's expected products are a RULE over the generated catalogue's data (the products of a
 * category, of a brand, or whose name in some language has a word), evaluated against the
 * catalogue at run time (`relevance.ts`), never a list of ids: the set stays valid when the
 * generated catalogue changes size or seed. The words come from the generator's own vocabulary
 * (`src/seed/catalogue/vocabulary`): its category names and product name parts in four languages,
 * typed as buyers type them.
 *
 * `language` is the buyer's: the language the storefront sends in the `language` header. A
 * cross-language query is one typed in another language or script than the buyer's (an Arabic
 * buyer typing "power bank" or "موبايل").
 */
import type { Locale } from '@tijara/domain';

export const QUERY_CLASSES = [
  'exact',
  'partial',
  'typo',
  'variant',
  'crossLanguage',
  'synonym',
  'category',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export const QUERY_LANGUAGES = ['ar', 'ckb', 'en', 'zh'] as const satisfies readonly Locale[];

/** Which products a query should find. Categories and brands are named by their English name. */
export type Rule =
  | { kind: 'leaf' | 'child' | 'root'; name: string }
  | { kind: 'brand'; name: string }
  /** The product's name in `locale` contains `text` (case-insensitive). */
  | { kind: 'name'; locale: Locale; text: string }
  | { kind: 'all' | 'any'; rules: readonly Rule[] };

export interface JudgedQuery {
  language: Locale;
  class: QueryClass;
  /** What the buyer types. */
  text: string;
  expected: Rule;
}

export const leaf = (name: string): Rule => ({ kind: 'leaf', name });
export const child = (name: string): Rule => ({ kind: 'child', name });
export const root = (name: string): Rule => ({ kind: 'root', name });
export const brand = (name: string): Rule => ({ kind: 'brand', name });
export const named = (locale: Locale, text: string): Rule => ({ kind: 'name', locale, text });
export const all = (...rules: Rule[]): Rule => ({ kind: 'all', rules });
export const any = (...rules: Rule[]): Rule => ({ kind: 'any', rules });
/** A leaf category whose products carry an adjective or material (by its English word). */
const leafWith = (leafName: string, englishWord: string): Rule =>
  all(leaf(leafName), named('en', englishWord));

// Intentions shared by several queries.
const CHARGERS = any(leaf('Chargers'), leaf('Wireless Chargers'));
const EARPHONES = any(leaf('Wireless Earbuds'), leaf('Headphones'));
const KNIVES = any(leaf('Chef Knives'), leaf('Knife Sets'));
const POTS_AND_PANS = child('Cookware');
const PHONE_THINGS = root('Phone Accessories');
const WATCHES = any(leaf('Smart Watches'), leaf('Watch Straps'));
const LAMPS = any(leaf('Desk Lamps'), leaf('Floor Lamps'));

type Row = readonly [QueryClass, string, Rule];

function rows(language: Locale, list: readonly Row[]): JudgedQuery[] {
  return list.map(([queryClass, text, expected]) => ({ language, class: queryClass, text, expected }));
}

const ARABIC: readonly Row[] = [
  // exact: a product's noun as the catalogue writes it
  ['exact', 'غطاء هاتف', leaf('Phone Cases')],
  ['exact', 'واقي شاشة', leaf('Screen Protectors')],
  ['exact', 'شاحن', CHARGERS],
  ['exact', 'كابل شحن', leaf('Charging Cables')],
  ['exact', 'باور بانك', leaf('Power Banks')],
  ['exact', 'ساعة ذكية', leaf('Smart Watches')],
  ['exact', 'مقلاة', any(leaf('Frying Pans'), leaf('Woks'))],
  ['exact', 'قدر ضغط', leaf('Pressure Cookers')],
  ['exact', 'لوح تقطيع', leaf('Cutting Boards')],
  ['exact', 'ترمس', leaf('Vacuum Flasks')],
  ['exact', 'غلاية كهربائية', leaf('Electric Kettles')],
  ['exact', 'قلاية هوائية', leaf('Air Fryers')],
  ['exact', 'كنبة', leaf('Sofas')],
  ['exact', 'ستارة', leaf('Curtains')],
  ['exact', 'فستان', leaf('Dresses')],
  ['exact', 'عباية', leaf('Abayas')],
  ['exact', 'مجفف شعر', leaf('Hair Dryers')],
  ['exact', 'ماكينة حلاقة', leaf('Shavers')],
  ['exact', 'مصباح مكتب', leaf('Desk Lamps')],
  ['exact', 'كماشة', leaf('Pliers')],
  // partial: one word of the name, or its start
  ['partial', 'سماعة', EARPHONES],
  ['partial', 'خلا', leaf('Blenders')],
  ['partial', 'غلاية', leaf('Electric Kettles')],
  ['partial', 'طاولة', any(leaf('Coffee Tables'), leaf('TV Stands'))],
  ['partial', 'ترم', leaf('Vacuum Flasks')],
  ['partial', 'سجاد', leaf('Rugs')],
  ['partial', 'مكواة', any(leaf('Hair Straighteners'), leaf('Curling Irons'))],
  ['partial', 'مثقاب', leaf('Cordless Drills')],
  ['partial', 'كريم', leaf('Face Creams')],
  ['partial', 'تيشيرت', leaf('T-Shirts')],
  // typo: a letter deleted, swapped or replaced
  ['typo', 'شاحم', CHARGERS],
  ['typo', 'غلاية كهربائبة', leaf('Electric Kettles')],
  ['typo', 'مكبر صوت بلوتث', leaf('Bluetooth Speakers')],
  ['typo', 'ستراة', leaf('Curtains')],
  ['typo', 'فسنات', leaf('Dresses')],
  ['typo', 'خلاظ', leaf('Blenders')],
  ['typo', 'مقشرت', leaf('Peelers')],
  ['typo', 'حزم ساعة', leaf('Watch Straps')],
  ['typo', 'قلايه هواية', leaf('Air Fryers')],
  ['typo', 'باور بنك', leaf('Power Banks')],
  // spelling variant: alef, taa marbuta, alef maqsura, the article, diacritics and tanween
  ['variant', 'سكين طاهي', leaf('Chef Knives')],
  ['variant', 'سكين طاه', leaf('Chef Knives')],
  ['variant', 'سِكّين طاهٍ', leaf('Chef Knives')],
  ['variant', 'اغطية الهواتف', leaf('Phone Cases')],
  ['variant', 'الخلاط', leaf('Blenders')],
  ['variant', 'الغلاية', leaf('Electric Kettles')],
  ['variant', 'مقلاه', any(leaf('Frying Pans'), leaf('Woks'))],
  ['variant', 'شاحن لاسلكى', leaf('Wireless Chargers')],
  ['variant', 'مِقْلاة', any(leaf('Frying Pans'), leaf('Woks'))],
  ['variant', 'الساعات الذكيه', leaf('Smart Watches')],
  ['variant', 'اضواء الطوارئ', leaf('Emergency Lights')],
  ['variant', 'لطيف علي البشرة', named('en', 'Gentle')],
  // cross-language: English words, or English typed in Arabic letters
  ['crossLanguage', 'power bank', leaf('Power Banks')],
  ['crossLanguage', 'air fryer', leaf('Air Fryers')],
  ['crossLanguage', 'موبايل', PHONE_THINGS],
  ['crossLanguage', 'ايربودز', leaf('Wireless Earbuds')],
  ['crossLanguage', 'هيدفون', leaf('Headphones')],
  ['crossLanguage', 'بلندر', leaf('Blenders')],
  ['crossLanguage', 'سمارت واتش', leaf('Smart Watches')],
  ['crossLanguage', 'LED', named('en', 'LED')],
  ['crossLanguage', 'Voltix', brand('Voltix')],
  // synonym: what Iraqi buyers say
  ['synonym', 'قنفة', leaf('Sofas')],
  ['synonym', 'سشوار', leaf('Hair Dryers')],
  ['synonym', 'سماعات', EARPHONES],
  ['synonym', 'جوال', PHONE_THINGS],
  ['synonym', 'كفر موبايل', leaf('Phone Cases')],
  ['synonym', 'بطارية متنقلة', leaf('Power Banks')],
  ['synonym', 'تلفون', PHONE_THINGS],
  ['synonym', 'كتل', leaf('Electric Kettles')],
  ['synonym', 'فانوس', leaf('Torches')],
  ['synonym', 'دريل', leaf('Cordless Drills')],
  // category word: the category's own name, plural
  ['category', 'الشواحن', CHARGERS],
  ['category', 'السكاكين', KNIVES],
  ['category', 'أواني الطهي', POTS_AND_PANS],
  ['category', 'الأحذية الرياضية', leaf('Sneakers')],
  ['category', 'ملابس نسائية', child("Women's Clothing")],
  ['category', 'الإضاءة', root('Lighting')],
  ['category', 'الألعاب', root('Toys & Games')],
  ['category', 'المكياج', child('Makeup')],
  ['category', 'الستائر', leaf('Curtains')],
  ['category', 'فرش الأسنان الكهربائية', leaf('Electric Toothbrushes')],
];

const KURDISH: readonly Row[] = [
  ['exact', 'بەرگی مۆبایل', leaf('Phone Cases')],
  ['exact', 'پاوەر بانک', leaf('Power Banks')],
  ['exact', 'شەحنکەر', CHARGERS],
  ['exact', 'هێدفۆن', leaf('Headphones')],
  ['exact', 'تاوە', any(leaf('Frying Pans'), leaf('Woks'))],
  ['exact', 'مەنجەڵ', any(leaf('Stock Pots'), leaf('Pressure Cookers'))],
  ['exact', 'فلاسک', leaf('Vacuum Flasks')],
  ['exact', 'قەنەفە', leaf('Sofas')],
  ['exact', 'پەردە', leaf('Curtains')],
  ['exact', 'فەرش', leaf('Rugs')],
  ['exact', 'تیشێرت', leaf('T-Shirts')],
  ['exact', 'چاکەت', leaf('Jackets')],
  ['exact', 'درۆن', leaf('Drones')],
  ['exact', 'گرایندەر', leaf('Angle Grinders')],
  ['exact', 'چرای مێز', leaf('Desk Lamps')],
  ['exact', 'قژوشککەرەوە', leaf('Hair Dryers')],
  ['exact', 'سووراوی لێو', leaf('Lipsticks')],
  ['exact', 'کەتڵی کارەبایی', leaf('Electric Kettles')],
  ['partial', 'پاوەر', leaf('Power Banks')],
  ['partial', 'کاتژمێر', WATCHES],
  ['partial', 'چەقۆ', KNIVES],
  ['partial', 'گڵۆپ', child('Bulbs & Tubes')],
  ['partial', 'ئوتوی', any(leaf('Hair Straighteners'), leaf('Curling Irons'))],
  ['partial', 'بلووتوس', any(leaf('Wireless Earbuds'), leaf('Bluetooth Speakers'))],
  ['partial', 'فرایەر', leaf('Air Fryers')],
  ['partial', 'سەرین', any(leaf('Cushions'), leaf('Plush Pillows'))],
  ['partial', 'تەختەی بڕ', leaf('Cutting Boards')],
  ['partial', 'دەرنەفیز', any(leaf('Electric Screwdrivers'), leaf('Screwdriver Sets'))],
  ['typo', 'پاوەر بانگ', leaf('Power Banks')],
  ['typo', 'هێدفۆم', leaf('Headphones')],
  ['typo', 'شەحنکە', CHARGERS],
  ['typo', 'قەنەفا', leaf('Sofas')],
  ['typo', 'تیشرت', leaf('T-Shirts')],
  ['typo', 'فلاسگ', leaf('Vacuum Flasks')],
  ['typo', 'گرایدەر', leaf('Angle Grinders')],
  ['typo', 'کاتژمیر زیرەک', leaf('Smart Watches')],
  ['typo', 'مەنجەڵی پەسان', leaf('Pressure Cookers')],
  ['typo', 'بەرگی مۆبیل', leaf('Phone Cases')],
  // spelling variant: ۆ ێ ڕ ڵ ە typed with an Arabic keyboard
  ['variant', 'هيدفون', leaf('Headphones')],
  ['variant', 'بهرگی موبایل', leaf('Phone Cases')],
  ['variant', 'پاوهر بانک', leaf('Power Banks')],
  ['variant', 'شهحنکهر', CHARGERS],
  ['variant', 'مهنجهل', any(leaf('Stock Pots'), leaf('Pressure Cookers'))],
  ['variant', 'تاوه', any(leaf('Frying Pans'), leaf('Woks'))],
  ['variant', 'قهنهفه', leaf('Sofas')],
  ['variant', 'پهرده', leaf('Curtains')],
  ['variant', 'گلوپی زیرهک', leaf('Smart Bulbs')],
  ['variant', 'درون', leaf('Drones')],
  ['variant', 'دولابی جل', leaf('Wardrobes')],
  ['variant', 'چرای ميز', leaf('Desk Lamps')],
  ['variant', 'بووکهله', leaf('Dolls')],
  ['variant', 'رهفه', any(leaf('Shelving Units'), leaf('Dish Racks'))],
  ['crossLanguage', 'شاحن', CHARGERS],
  ['crossLanguage', 'غلاية', leaf('Electric Kettles')],
  ['crossLanguage', 'power bank', leaf('Power Banks')],
  ['crossLanguage', 'LED', named('en', 'LED')],
  ['crossLanguage', 'سماعة', EARPHONES],
  ['crossLanguage', 'Voltix', brand('Voltix')],
  ['crossLanguage', 'ستارة', leaf('Curtains')],
  ['crossLanguage', 'airfryer', leaf('Air Fryers')],
  ['synonym', 'تەلەفۆن', PHONE_THINGS],
  ['synonym', 'ئێرفۆن', EARPHONES],
  ['synonym', 'سشوار', leaf('Hair Dryers')],
  ['synonym', 'مۆبایل', PHONE_THINGS],
  ['synonym', 'قەنەفەی ماڵ', leaf('Sofas')],
  ['synonym', 'گوێگر', EARPHONES],
  ['synonym', 'دریل', leaf('Cordless Drills')],
  ['synonym', 'لایت', child('Indoor Lights')],
  ['category', 'شەحن', child('Charging')],
  ['category', 'دەنگ', child('Audio')],
  ['category', 'پێڵاو', child('Shoes')],
  ['category', 'جلی پیاوان', child("Men's Clothing")],
  ['category', 'ڕووناکی', root('Lighting')],
  ['category', 'مکیاج', child('Makeup')],
  ['category', 'یاریی منداڵان', root('Toys & Games')],
  ['category', 'ئامرازی دەستی', child('Hand Tools')],
  ['category', 'قاپی چێشتلێنان', POTS_AND_PANS],
  ['category', 'چاودێری پێست', child('Skin Care')],
];

const ENGLISH: readonly Row[] = [
  ['exact', 'phone case', leaf('Phone Cases')],
  ['exact', 'power bank', leaf('Power Banks')],
  ['exact', 'screen protector', leaf('Screen Protectors')],
  ['exact', 'bluetooth speaker', leaf('Bluetooth Speakers')],
  ['exact', 'smart watch', leaf('Smart Watches')],
  ['exact', 'frying pan', leaf('Frying Pans')],
  ['exact', 'pressure cooker', leaf('Pressure Cookers')],
  ['exact', 'chef knife', leaf('Chef Knives')],
  ['exact', 'vacuum flask', leaf('Vacuum Flasks')],
  ['exact', 'air fryer', leaf('Air Fryers')],
  ['exact', 'coffee table', leaf('Coffee Tables')],
  ['exact', 'wardrobe', leaf('Wardrobes')],
  ['exact', 'abaya', leaf('Abayas')],
  ['exact', 'jigsaw puzzle', leaf('Jigsaw Puzzles')],
  ['exact', 'angle grinder', leaf('Angle Grinders')],
  ['exact', 'multimeter', leaf('Multimeters')],
  ['exact', 'hair dryer', leaf('Hair Dryers')],
  ['exact', 'headlamp', leaf('Headlamps')],
  ['exact', 'noise-cancelling headphones', leafWith('Headphones', 'Noise-Cancelling')],
  ['exact', 'headphones', leaf('Headphones')],
  ['partial', 'power ban', leaf('Power Banks')],
  ['partial', 'kettle', leaf('Electric Kettles')],
  ['partial', 'blend', leaf('Blenders')],
  ['partial', 'screwdriver', any(leaf('Electric Screwdrivers'), leaf('Screwdriver Sets'))],
  ['partial', 'lamp', LAMPS],
  ['partial', 'straightener', leaf('Hair Straighteners')],
  ['partial', 'toothbrush', leaf('Electric Toothbrushes')],
  ['partial', 'drill', leaf('Cordless Drills')],
  ['partial', 'mug', leaf('Mugs')],
  ['partial', 'phone', PHONE_THINGS],
  ['partial', 'grinder', leaf('Angle Grinders')],
  ['typo', 'powr bank', leaf('Power Banks')],
  ['typo', 'headphnes', leaf('Headphones')],
  ['typo', 'blendr', leaf('Blenders')],
  ['typo', 'kettel', leaf('Electric Kettles')],
  ['typo', 'wardorbe', leaf('Wardrobes')],
  ['typo', 'sofe', leaf('Sofas')],
  ['typo', 'curtian', leaf('Curtains')],
  ['typo', 'multimetr', leaf('Multimeters')],
  ['typo', 'flshlight', leaf('Torches')],
  ['typo', 'scoter', leaf('Kick Scooters')],
  ['typo', 'lipstik', leaf('Lipsticks')],
  ['typo', 'speeker', leaf('Bluetooth Speakers')],
  // spelling variant: plurals, hyphens, spacing, US and UK spelling
  ['variant', 'phone cases', leaf('Phone Cases')],
  ['variant', 'knives', KNIVES],
  ['variant', 'tshirt', leaf('T-Shirts')],
  ['variant', 't shirt', leaf('T-Shirts')],
  ['variant', 'powerbank', leaf('Power Banks')],
  ['variant', 'smartwatch', leaf('Smart Watches')],
  ['variant', 'aluminum', named('en', 'Aluminium')],
  ['variant', 'colorful', named('en', 'Colourful')],
  ['variant', 'non stick pan', all(POTS_AND_PANS, named('en', 'Non-Stick'))],
  ['variant', 'air fryers', leaf('Air Fryers')],
  ['variant', 'ear buds', leaf('Wireless Earbuds')],
  ['variant', 'flash light', leaf('Torches')],
  ['crossLanguage', '充电宝', leaf('Power Banks')],
  ['crossLanguage', '手机壳', leaf('Phone Cases')],
  ['crossLanguage', 'شاحن', CHARGERS],
  ['crossLanguage', '沃缇', brand('Voltix')],
  ['crossLanguage', 'فولتكس', brand('Voltix')],
  ['crossLanguage', 'عباية', leaf('Abayas')],
  ['synonym', 'earphones', EARPHONES],
  ['synonym', 'earbuds', leaf('Wireless Earbuds')],
  ['synonym', 'headset', leaf('Headphones')],
  ['synonym', 'mobile', PHONE_THINGS],
  ['synonym', 'cell phone case', leaf('Phone Cases')],
  ['synonym', 'razor', leaf('Shavers')],
  ['synonym', 'flashlight', leaf('Torches')],
  ['synonym', 'couch', leaf('Sofas')],
  ['synonym', 'thermos', leaf('Vacuum Flasks')],
  ['synonym', 'portable charger', leaf('Power Banks')],
  ['synonym', 'blow dryer', leaf('Hair Dryers')],
  ['synonym', 'trainers', leaf('Sneakers')],
  ['category', 'knives & boards', child('Knives & Boards')],
  ['category', 'chargers', CHARGERS],
  ['category', 'cookware', POTS_AND_PANS],
  ['category', 'wearables', child('Wearables')],
  ['category', 'lighting', root('Lighting')],
  ['category', 'toys', root('Toys & Games')],
  ['category', 'makeup', child('Makeup')],
  ['category', 'hand tools', child('Hand Tools')],
  ['category', 'shoes', child('Shoes')],
  ['category', 'bedroom furniture', child('Bedroom')],
];

const CHINESE: readonly Row[] = [
  ['exact', '手机壳', leaf('Phone Cases')],
  ['exact', '充电宝', leaf('Power Banks')],
  ['exact', '数据线', leaf('Charging Cables')],
  ['exact', '蓝牙耳机', leaf('Wireless Earbuds')],
  ['exact', '智能手表', leaf('Smart Watches')],
  ['exact', '煎锅', leaf('Frying Pans')],
  ['exact', '高压锅', leaf('Pressure Cookers')],
  ['exact', '保温杯', leaf('Vacuum Flasks')],
  ['exact', '空气炸锅', leaf('Air Fryers')],
  ['exact', '电饭煲', leaf('Rice Cookers')],
  ['exact', '沙发', leaf('Sofas')],
  ['exact', '窗帘', leaf('Curtains')],
  ['exact', '连衣裙', leaf('Dresses')],
  ['exact', '积木', leaf('Building Blocks')],
  ['exact', '无人机', leaf('Drones')],
  ['exact', '角磨机', leaf('Angle Grinders')],
  ['exact', '吹风机', leaf('Hair Dryers')],
  ['exact', '剃须刀', leaf('Shavers')],
  ['exact', '台灯', leaf('Desk Lamps')],
  ['partial', '锅', POTS_AND_PANS],
  ['partial', '耳机', EARPHONES],
  ['partial', '降噪耳机', all(EARPHONES, named('zh', '降噪'))],
  ['partial', '手表', leaf('Smart Watches')],
  ['partial', '刀', KNIVES],
  ['partial', '灯泡', child('Bulbs & Tubes')],
  ['partial', '螺丝刀', any(leaf('Electric Screwdrivers'), leaf('Screwdriver Sets'))],
  ['partial', '水壶', any(leaf('Electric Kettles'), leaf('Water Bottles'))],
  ['partial', '牛仔', leaf('Jeans')],
  ['partial', '遥控', child('Remote Control Toys')],
  ['typo', '充电保', leaf('Power Banks')],
  ['typo', '手机克', leaf('Phone Cases')],
  ['typo', '沙法', leaf('Sofas')],
  ['typo', '窗连', leaf('Curtains')],
  ['typo', '吹风鸡', leaf('Hair Dryers')],
  ['typo', '托鞋', leaf('Slippers')],
  ['typo', '替须刀', leaf('Shavers')],
  ['typo', '保温悲', leaf('Vacuum Flasks')],
  ['typo', '电饭保', leaf('Rice Cookers')],
  ['typo', '地坦', leaf('Rugs')],
  ['typo', '口洪', leaf('Lipsticks')],
  ['typo', '蓝芽耳机', leaf('Wireless Earbuds')],
  // spelling variant: traditional characters and full-width forms
  ['variant', '充電寶', leaf('Power Banks')],
  ['variant', '手機殼', leaf('Phone Cases')],
  ['variant', '藍牙耳機', leaf('Wireless Earbuds')],
  ['variant', '電熱水壺', leaf('Electric Kettles')],
  ['variant', '沙發', leaf('Sofas')],
  ['variant', '窗簾', leaf('Curtains')],
  ['variant', '無人機', leaf('Drones')],
  ['variant', '電動牙刷', leaf('Electric Toothbrushes')],
  ['variant', '吹風機', leaf('Hair Dryers')],
  ['variant', 'ＬＥＤ灯泡', leaf('LED Bulbs')],
  ['variant', 'Ｔ恤', leaf('T-Shirts')],
  ['variant', '檯燈', leaf('Desk Lamps')],
  ['crossLanguage', 'power bank', leaf('Power Banks')],
  ['crossLanguage', 'LED', named('en', 'LED')],
  ['crossLanguage', 'Voltix', brand('Voltix')],
  ['crossLanguage', '沃缇', brand('Voltix')],
  ['crossLanguage', 'T恤', leaf('T-Shirts')],
  ['crossLanguage', 'iPhone手机壳', leaf('Phone Cases')],
  ['crossLanguage', 'abaya', leaf('Abayas')],
  ['synonym', '移动电源', leaf('Power Banks')],
  ['synonym', '充电头', leaf('Chargers')],
  ['synonym', '耳麦', leaf('Headphones')],
  ['synonym', '电吹风', leaf('Hair Dryers')],
  ['synonym', '手电', leaf('Torches')],
  ['synonym', '水杯', child('Drinkware')],
  ['synonym', '电水壶', leaf('Electric Kettles')],
  ['synonym', '平底锅', leaf('Frying Pans')],
  ['synonym', '球鞋', leaf('Sneakers')],
  ['synonym', '刮胡刀', leaf('Shavers')],
  ['category', '手机配件', PHONE_THINGS],
  ['category', '锅具', POTS_AND_PANS],
  ['category', '充电设备', child('Charging')],
  ['category', '男装', child("Men's Clothing")],
  ['category', '鞋靴', child('Shoes')],
  ['category', '玩具', root('Toys & Games')],
  ['category', '五金工具', root('Tools & Hardware')],
  ['category', '彩妆', child('Makeup')],
  ['category', '灯具照明', root('Lighting')],
  ['category', '刀具砧板', child('Knives & Boards')],
];

/** Every judged query, Arabic first. */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...rows('ar', ARABIC),
  ...rows('ckb', KURDISH),
  ...rows('en', ENGLISH),
  ...rows('zh', CHINESE),
];

/**
 * The fixed subset the test command runs: the first two queries of each language and class (56),
 * so every class and language is in it.
 */
export function relevanceSubset(queries: readonly JudgedQuery[] = JUDGED_QUERIES): JudgedQuery[] {
  const taken = new Map<string, number>();
  return queries.filter((query) => {
    const cell = `${query.language}/${query.class}`;
    const count = taken.get(cell) ?? 0;
    taken.set(cell, count + 1);
    return count < 2;
  });
}
