import { text, type LocalizedText } from '../localizedText';

export interface BrandVocabulary {
  /** In Latin letters (English) and Chinese, as the supplier writes it; Arabic and Kurdish transliterate. */
  name: LocalizedText;
  /** Index of the root category in `CATALOGUE_TREE` whose products carry this brand. */
  root: number;
}

/**
 * The generated catalogue's brands: invented names (five per root category), written in Latin and
 * Chinese as suppliers do, with Arabic and Kurdish transliterations so a buyer can type them in
 * Arabic script.
 */
export const BRANDS: readonly BrandVocabulary[] = [
  { root: 0, name: text('沃缇', 'Voltix', 'ڤۆڵتیکس', 'فولتكس') },
  { root: 0, name: text('臻创', 'Zentra', 'زێنترا', 'زينترا') },
  { root: 0, name: text('纽维', 'Nuvio', 'نوڤیۆ', 'نوفيو') },
  { root: 0, name: text('皮索拉', 'Pixora', 'پیکسۆرا', 'بيكسورا') },
  { root: 0, name: text('奥拉联', 'Auralink', 'ئۆرالینک', 'أورالينك') },
  { root: 1, name: text('厨善', 'Cookwell', 'کوکوێڵ', 'كوكويل') },
  { root: 1, name: text('帕诺拉', 'Panora', 'پانۆرا', 'بانورا') },
  { root: 1, name: text('斯蒂利亚', 'Steelia', 'ستیلیا', 'ستيليا') },
  { root: 1, name: text('凯特拉', 'Kettra', 'کێترا', 'كيترا') },
  { root: 1, name: text('优米可', 'Yumiko', 'یومیکۆ', 'يوميكو') },
  { root: 2, name: text('宏维拉', 'Homvera', 'هۆمڤێرا', 'هومفيرا') },
  { root: 2, name: text('橡线', 'Oakline', 'ئۆکلاین', 'أوكلاين') },
  { root: 2, name: text('巢谷', 'Nestique', 'نێستیک', 'نيستيك') },
  { root: 2, name: text('舒塔', 'Softa', 'سۆفتا', 'سوفتا') },
  { root: 2, name: text('如米奥', 'Roomio', 'ڕوومیۆ', 'روميو') },
  { root: 3, name: text('摩达维', 'Modavi', 'مۆداڤی', 'مودافي') },
  { root: 3, name: text('乌尔巴诺', 'Urbano', 'ئوربانۆ', 'أوربانو') },
  { root: 3, name: text('林诺拉', 'Linora', 'لینۆرا', 'لينورا') },
  { root: 3, name: text('奇都', 'Kidoo', 'کیدوو', 'كيدو') },
  { root: 3, name: text('步善', 'Stepwell', 'ستێپوێڵ', 'ستيبويل') },
  { root: 4, name: text('趣金', 'Playkin', 'پلەیکین', 'بلايكن') },
  { root: 4, name: text('砖乐', 'Brickly', 'بریکلی', 'بريكلي') },
  { root: 4, name: text('拓宇', 'Toyvo', 'تۆیڤۆ', 'تويفو') },
  { root: 4, name: text('哈皮', 'Happi', 'هاپی', 'هابي') },
  { root: 4, name: text('天翔', 'Skyzoom', 'سکایزووم', 'سكايزوم') },
  { root: 5, name: text('锻力', 'Forgex', 'فۆرجێکس', 'فورجكس') },
  { root: 5, name: text('工伴', 'Toolmate', 'تووڵمەیت', 'تولميت') },
  { root: 5, name: text('博腾', 'Bolten', 'بۆڵتن', 'بولتن') },
  { root: 5, name: text('米特', 'Metrix', 'مێتریکس', 'ميتريكس') },
  { root: 5, name: text('拓卡', 'Torqa', 'تۆرکا', 'توركا') },
  { root: 6, name: text('贝露娜', 'Belluna', 'بێلونا', 'بيلونا') },
  { root: 6, name: text('罗莎莉', 'Rosalie', 'ڕۆزالی', 'روزالي') },
  { root: 6, name: text('光韵', 'Glowen', 'گلۆوێن', 'جلوين') },
  { root: 6, name: text('纯丽', 'Puralis', 'پوورالیس', 'بوراليس') },
  { root: 6, name: text('丝可', 'Silkea', 'سیلکیا', 'سيلكيا') },
  { root: 7, name: text('璐漫', 'Lumora', 'لوومۆرا', 'لومورا') },
  { root: 7, name: text('索拉罗', 'Solaro', 'سۆلارۆ', 'سولارو') },
  { root: 7, name: text('明途', 'Brightway', 'بڕایتوەی', 'برايتواي') },
  { root: 7, name: text('兰泰', 'Lanterra', 'لانتێرا', 'لانتيرا') },
  { root: 7, name: text('格丽墨', 'Glimmo', 'گلیمۆ', 'جليمو') },
];

/**
 * Brand descriptions: what the store itself does with the brand's goods (spec sections 1 and 4:
 * bought from the supplier, inspected at the China warehouse, shipped to Baghdad), never claims
 * about the invented brand. `{brand}` and `{category}` are filled in.
 */
export const BRAND_DESCRIPTIONS: readonly LocalizedText[] = [
  text(
    '{brand}是{category}品牌。本店所售的{brand}商品从中国仓库发货，可批发，也可单件购买。',
    '{brand} is a {category} brand. Its goods on this store ship from our China warehouse, in wholesale lots or single units.',
    '{brand} براندێکە لە بواری {category}دا. کاڵاکانی لەم فرۆشگایە لە کۆگاکەمان لە چینەوە دەنێردرێن، بە کۆ یان بە دانە.',
    '{brand} علامة تجارية في فئة {category}. تُشحن منتجاتها في هذا المتجر من مستودعنا في الصين، بالجملة أو بالقطعة.',
  ),
  text(
    '{brand}的{category}商品：每件商品在发往巴格达之前都会在我们的中国仓库检验。',
    '{brand} in {category}: every item is checked at our China warehouse before it leaves for Baghdad.',
    'بەرهەمەکانی {brand} لە بواری {category}دا: هەموو کاڵایەک پێش ناردنی بۆ بەغدا لە کۆگاکەمان لە چین دەپشکنرێت.',
    'منتجات {brand} في فئة {category}: يُفحص كل منتج في مستودعنا في الصين قبل شحنه إلى بغداد.',
  ),
];
