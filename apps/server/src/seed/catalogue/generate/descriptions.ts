import type { Locale } from '@tijara/domain';
import { productImageKey } from '../../../modules/media/mediaKeys';
import { eachLocale, text, type LocalizedText } from '../localizedText';
import { MATERIAL_ATTRIBUTE } from '../vocabulary/colours';
import { ORIGIN_ATTRIBUTE } from '../vocabulary/places';

const LABELS = {
  options: text('可选规格', 'Options', 'هەڵبژاردەکان', 'الخيارات'),
  packedSize: text('包装尺寸', 'Packed size', 'قەبارەی پاکەت', 'أبعاد العبوة'),
  packedWeight: text('包装重量', 'Packed weight', 'کێشی پاکەت', 'وزن العبوة'),
  minOrder: text('起订量', 'Minimum order', 'کەمترین داواکاری', 'الحد الأدنى للطلب'),
  material: MATERIAL_ATTRIBUTE,
  origin: ORIGIN_ATTRIBUTE,
} as const;

const OPTIONS_SENTENCE = text(
  '本商品共有 {count} 种规格可选，每种规格单独显示价格和库存。',
  'This product comes in {count} options; each option shows its own price and stock.',
  'ئەم بەرهەمە {count} هەڵبژاردەی هەیە؛ هەر هەڵبژاردەیەک نرخ و ژمارەی بەردەستی خۆی هەیە.',
  'يتوفر هذا المنتج بعدد {count} من الخيارات، ولكل خيار سعره ومخزونه.',
);

const SHIPPING_SENTENCE = text(
  '供应商在 {days} 内发货至我们的中国仓库，经检验后发往巴格达。',
  'The supplier ships it within {days} to our China warehouse, where it is checked before it leaves for Baghdad.',
  'دابینکەر لە ماوەی {days}دا دەینێرێت بۆ کۆگاکەمان لە چین، لەوێ دەپشکنرێت پێش ئەوەی بەرەو بەغدا بنێردرێت.',
  'يشحنه المورّد خلال {days} إلى مستودعنا في الصين، حيث يُفحص قبل شحنه إلى بغداد.',
);

/** "3 days" in each language; Arabic counts 3-10 with the plural, 2 with the dual, 11+ with the singular. */
export function daysText(days: number, locale: Locale): string {
  switch (locale) {
    case 'zh':
      return `${days} 天`;
    case 'en':
      return days === 1 ? '1 day' : `${days} days`;
    case 'ckb':
      return `${days} ڕۆژ`;
    case 'ar':
      if (days === 1) return 'يوم واحد';
      if (days === 2) return 'يومين';
      return days <= 10 ? `${days} أيام` : `${days} يوماً`;
  }
}

const UNIT_WORDS = {
  g: text('克', 'g', 'گرام', 'غرام'),
  mm: text('毫米', 'mm', 'ملم', 'مم'),
  pieces: text('件', 'pcs', 'دانە', 'قطعة'),
} as const;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export interface DescriptionFacts {
  name: LocalizedText;
  optionCount: number;
  optionNames: readonly LocalizedText[];
  materials: readonly LocalizedText[];
  origin: LocalizedText;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightG: number;
  minOrder: number;
  leadTimeDays: number;
  /** The first picture's base key, shown large in the description. */
  imageBase: string;
}

/** The product's HTML description in the four languages: what it is made of, its packing, its lead time. */
export function productDescription(facts: DescriptionFacts): LocalizedText {
  return eachLocale((locale) => {
    const separator = locale === 'zh' ? '、' : locale === 'en' ? ', ' : '، ';
    const colon = locale === 'zh' ? '：' : ': ';
    const item = (label: LocalizedText, value: string) =>
      `<li><strong>${escapeHtml(label[locale])}</strong>${colon}${escapeHtml(value)}</li>`;
    const listItems = [
      facts.materials.length > 0
        ? item(LABELS.material, facts.materials.map((m) => m[locale]).join(separator))
        : '',
      facts.optionNames.length > 0
        ? item(LABELS.options, facts.optionNames.map((name) => name[locale]).join(separator))
        : '',
      item(LABELS.origin, facts.origin[locale]),
      item(
        LABELS.packedSize,
        `${facts.lengthMm} × ${facts.widthMm} × ${facts.heightMm} ${UNIT_WORDS.mm[locale]}`,
      ),
      item(LABELS.packedWeight, `${facts.weightG} ${UNIT_WORDS.g[locale]}`),
      item(LABELS.minOrder, `${facts.minOrder} ${UNIT_WORDS.pieces[locale]}`),
    ].join('');
    return [
      `<h2>${escapeHtml(facts.name[locale])}</h2>`,
      `<p>${escapeHtml(OPTIONS_SENTENCE[locale].replace('{count}', String(facts.optionCount)))}</p>`,
      `<ul>${listItems}</ul>`,
      `<p>${escapeHtml(SHIPPING_SENTENCE[locale].replace('{days}', daysText(facts.leadTimeDays, locale)))}</p>`,
      `<p><img src="/media/${productImageKey(facts.imageBase, 800)}" alt="${escapeHtml(facts.name[locale])}"></p>`,
    ].join('\n');
  });
}
