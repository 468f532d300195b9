import {
  EMAIL_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  QUOTE_CONTACT_NAME_MAX_LENGTH,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_SOURCE_URL_MAX_LENGTH,
  type Locale,
  type QuoteRequestOwnErrorKey,
} from '@tijara/domain';

const [phMin, phMax] = [PHONE_MIN_DIGITS, PHONE_MAX_DIGITS];

/**
 * What each rule of the domain's quote request means, in the caller's language: the second half
 * of "The field {field} is invalid: {problem}". The type demands every `inquiry.*` key the schema
 * can report, so a new rule cannot reach a caller as a bare key. (Arabic counts: 200 and 2000 take
 * the singular "حرف", numbers ending in 11-99 the accusative "حرفاً".)
 */
export const inquiryValidationMessages: Record<QuoteRequestOwnErrorKey, Record<Locale, string>> = {
  'inquiry.productName.required': {
    ar: 'اكتب اسم المنتج أو كلمات مفتاحية.',
    ckb: 'ناوی بەرهەم یان چەند وشەیەکی سەرەکی بنووسە.',
    en: 'enter a product name or keywords.',
    zh: '请填写产品名称或关键词。',
  },
  'inquiry.productName.tooLong': {
    ar: `اسم المنتج أطول من ${QUOTE_PRODUCT_NAME_MAX_LENGTH} حرف.`,
    ckb: `ناوی بەرهەم لە ${QUOTE_PRODUCT_NAME_MAX_LENGTH} پیت درێژترە.`,
    en: `the product name is longer than ${QUOTE_PRODUCT_NAME_MAX_LENGTH} characters.`,
    zh: `产品名称不能超过 ${QUOTE_PRODUCT_NAME_MAX_LENGTH} 个字符。`,
  },
  'inquiry.description.invalid': {
    ar: 'الوصف يجب أن يكون نصاً.',
    ckb: 'وەسف دەبێت دەق بێت.',
    en: 'the description must be text.',
    zh: '描述必须是文本。',
  },
  'inquiry.description.tooLong': {
    ar: `الوصف أطول من ${QUOTE_DESCRIPTION_MAX_LENGTH} حرف.`,
    ckb: `وەسف لە ${QUOTE_DESCRIPTION_MAX_LENGTH} پیت درێژترە.`,
    en: `the description is longer than ${QUOTE_DESCRIPTION_MAX_LENGTH} characters.`,
    zh: `描述不能超过 ${QUOTE_DESCRIPTION_MAX_LENGTH} 个字符。`,
  },
  'inquiry.quantity.invalid': {
    ar: 'الكمية عدد صحيح موجب.',
    ckb: 'بڕ دەبێت ژمارەیەکی تەواوی پۆزەتیڤ بێت.',
    en: 'the quantity is a positive whole number.',
    zh: '数量必须是正整数。',
  },
  'inquiry.unit.invalid': {
    ar: 'اختر وحدة من القائمة.',
    ckb: 'یەکەیەک لە لیستەکە هەڵبژێرە.',
    en: 'choose a unit from the list.',
    zh: '请从列表中选择单位。',
  },
  'inquiry.targetUnitPrice.invalid': {
    ar: 'سعر الوحدة المستهدف مبلغ موجب بعدد صحيح من السنتات الأمريكية.',
    ckb: 'نرخی مەبەستی یەکە دەبێت بڕێکی پۆزەتیڤ بێت بە سەنتی تەواوی ئەمریکی.',
    en: 'the target unit price is a positive amount in whole US cents.',
    zh: '目标单价必须是以美分计的正整数。',
  },
  'inquiry.maximumBudget.invalid': {
    ar: 'الميزانية القصوى مبلغ موجب بعدد صحيح من السنتات الأمريكية.',
    ckb: 'زۆرترین بودجە دەبێت بڕێکی پۆزەتیڤ بێت بە سەنتی تەواوی ئەمریکی.',
    en: 'the maximum budget is a positive amount in whole US cents.',
    zh: '最高预算必须是以美分计的正整数。',
  },
  'inquiry.sourceUrl.invalid': {
    ar: 'رابط المنتج يجب أن يكون عنوان ويب يبدأ بـ http:// أو https://.',
    ckb: 'بەستەری بەرهەم دەبێت ناونیشانێکی وێب بێت کە بە http:// یان https:// دەست پێدەکات.',
    en: 'the product link must be a web address starting with http:// or https://.',
    zh: '商品链接必须是以 http:// 或 https:// 开头的网址。',
  },
  'inquiry.sourceUrl.tooLong': {
    ar: `رابط المنتج أطول من ${QUOTE_SOURCE_URL_MAX_LENGTH} حرفاً.`,
    ckb: `بەستەری بەرهەم لە ${QUOTE_SOURCE_URL_MAX_LENGTH} پیت درێژترە.`,
    en: `the product link is longer than ${QUOTE_SOURCE_URL_MAX_LENGTH} characters.`,
    zh: `商品链接不能超过 ${QUOTE_SOURCE_URL_MAX_LENGTH} 个字符。`,
  },
  'inquiry.contact.required': {
    ar: 'أدخل رقم هاتف أو بريداً إلكترونياً لنتمكن من الرد عليك.',
    ckb: 'ژمارەی مۆبایل یان ئیمەیڵێک بنووسە تا بتوانین وەڵامت بدەینەوە.',
    en: 'give a phone number or an email address so that we can reply.',
    zh: '请填写手机号或邮箱，以便我们回复您。',
  },
  'inquiry.contactName.required': {
    ar: 'أدخل اسم الشخص الذي نتواصل معه.',
    ckb: 'ناوی ئەو کەسە بنووسە کە پەیوەندی پێوە دەکەین.',
    en: 'enter the name of the person to contact.',
    zh: '请填写联系人姓名。',
  },
  'inquiry.contactName.tooLong': {
    ar: `اسم جهة الاتصال أطول من ${QUOTE_CONTACT_NAME_MAX_LENGTH} حرفاً.`,
    ckb: `ناوی پەیوەندیکار لە ${QUOTE_CONTACT_NAME_MAX_LENGTH} پیت درێژترە.`,
    en: `the contact name is longer than ${QUOTE_CONTACT_NAME_MAX_LENGTH} characters.`,
    zh: `联系人姓名不能超过 ${QUOTE_CONTACT_NAME_MAX_LENGTH} 个字符。`,
  },
  'inquiry.email.tooLong': {
    ar: `البريد الإلكتروني أطول من ${EMAIL_MAX_LENGTH} حرفاً.`,
    ckb: `ئیمەیڵ لە ${EMAIL_MAX_LENGTH} پیت درێژترە.`,
    en: `the email address is longer than ${EMAIL_MAX_LENGTH} characters.`,
    zh: `邮箱长度不能超过 ${EMAIL_MAX_LENGTH} 个字符。`,
  },
  'inquiry.email.invalid': {
    ar: 'البريد الإلكتروني غير صالح.',
    ckb: 'ئیمەیڵەکە دروست نییە.',
    en: 'this is not a valid email address.',
    zh: '邮箱格式不正确。',
  },
  'inquiry.phone.digitsOnly': {
    ar: 'رقم الهاتف يتكون من أرقام فقط، ورمز الدولة يُختار على حدة.',
    ckb: 'ژمارەی مۆبایل تەنها ژمارەیە، کۆدی وڵات جیا هەڵدەبژێردرێت.',
    en: 'a phone number has digits only; the country code is chosen apart.',
    zh: '手机号只能包含数字，国家区号单独选择。',
  },
  'inquiry.phone.tooShort': {
    ar: `رقم الهاتف أقل من ${phMin} أرقام.`,
    ckb: `ژمارەی مۆبایل لە ${phMin} ژمارە کەمترە.`,
    en: `a phone number has at least ${phMin} digits.`,
    zh: `手机号至少 ${phMin} 位。`,
  },
  'inquiry.phone.tooLong': {
    ar: `رقم الهاتف أكثر من ${phMax} رقماً.`,
    ckb: `ژمارەی مۆبایل لە ${phMax} ژمارە زیاترە.`,
    en: `a phone number has at most ${phMax} digits.`,
    zh: `手机号最多 ${phMax} 位。`,
  },
  'inquiry.phone.notPositive': {
    ar: 'رقم الهاتف يجب أن يكون رقماً موجباً.',
    ckb: 'ژمارەی مۆبایل دەبێت ژمارەیەکی پۆزەتیڤ بێت.',
    en: 'a phone number must be a positive number.',
    zh: '手机号必须是正数。',
  },
};
