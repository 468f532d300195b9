import { resolveLocale, type Locale } from '@tijara/domain';

/**
 * Story-only samples of the cart and order stories (CartLine, CartSummary, OrderCard, TextArea):
 * what a caller would pass, in the four languages. Not exported from the package.
 */
const samples = {
  variantLamp: {
    ar: 'اللون: أبيض، 220 فولت',
    ckb: 'ڕەنگ: سپی، 220 ڤۆڵت',
    en: 'Colour: white, 220 V',
    zh: '颜色：白色，220 V',
  },
  variantCharger: { ar: 'اللون: أسود', ckb: 'ڕەنگ: ڕەش', en: 'Colour: black', zh: '颜色：黑色' },
  cartLines: { ar: 'منتجات السلة', ckb: 'کاڵاکانی سەبەتە', en: 'Cart items', zh: '购物车商品' },
  remark: { ar: 'ملاحظة على الطلب', ckb: 'تێبینی داواکاری', en: 'Order remark', zh: '订单备注' },
  remarkHint: {
    ar: 'مثلاً: التغليف أو وقت الاستلام المناسب.',
    ckb: 'بۆ نموونە: پێچانەوە یان کاتی گونجاو بۆ وەرگرتن.',
    en: 'For example: packing, or when you can collect.',
    zh: '例如：包装要求或方便取货的时间。',
  },
  remarkText: {
    ar: 'يرجى تغليف كل قطعة على حدة.',
    ckb: 'تکایە هەر پارچەیەک بە جیا بپێچە.',
    en: 'Please pack each piece separately.',
    zh: '请每件单独包装。',
  },
  remarkError: {
    ar: 'اكتب الملاحظة بدون روابط.',
    ckb: 'تێبینییەکە بەبێ بەستەر بنووسە.',
    en: 'Write the remark without links.',
    zh: '备注中请勿包含链接。',
  },
  pay: { ar: 'ادفع الآن', ckb: 'ئێستا پارە بدە', en: 'Pay now', zh: '立即付款' },
  cancelHowTo: {
    ar: 'تواصل معنا للإلغاء',
    ckb: 'بۆ هەڵوەشاندنەوە پەیوەندیمان پێوە بکە',
    en: 'Contact us to cancel',
    zh: '联系我们取消',
  },
  confirmReceipt: {
    ar: 'تأكيد الاستلام',
    ckb: 'پشتڕاستکردنەوەی وەرگرتن',
    en: 'Confirm receipt',
    zh: '确认收货',
  },
  orderCosts: { ar: 'تكاليف الطلب', ckb: 'تێچووەکانی داواکاری', en: 'Order costs', zh: '订单费用' },
} as const satisfies Record<string, Record<Locale, string>>;

export type CartSampleKey = keyof typeof samples;

export function cartSample(globals: Record<string, unknown>, key: CartSampleKey): string {
  return samples[key][resolveLocale(globals.locale)];
}

/** A square placeholder picture as a data URI: no network in stories. */
export function placeholderPicture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue} 55% 90%)"/><circle cx="64" cy="54" r="30" fill="hsl(${hue} 50% 62%)"/><rect x="32" y="94" width="64" height="10" rx="5" fill="hsl(${hue} 40% 42%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
