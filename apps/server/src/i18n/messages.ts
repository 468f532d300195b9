import {
  DOMAIN_MESSAGES,
  formatDomainMessage,
  formatIcu,
  isDomainMessageKey,
  type DomainMessageKey,
  type Locale,
  type MessageValues,
} from '@tijara/domain';
import { accountMessages } from './accountMessages';
import { documentMessages } from './documentMessages';
import { paymentMessages } from '../modules/payment/paymentMessages';
import { cardMessages } from '../modules/card/cardMessages';
import { secondStageMessages } from '../modules/secondStage/secondStageMessages';

/**
 * The server's own messages (the envelope's `msg`), in the language of the `language` header, in
 * ICU MessageFormat: what only the server says (no such endpoint, a malformed body). Everything a
 * domain key names (an error code of spec section 8, a rule of a schema) is worded once, in the
 * domain's catalogue (`DOMAIN_MESSAGES`), and never here.
 */
const messages = {
  notFound: {
    ar: 'المسار {path} غير موجود.',
    ckb: 'ڕێڕەوی {path} بوونی نییە.',
    en: 'There is no {path} endpoint.',
    zh: '接口 {path} 不存在。',
  },
  methodNotAllowed: {
    ar: 'المسار {path} لا يقبل الطريقة {method}؛ استخدم {allowed}.',
    ckb: 'ڕێڕەوی {path} ڕێگای {method} وەرناگرێت؛ {allowed} بەکاربهێنە.',
    en: '{path} does not accept {method}; use {allowed}.',
    zh: '接口 {path} 不支持 {method} 请求，请使用 {allowed}。',
  },
  malformedJson: {
    ar: 'نص الطلب ليس JSON صالحاً.',
    ckb: 'ناوەڕۆکی داواکارییەکە JSON ی دروست نییە.',
    en: 'The request body is not valid JSON.',
    zh: '请求体不是有效的 JSON。',
  },
  unsupportedMediaType: {
    ar: 'نوع المحتوى {type} غير مدعوم؛ أرسل application/json.',
    ckb: 'جۆری ناوەڕۆکی {type} پشتگیری ناکرێت؛ application/json بنێرە.',
    en: 'Content type {type} is not supported; send application/json.',
    zh: '不支持内容类型 {type}，请发送 application/json。',
  },
  invalidField: {
    ar: 'الحقل {field} غير صالح: {problem}',
    ckb: 'خانەی {field} دروست نییە: {problem}',
    en: 'The field {field} is invalid: {problem}',
    zh: '字段 {field} 无效：{problem}',
  },
  // The second half of invalidField: the text rule (http/textRule.ts).
  unacceptableCharacter: {
    ar: 'يحتوي على رمز تحكم أو حرف غير مكتمل لا يمكن كتابته.',
    ckb: 'هێمای کۆنترۆڵ یان پیتێکی ناتەواوی تێدایە کە ناتوانرێت بنووسرێت.',
    en: 'it contains a control character or a broken character that cannot be typed.',
    zh: '包含无法输入的控制字符或残缺字符。',
  },
  unknownField: {
    ar: 'الحقل {field} غير معروف.',
    ckb: 'خانەی {field} نەناسراوە.',
    en: 'The field {field} is not expected here.',
    zh: '不应包含字段 {field}。',
  },
  bodyTooLarge: {
    ar: 'الطلب أكبر من المسموح.',
    ckb: 'داواکارییەکە لە سنوور گەورەترە.',
    en: 'The request is too large.',
    zh: '请求过大。',
  },
  rateUnavailable: {
    ar: 'سعر الصرف غير متاح حالياً، يرجى المحاولة لاحقاً.',
    ckb: 'نرخی ئاڵوگۆڕ ئێستا بەردەست نییە، تکایە دواتر هەوڵ بدەرەوە.',
    en: 'The exchange rate is not available right now; please try again later.',
    zh: '汇率暂不可用，请稍后再试。',
  },
  addressNotFound: {
    ar: 'لا يوجد عنوان بهذا الرقم في حسابك.',
    ckb: 'هیچ ناونیشانێک بەم ژمارەیە لە هەژمارەکەتدا نییە.',
    en: 'There is no address with this id in your account.',
    zh: '您的账户中没有该地址。',
  },
  skuNotFound: {
    ar: 'لا يحتوي هذا المنتج على هذا الخيار.',
    ckb: 'ئەم بەرهەمە ئەم جۆرەی نییە.',
    en: 'This product has no such variant.',
    zh: '该商品没有此规格。',
  },
  categoryNotFound: {
    ar: 'لا توجد فئة بهذا الرقم.',
    ckb: 'هیچ پۆلێک بەم ژمارەیە نییە.',
    en: 'There is no category with this id.',
    zh: '该分类不存在。',
  },
  brandNotFound: {
    ar: 'لا توجد علامة تجارية بهذا الرقم.',
    ckb: 'هیچ براندێک بەم ژمارەیە نییە.',
    en: 'There is no brand with this id.',
    zh: '该品牌不存在。',
  },
  freightUnavailable: {
    ar: 'تقدير الشحن غير متاح حالياً: لم تُحدَّد أسعار الشحن بعد.',
    ckb: 'خەمڵاندنی کرێی گواستنەوە ئێستا بەردەست نییە: نرخەکانی گواستنەوە هێشتا دانەنراون.',
    en: 'Freight estimates are not available: freight prices have not been set yet.',
    zh: '暂无法估算运费：运费价格尚未设置。',
  },
  quoteRequestLimit: {
    ar: 'أرسلت طلبات عروض أسعار كثيرة، يرجى المحاولة بعد {minutes} دقيقة.',
    ckb: 'داواکاریی نرخی زۆرت ناردووە، تکایە دوای {minutes} خولەک دووبارە هەوڵ بدەرەوە.',
    en: 'Too many quote requests; please try again in {minutes} minutes.',
    zh: '询价请求过多，请 {minutes} 分钟后再试。',
  },
  staffOnly: {
    ar: 'لا يملك حسابك صلاحية القيام بهذا.',
    ckb: 'هەژمارەکەت مۆڵەتی ئەم کارەی نییە.',
    en: 'Your account is not allowed to do this.',
    zh: '您的账户无权执行此操作。',
  },
  // The per-address limit of http/rateLimit.ts (sign-ins, availability checks, code sends).
  tooManyRequests: {
    ar: 'طلبات كثيرة من اتصالك، يرجى المحاولة بعد {minutes} دقيقة.',
    ckb: 'داواکاریی زۆر لە پەیوەندییەکەتەوە هات، تکایە دوای {minutes} خولەک دووبارە هەوڵ بدەرەوە.',
    en: 'Too many requests from your connection; please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    zh: '来自您网络的请求过多，请 {minutes} 分钟后再试。',
  },
  ok: {
    ar: 'تمت العملية بنجاح',
    ckb: 'سەرکەوتوو بوو',
    en: 'Success',
    zh: '成功',
  },
  ...accountMessages,
  ...documentMessages,
  ...paymentMessages,
  ...cardMessages,
  ...secondStageMessages,
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessageKey = keyof typeof messages;

/** What the envelope's `msg` can say: a server text or a domain key's message. */
export type MessageKey = ServerMessageKey | DomainMessageKey;

export function message(locale: Locale, key: MessageKey, values?: MessageValues): string {
  if (isDomainMessageKey(key)) return formatDomainMessage(DOMAIN_MESSAGES[locale], locale, key, values);
  return formatIcu(locale, messages[key][locale], values);
}

/** The sentence for a domain rule key in `locale`, or null when `key` is not one (a zod message). */
export function validationMessage(locale: Locale, key: string): string | null {
  return isDomainMessageKey(key) ? message(locale, key) : null;
}
