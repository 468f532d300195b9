import {
  ADDRESS_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
  type AddressErrorKey,
  type Locale,
} from '@tijara/domain';

const text = ADDRESS_TEXT_MAX_LENGTH;

/**
 * What each rule of the domain's address form means, in the caller's language: the second half of
 * "The field {field} is invalid: {problem}". The type demands every key the schema can report.
 */
export const addressValidationMessages: Record<AddressErrorKey, Record<Locale, string>> = {
  'address.firstName.required': {
    ar: 'الاسم الأول مطلوب.',
    ckb: 'ناوی یەکەم پێویستە.',
    en: 'a first name is required.',
    zh: '请填写名字。',
  },
  'address.firstName.tooLong': {
    ar: `الاسم الأول أطول من ${text} حرفاً.`,
    ckb: `ناوی یەکەم لە ${text} پیت درێژترە.`,
    en: `the first name is longer than ${text} characters.`,
    zh: `名字不能超过 ${text} 个字符。`,
  },
  'address.lastName.required': {
    ar: 'اسم العائلة مطلوب.',
    ckb: 'ناوی کۆتایی پێویستە.',
    en: 'a last name is required.',
    zh: '请填写姓氏。',
  },
  'address.lastName.tooLong': {
    ar: `اسم العائلة أطول من ${text} حرفاً.`,
    ckb: `ناوی کۆتایی لە ${text} پیت درێژترە.`,
    en: `the last name is longer than ${text} characters.`,
    zh: `姓氏不能超过 ${text} 个字符。`,
  },
  'address.address.required': {
    ar: 'العنوان التفصيلي مطلوب.',
    ckb: 'ناونیشانی وردەکاری پێویستە.',
    en: 'a detailed address is required.',
    zh: '请填写详细地址。',
  },
  'address.address.tooLong': {
    ar: `العنوان أطول من ${text} حرفاً.`,
    ckb: `ناونیشان لە ${text} پیت درێژترە.`,
    en: `the address is longer than ${text} characters.`,
    zh: `详细地址不能超过 ${text} 个字符。`,
  },
  'address.mobile.required': {
    ar: 'رقم الهاتف المحمول مطلوب.',
    ckb: 'ژمارەی مۆبایل پێویستە.',
    en: 'a mobile number is required.',
    zh: '请填写手机号。',
  },
  'address.mobile.tooLong': {
    ar: `رقم الهاتف أطول من ${text} حرفاً.`,
    ckb: `ژمارەی مۆبایل لە ${text} پیت درێژترە.`,
    en: `the mobile number is longer than ${text} characters.`,
    zh: `手机号不能超过 ${text} 个字符。`,
  },
  'address.country.required': {
    ar: 'يرجى اختيار الدولة.',
    ckb: 'تکایە وڵات هەڵبژێرە.',
    en: 'choose a country.',
    zh: '请选择国家。',
  },
  'address.province.required': {
    ar: 'يرجى اختيار المحافظة.',
    ckb: 'تکایە پارێزگا هەڵبژێرە.',
    en: 'choose a province.',
    zh: '请选择省份。',
  },
  'address.city.required': {
    ar: 'يرجى اختيار المدينة.',
    ckb: 'تکایە شار هەڵبژێرە.',
    en: 'choose a city.',
    zh: '请选择城市。',
  },
  'address.postcode.invalid': {
    ar: 'الرمز البريدي غير صالح.',
    ckb: 'کۆدی پۆستە دروست نییە.',
    en: 'the postcode is not valid.',
    zh: '邮政编码无效。',
  },
  'address.postcode.tooLong': {
    ar: `الرمز البريدي أطول من ${POSTCODE_MAX_LENGTH} أحرف.`,
    ckb: `کۆدی پۆستە لە ${POSTCODE_MAX_LENGTH} پیت درێژترە.`,
    en: `the postcode is longer than ${POSTCODE_MAX_LENGTH} characters.`,
    zh: `邮政编码不能超过 ${POSTCODE_MAX_LENGTH} 个字符。`,
  },
  'address.email.invalid': {
    ar: 'البريد الإلكتروني غير صالح.',
    ckb: 'ئیمەیڵەکە دروست نییە.',
    en: 'this is not a valid email address.',
    zh: '邮箱格式不正确。',
  },
  'address.email.tooLong': {
    ar: `البريد الإلكتروني أطول من ${EMAIL_MAX_LENGTH} حرفاً.`,
    ckb: `ئیمەیڵ لە ${EMAIL_MAX_LENGTH} پیت درێژترە.`,
    en: `the email address is longer than ${EMAIL_MAX_LENGTH} characters.`,
    zh: `邮箱长度不能超过 ${EMAIL_MAX_LENGTH} 个字符。`,
  },
  'address.isDefault.invalid': {
    ar: 'قيمة العنوان الافتراضي يجب أن تكون 0 أو 1.',
    ckb: 'بەهای ناونیشانی بنەڕەتی دەبێت 0 یان 1 بێت.',
    en: 'the default flag must be 0 or 1.',
    zh: '默认地址标记必须为 0 或 1。',
  },
};
