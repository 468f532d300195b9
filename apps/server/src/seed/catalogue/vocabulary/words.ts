import { text, type LocalizedText } from '../localizedText';
import type { Adjective, ItemNoun, SpecOptions } from './types';

/** An adjective: Chinese, English, Kurdish, then the Arabic masculine and feminine forms. */
export function adjective(
  zh: string,
  en: string,
  ckb: string,
  arMasculine: string,
  arFeminine: string,
): Adjective {
  return { zh, en, ckb, ar: { masculine: arMasculine, feminine: arFeminine } };
}

/** A masculine item noun (Arabic gender), in the order Chinese, English, Kurdish, Arabic. */
export function item(zh: string, en: string, ckb: string, ar: string): ItemNoun {
  return { text: text(zh, en, ckb, ar), arFeminine: false };
}

/** A feminine item noun (Arabic gender). */
export function itemF(zh: string, en: string, ckb: string, ar: string): ItemNoun {
  return { text: text(zh, en, ckb, ar), arFeminine: true };
}

/** A value with a unit, written the way each language writes it (Latin digits everywhere). */
type Unit = (value: string) => LocalizedText;

const unit =
  (
    zh: (v: string) => string,
    en: (v: string) => string,
    ckb: (v: string) => string,
    ar: (v: string) => string,
  ): Unit =>
  (value) =>
    text(zh(value), en(value), ckb(value), ar(value));

export const UNITS = {
  ml: unit(
    (v) => `${v}毫升`,
    (v) => `${v} ml`,
    (v) => `${v} مل`,
    (v) => `${v} مل`,
  ),
  litre: unit(
    (v) => `${v}升`,
    (v) => `${v} L`,
    (v) => `${v} لیتر`,
    (v) => `${v} لتر`,
  ),
  mm: unit(
    (v) => `${v}毫米`,
    (v) => `${v} mm`,
    (v) => `${v} ملم`,
    (v) => `${v} مم`,
  ),
  cm: unit(
    (v) => `${v}厘米`,
    (v) => `${v} cm`,
    (v) => `${v} سم`,
    (v) => `${v} سم`,
  ),
  metre: unit(
    (v) => `${v}米`,
    (v) => `${v} m`,
    (v) => `${v} مەتر`,
    (v) => `${v} متر`,
  ),
  watt: unit(
    (v) => `${v}W`,
    (v) => `${v} W`,
    (v) => `${v} وات`,
    (v) => `${v} واط`,
  ),
  volt: unit(
    (v) => `${v}V`,
    (v) => `${v} V`,
    (v) => `${v} ڤۆڵت`,
    (v) => `${v} فولت`,
  ),
  mAh: unit(
    (v) => `${v}毫安`,
    (v) => `${v} mAh`,
    (v) => `${v} mAh`,
    (v) => `${v} mAh`,
  ),
  inch: unit(
    (v) => `${v}英寸`,
    (v) => `${v} in`,
    (v) => `${v} ئینچ`,
    (v) => `${v} إنش`,
  ),
  pieces: unit(
    (v) => `${v}件套`,
    (v) => `${v} pcs`,
    (v) => `${v} پارچە`,
    (v) => (Number(v) <= 10 ? `${v} قطع` : `${v} قطعة`),
  ),
  seats: unit(
    (v) => `${v}人位`,
    (v) => `${v}-Seater`,
    (v) => `بۆ ${v} کەس`,
    (v) => (v === '2' ? 'مقعدان' : `${v} مقاعد`),
  ),
  tiers: unit(
    (v) => `${v}层`,
    (v) => `${v}-Tier`,
    (v) => `${v} نهۆم`,
    (v) => `${v} طبقات`,
  ),
  agePlus: unit(
    (v) => `${v}岁以上`,
    (v) => `${v}+ years`,
    (v) => `${v} ساڵ و سەرووتر`,
    (v) => `${v} سنوات فأكثر`,
  ),
  ageRange: unit(
    (v) => `${v}岁`,
    (v) => `${v} years`,
    (v) => `${v} ساڵ`,
    (v) => `${v} سنوات`,
  ),
  ballSize: unit(
    (v) => `${v}号`,
    (v) => `Size ${v}`,
    (v) => `قەبارە ${v}`,
    (v) => `مقاس ${v}`,
  ),
  shades: unit(
    (v) => `${v}色`,
    (v) => `${v} shades`,
    (v) => `${v} ڕەنگ`,
    (v) => `${v} ألوان`,
  ),
  /** The same text in every language: clothing sizes, shoe sizes. */
  plain: unit(
    (v) => v,
    (v) => v,
    (v) => v,
    (v) => v,
  ),
} as const satisfies Record<string, Unit>;

/** Names of the option attributes (a variant's "Size: L"). */
export const OPTION_NAMES = {
  screen: text('适用屏幕', 'Screen size', 'قەبارەی شاشە', 'مقاس الشاشة'),
  power: text('功率', 'Power', 'هێز', 'القدرة'),
  length: text('长度', 'Length', 'درێژی', 'الطول'),
  battery: text('电池容量', 'Battery capacity', 'توانای پاتری', 'سعة البطارية'),
  capacity: text('容量', 'Capacity', 'قەبارە', 'السعة'),
  diameter: text('直径', 'Diameter', 'تیرە', 'القطر'),
  pieces: text('件数', 'Pieces', 'ژمارەی پارچە', 'عدد القطع'),
  dimensions: text('尺寸', 'Dimensions', 'ئەندازە', 'الأبعاد'),
  seats: text('座位数', 'Seats', 'ژمارەی کورسی', 'عدد المقاعد'),
  tiers: text('层数', 'Tiers', 'ژمارەی نهۆم', 'عدد الطبقات'),
  age: text('适用年龄', 'Age', 'تەمەن', 'العمر المناسب'),
  voltage: text('电压', 'Voltage', 'ڤۆڵتیە', 'الجهد'),
  ballSize: text('号数', 'Ball size', 'قەبارەی تۆپ', 'مقاس الكرة'),
  size: text('尺码', 'Size', 'قەبارە', 'المقاس'),
  shoeSize: text('鞋码', 'Shoe size', 'قەبارەی پێڵاو', 'مقاس الحذاء'),
  shades: text('色数', 'Shades', 'ژمارەی ڕەنگ', 'عدد الألوان'),
  height: text('高度', 'Height', 'بەرزی', 'الارتفاع'),
} as const satisfies Record<string, LocalizedText>;

/** Options built from numbers: `options(OPTION_NAMES.capacity, UNITS.ml, [350, 500])`. */
export function options(
  name: LocalizedText,
  format: (value: string) => LocalizedText,
  values: readonly (number | string)[],
  pricier = true,
): SpecOptions {
  return { name, values: values.map((value) => format(String(value))), pricier };
}
