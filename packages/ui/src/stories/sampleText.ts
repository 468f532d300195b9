import { resolveLocale, type Locale } from '@tijara/domain';

/**
 * What a caller would pass to a component (button labels, field labels, product names), in the
 * four languages, so each story reads naturally in the locale it is rendered in.
 */
const samples = {
  addToCart: { ar: 'أضف إلى السلة', ckb: 'زیادکردن بۆ سەبەتە', en: 'Add to cart', zh: '加入购物车' },
  addOne: { ar: 'أضف واحداً', ckb: 'یەکێک زیاد بکە', en: 'Add one', zh: '加一件' },
  buyNow: { ar: 'اشترِ الآن', ckb: 'ئێستا بیکڕە', en: 'Buy now', zh: '立即购买' },
  save: { ar: 'حفظ', ckb: 'پاشەکەوتکردن', en: 'Save', zh: '保存' },
  remove: { ar: 'حذف', ckb: 'سڕینەوە', en: 'Remove', zh: '删除' },
  details: { ar: 'التفاصيل', ckb: 'وردەکاری', en: 'Details', zh: '详情' },
  firstName: { ar: 'الاسم الأول', ckb: 'ناوی یەکەم', en: 'First name', zh: '名' },
  email: { ar: 'البريد الإلكتروني', ckb: 'ئیمەیڵ', en: 'Email', zh: '电子邮箱' },
  emailHint: {
    ar: 'نرسل إليه تأكيد الطلب.',
    ckb: 'پشتڕاستکردنەوەی داواکاری بۆ ئەوێ دەنێرین.',
    en: 'We send the order confirmation here.',
    zh: '我们会把订单确认发到这里。',
  },
  emailInvalid: {
    ar: 'أدخل بريداً إلكترونياً صالحاً.',
    ckb: 'ئیمەیڵێکی دروست بنووسە.',
    en: 'Enter a valid email address.',
    zh: '请输入有效的电子邮箱。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type SampleKey = keyof typeof samples;

export function sampleText(globals: Record<string, unknown>, key: SampleKey): string {
  return samples[key][resolveLocale(globals.locale)];
}
