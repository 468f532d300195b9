import { synonymTermOf, type SynonymTerm } from '@tijara/domain';
import type { Migration } from '../../../db/migrate';

/**
 * The words buyers use for the catalogue's goods besides the catalogue's own (issue 16, item 2),
 * by the language they are typed in: Iraqi Arabic (قنفة for كنبة, سشوار for مجفف شعر, كنتور for
 * خزانة ملابس, زولية for سجادة), Kurdish Sorani, English (US and UK words) and Chinese. Each
 * group names one thing; a term may be in several groups ("earphones" means earbuds and
 * headphones; "headset" only headphones). Every group has at least one word the catalogue's
 * names use (`src/seed/catalogue/vocabulary`), so a search by any term of it finds products.
 */
export const SEEDED_GROUPS: Readonly<Record<'ar' | 'ckb' | 'en' | 'zh', readonly (readonly string[])[]>> = {
  ar: [
    ['قنفة', 'قنفات', 'كنبة', 'كنب', 'أريكة', 'صوفا'],
    ['سشوار', 'استشوار', 'سيشوار', 'مجفف شعر', 'مجففات الشعر'],
    ['موبايل', 'جوال', 'تلفون', 'تليفون', 'هاتف', 'هواتف', 'موبايلات'],
    ['سماعات', 'سماعة'],
    ['ايربودز', 'ايربود', 'سماعة اذن', 'سماعات اذن'],
    ['هيدفون', 'هدفون', 'سماعة راس', 'سماعات راس'],
    ['كفر', 'كفرات', 'جراب', 'غطاء', 'اغطية'],
    ['بطارية متنقلة', 'باور بانك', 'باوربانك', 'شاحن متنقل', 'بطارية خارجية'],
    ['جارجر', 'شارجر', 'شاحن', 'شواحن'],
    ['كتلي', 'كتل', 'غلاية', 'غلايات'],
    ['فانوس', 'تورج', 'مصباح يدوي', 'مصابيح يدوية'],
    ['دريل', 'دريلات', 'مثقاب', 'مثاقب'],
    ['ترمس', 'ترامس', 'ثرموس', 'فلاسك'],
    ['مكينة زيان', 'مكينة حلاقة', 'ماكنة حلاقة', 'ماكينة حلاقة', 'شيفر'],
    ['طاوة', 'تاوة', 'مقلاة', 'مقالي'],
    ['جدر', 'جدور', 'قدر', 'قدور', 'طنجرة'],
    ['جدر ضغط', 'طنجرة ضغط', 'قدر ضغط'],
    ['رايس كوكر', 'طباخة رز', 'طباخة ارز'],
    ['قندرة', 'قنادر', 'حذاء', 'احذية'],
    ['سنيكرز', 'قندرة رياضية', 'حذاء رياضي', 'احذية رياضية'],
    ['نعال', 'شحاطة', 'شبشب', 'شباشب'],
    ['فانيلة', 'تيشيرت', 'تيشرت', 'تي شيرت'],
    ['كاوبوي', 'كابوي', 'جينز'],
    ['بنطرون', 'بنطلون', 'بنطال'],
    ['نفنوف', 'فستان', 'فساتين'],
    ['برده', 'برداية', 'ستارة', 'ستائر'],
    ['زولية', 'زوالي', 'سجادة', 'سجاد'],
    ['مخدة', 'كوشن', 'وسادة', 'وسائد'],
    ['كنتور', 'دولاب', 'خزانة ملابس'],
    ['اباجورة', 'اباجور', 'مصباح مكتب'],
    ['كلوب', 'لمبة', 'لمبات'],
    ['نجفة', 'ثريا', 'ثريات'],
    ['بلندر', 'خلاط', 'خلاطات'],
    ['درنفيس', 'مفك', 'مفكات'],
    ['بلايس', 'زرادية', 'كماشة'],
    ['سبانة', 'مفتاح ربط', 'مفاتيح ربط'],
    ['كرايندر', 'جلاخة'],
    ['مطارة', 'قنينة ماء', 'قارورة مياه'],
    ['كلاص', 'كأس', 'كاسات'],
    ['درون', 'طائرة مسيرة'],
    ['سمارت واتش', 'ساعة ذكية'],
    ['دبدوب', 'دمية محشوة'],
  ],
  ckb: [
    ['تەلەفۆن', 'مۆبایل', 'مۆبیل', 'جەوال'],
    ['ئێرفۆن', 'گوێگر', 'هێدفۆن'],
    ['هێدسێت', 'هێدفۆن'],
    ['ئێرپۆد', 'ئێرپۆدز', 'گوێگری بێتەل'],
    ['سشوار', 'سیشوار', 'قژوشککەرەوە'],
    ['سۆفا', 'قەنەفە'],
    ['دریل', 'دریلی بێتەل', 'مەتقەب'],
    ['لایت', 'چرا'],
    ['فانۆس', 'لایتی دەستی', 'چرای دەستی'],
    ['پاوەربانک', 'باتری یەدەگ', 'پاوەر بانک'],
    ['چارجەر', 'شارژەر', 'شەحنکەر'],
    ['تەرمۆس', 'ترمس', 'فلاسک'],
    ['گوێزان', 'مەکینەی ڕیش', 'ڕیشتاشین'],
    ['سنیکەر', 'پێڵاوی سپۆرت', 'پێڵاوی وەرزشی'],
    ['فانێلە', 'تیشێرت'],
    ['کاوبۆی', 'جینز'],
    ['قاڵی', 'بەڕە', 'فەرش'],
    ['پشتی', 'کوشن', 'سەرین'],
    ['کەنتۆر', 'دۆڵاب', 'دۆڵابی جل'],
    ['سەعات', 'کاتژمێر'],
    ['کەڤەر', 'بەرگ'],
    ['لامپ', 'لەمبە', 'گڵۆپ'],
    ['درنفیس', 'دەرنەفیز'],
    ['پلایس', 'کەلبەتین'],
    ['ئاچار', 'سپانە'],
    ['کێرد', 'چەقۆ'],
    ['مەیکئەپ', 'مکیاج'],
    ['مەتارە', 'بوتڵی ئاو'],
    ['گڵاس', 'پەرداخ'],
  ],
  en: [
    ['earphones', 'earphone', 'earbuds', 'earbud', 'headphones', 'headphone'],
    ['headset', 'headsets', 'headphones', 'headphone', 'over ear headphones'],
    ['ear buds', 'in ear headphones', 'airpods', 'earbuds'],
    ['mobile', 'mobiles', 'cell', 'cellphone', 'cell phone', 'mobile phone', 'smartphone', 'phone'],
    ['phone cover', 'mobile cover', 'phone case'],
    ['screen guard', 'tempered glass', 'screen protector'],
    ['portable charger', 'battery pack', 'external battery', 'powerbank', 'power bank'],
    ['usb cable', 'data cable', 'charger cable', 'charging cable'],
    ['wall charger', 'plug charger', 'charger'],
    ['couch', 'couches', 'settee', 'sofa', 'sofas'],
    ['blow dryer', 'blow drier', 'hairdryer', 'hair drier', 'hair dryer'],
    ['flashlight', 'flashlights', 'flash light', 'torch', 'torches'],
    ['head torch', 'head lamp', 'headlamp'],
    ['fairy lights', 'string lights'],
    ['flood light', 'floodlight'],
    ['lightbulb', 'light bulb', 'bulb'],
    ['thermos', 'insulated bottle', 'vacuum flask'],
    ['sports bottle', 'drink bottle', 'water bottle'],
    ['razor', 'razors', 'electric razor', 'shaver', 'shavers'],
    ['trainers', 'running shoes', 'sport shoes', 'sneakers'],
    ['flip flops', 'slides', 'slippers'],
    ['tee', 'tee shirt', 'tshirt', 't shirt'],
    ['closet', 'armoire', 'wardrobe'],
    ['bedside table', 'night stand', 'nightstand'],
    ['carpet', 'carpets', 'rug', 'rugs'],
    ['throw pillow', 'cushion'],
    ['skillet', 'fry pan', 'frying pan'],
    ['saucepan', 'soup pot', 'stockpot', 'stock pot'],
    ['liquidiser', 'liquidizer', 'smoothie maker', 'blender'],
    ['tupperware', 'lunch box', 'food container'],
    ['dish drainer', 'drying rack', 'dish rack'],
    ['smartwatch', 'smart watch'],
    ['fitness tracker', 'activity tracker', 'fitness band'],
    ['wireless speaker', 'portable speaker', 'bluetooth speaker'],
    ['power drill', 'drill driver', 'cordless drill'],
    ['spanner', 'spanners', 'wrench'],
    ['measuring tape', 'tape measure'],
    ['bubble level', 'spirit level'],
    ['soft toy', 'plush toy', 'teddy bear', 'stuffed animal'],
    ['remote control car', 'rc car'],
    ['make up', 'cosmetics', 'makeup'],
  ],
  zh: [
    ['充电宝', '移动电源'],
    ['充电头', '快充头', '充电器'],
    ['耳麦', '头戴耳机', '头戴式'],
    ['无线耳机', '耳塞', '蓝牙耳机'],
    ['电吹风', '风筒', '吹风机'],
    ['手电', '电筒', '手电筒'],
    ['水杯', '杯子', '马克杯'],
    ['电水壶', '烧水壶', '热水壶', '电热水壶'],
    ['平底锅', '煎盘', '煎锅'],
    ['球鞋', '跑鞋', '波鞋', '运动鞋'],
    ['刮胡刀', '剃须机', '剃须刀'],
    ['手机套', '保护套', '保护壳', '手机壳'],
    ['手机膜', '贴膜', '钢化膜'],
    ['充电线', '数据线'],
    ['音响', '喇叭', '音箱'],
    ['智能表', '智能手表'],
    ['手电钻', '充电钻', '电钻'],
    ['磨光机', '打磨机', '角磨机'],
    ['起子', '改锥', '螺丝批', '螺丝刀'],
    ['老虎钳', '钢丝钳', '钳子'],
    ['钢卷尺', '卷尺'],
    ['扳子', '板手', '扳手'],
    ['梳化', '沙发'],
    ['衣橱', '衣柜'],
    ['床边柜', '床头柜'],
    ['地垫', '地毯'],
    ['靠枕', '靠垫', '抱枕'],
    ['体恤', '短袖', 'T恤'],
    ['裙子', '连衣裙'],
    ['凉拖', '人字拖', '拖鞋'],
    ['唇膏', '口红'],
    ['洁面乳', '洗面乳', '洗面奶'],
    ['声波牙刷', '电动牙刷'],
    ['电饭锅', '电饭煲'],
    ['压力锅', '高压锅'],
    ['煮锅', '汤锅'],
    ['炒菜锅', '炒锅'],
    ['菜刀', '主厨刀', '厨师刀'],
    ['菜板', '切菜板', '砧板'],
    ['刨刀', '削皮刀', '削皮器'],
    ['保温瓶', '保温杯'],
    ['料理机', '破壁机', '榨汁机', '搅拌机'],
    ['桌灯', '书桌灯', '台灯'],
    ['彩灯', '串灯', '灯串'],
    ['泛光灯', '投光灯'],
    ['航拍器', '航拍机', '无人机'],
    ['遥控汽车', '遥控车'],
    ['公仔', '布娃娃', '毛绒玩具'],
    ['踏板车', '滑板车'],
  ],
};

/** A text as an SQL string literal (standard strings: only the quote is special). */
function literal(text: string): string {
  if (text.includes('\0')) throw new Error('an SQL literal cannot hold NUL');
  return `'${text.replaceAll("'", "''")}'`;
}

/** A seeded group's terms as stored: as typed and folded, once per folded form. */
export function seededTermsOf(terms: readonly string[]): SynonymTerm[] {
  const rows = new Map<string, SynonymTerm>();
  for (const typed of terms) {
    const checked = synonymTermOf(typed);
    if (!('problem' in checked) && !rows.has(checked.folded)) rows.set(checked.folded, checked);
  }
  return [...rows.values()];
}

/**
 * One seeded group's INSERT: its row, then its terms folded as buyers' queries are (the domain's
 * `synonymTermOf`, that is `searchQueryOf`, run here when the module loads). A term the rule
 * would refuse, or one a search cannot tell from an earlier term of its group, is left out rather
 * than stop the server from starting; the migration's test checks that none is.
 */
function groupInsert(terms: readonly string[]): string {
  const rows = seededTermsOf(terms).map(({ term, folded }) => `(${literal(term)}, ${literal(folded)})`);
  if (rows.length < 2) return '';
  return `
    WITH seeded AS (INSERT INTO search_synonym_group (created_at) VALUES (now()) RETURNING id)
    INSERT INTO search_synonym (group_id, term, folded, created_at)
    SELECT seeded.id, term.term, term.folded, now()
      FROM seeded, (VALUES ${rows.join(', ')}) AS term (term, folded);`;
}

/**
 * Search synonyms as data (issue 16, item 2; `modules/catalogue/searchSynonyms.ts` reads them,
 * the staff console's calls edit them):
 *
 * - `search_synonym_group`: one thing buyers name in several ways; who made it (a staff account,
 *   null for the groups seeded here) and when.
 * - `search_synonym`: a term of a group, as staff typed it and folded by the domain's
 *   `searchQueryOf` (the folding of buyers' queries), once per group: two terms a search cannot
 *   tell apart ("Sofa" and "sofa", السشوار and سشوار) are one. The search looks a query's words up
 *   by `folded` (its index); the group's other terms come from the unique index on
 *   (group_id, folded). A group goes with its terms (staff remove a group by removing its terms).
 *
 * The seeded terms are folded by the folding of today: a later change of `searchQueryOf` needs a
 * migration that folds `search_synonym.folded` again, as 0024 did for products' documents.
 */
export const searchSynonyms: Migration = {
  id: '0025_search_synonyms',
  sql: `
    CREATE TABLE search_synonym_group (
      id         bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL,
      created_by bigint REFERENCES app_user (id)
    );

    CREATE TABLE search_synonym (
      id         bigserial PRIMARY KEY,
      group_id   bigint NOT NULL REFERENCES search_synonym_group (id) ON DELETE CASCADE,
      term       text NOT NULL CHECK (term <> '' AND char_length(term) <= 40),
      folded     text NOT NULL CHECK (folded <> ''),
      created_at timestamptz NOT NULL,
      created_by bigint REFERENCES app_user (id),
      CONSTRAINT search_synonym_once_a_group UNIQUE (group_id, folded)
    );
    CREATE INDEX search_synonym_folded ON search_synonym (folded);
    ${Object.values(SEEDED_GROUPS)
      .flat()
      .map((terms) => groupInsert(terms))
      .join('\n')}
  `,
};
