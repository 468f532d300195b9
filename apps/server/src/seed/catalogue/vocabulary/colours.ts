import { text, type LocalizedText } from '../localizedText';

export interface Colour {
  /** Stable name used in keys and vocabulary (`red`), never shown. */
  id: string;
  name: LocalizedText;
  /** The colour the product is drawn in. */
  hex: string;
}

/** The palette of product colours: the variants' "Colour" values and the pictures' colours. */
export const COLOURS: readonly Colour[] = [
  { id: 'red', name: text('红色', 'Red', 'سوور', 'أحمر'), hex: '#D93025' },
  { id: 'blue', name: text('蓝色', 'Blue', 'شین', 'أزرق'), hex: '#1A73E8' },
  { id: 'green', name: text('绿色', 'Green', 'سەوز', 'أخضر'), hex: '#188038' },
  { id: 'black', name: text('黑色', 'Black', 'ڕەش', 'أسود'), hex: '#2B2B2E' },
  { id: 'white', name: text('白色', 'White', 'سپی', 'أبيض'), hex: '#F4F4F2' },
  { id: 'yellow', name: text('黄色', 'Yellow', 'زەرد', 'أصفر'), hex: '#F2B705' },
  { id: 'grey', name: text('灰色', 'Grey', 'خۆڵەمێشی', 'رمادي'), hex: '#8A8F98' },
  { id: 'pink', name: text('粉色', 'Pink', 'پەمەیی', 'وردي'), hex: '#EC7FA9' },
  { id: 'purple', name: text('紫色', 'Purple', 'مۆر', 'بنفسجي'), hex: '#7E3FA8' },
  { id: 'orange', name: text('橙色', 'Orange', 'پرتەقاڵی', 'برتقالي'), hex: '#F57C00' },
  { id: 'brown', name: text('棕色', 'Brown', 'قاوەیی', 'بني'), hex: '#7A4E2D' },
  { id: 'navy', name: text('藏青色', 'Navy', 'شینی تۆخ', 'كحلي'), hex: '#1F2A5C' },
];

export const COLOUR_ATTRIBUTE = text('颜色', 'Colour', 'ڕەنگ', 'اللون');
export const MATERIAL_ATTRIBUTE = text('材质', 'Material', 'کەرەستە', 'الخامة');
