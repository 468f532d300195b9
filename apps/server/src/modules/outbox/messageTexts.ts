import { FREE_STORAGE_DAYS, formatUsd, usdCents, type Locale } from '@tijara/domain';
import { CODE_LIFETIME_MS } from '../auth/verificationCodes';
import type { OutboxPayload } from './outboxRepository';

const minutes = String(CODE_LIFETIME_MS / 60_000);

const texts = {
  loginCode: {
    subject: {
      ar: 'رمز تسجيل الدخول',
      ckb: 'کۆدی چوونەژوورەوە',
      en: 'Your login code',
      zh: '登录验证码',
    },
    body: {
      ar: `رمز تسجيل الدخول الخاص بك هو {code}. صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`,
      ckb: `کۆدی چوونەژوورەوەت {code}ە. بۆ ${minutes} خولەک کار دەکات. بە کەسی مەدە.`,
      en: `Your login code is {code}. It works for ${minutes} minutes. Do not share it with anyone.`,
      zh: `您的登录验证码是 {code}，${minutes} 分钟内有效。请勿告诉他人。`,
    },
  },
  resetPasswordCode: {
    subject: {
      ar: 'رمز إعادة تعيين كلمة المرور',
      ckb: 'کۆدی ڕێکخستنەوەی وشەی نهێنی',
      en: 'Your password reset code',
      zh: '重置密码验证码',
    },
    body: {
      ar: `رمز إعادة تعيين كلمة المرور هو {code}. صالح لمدة ${minutes} دقائق. إذا لم تطلبه فتجاهل هذه الرسالة.`,
      ckb: `کۆدی ڕێکخستنەوەی وشەی نهێنی {code}ە. بۆ ${minutes} خولەک کار دەکات. ئەگەر داوات نەکردووە، گوێ بەم نامەیە مەدە.`,
      en: `Your password reset code is {code}. It works for ${minutes} minutes. If you did not ask for it, ignore this message.`,
      zh: `您的重置密码验证码是 {code}，${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
    },
  },
  // Only the reference: the request's own words are not repeated, so a stranger who types someone
  // else's email address cannot make the storefront mail them a text of the stranger's choosing.
  quoteRequestReceived: {
    subject: {
      ar: 'استلمنا طلب عرض السعر',
      ckb: 'داواکاریی نرخەکەت گەیشت',
      en: 'We have received your quote request',
      zh: '我们已收到您的询价',
    },
    body: {
      ar: 'استلمنا طلب عرض السعر رقم {requestId}. سيتواصل معك فريق التوريد بشأنه. إذا لم ترسل هذا الطلب فتجاهل هذه الرسالة.',
      ckb: 'داواکاریی نرخەکەت بە ژمارەی {requestId} وەرگیرا. تیمی دابینکردن سەبارەت بەوە پەیوەندیت پێوە دەکات. ئەگەر تۆ نەتناردووە، گوێ بەم نامەیە مەدە.',
      en: 'We have received your quote request no. {requestId}. Our sourcing team will contact you about it. If you did not send it, ignore this message.',
      zh: '我们已收到您的询价（编号 {requestId}），采购团队将就此与您联系。如非本人操作，请忽略此邮件。',
    },
  },
  // The free storage days are the domain's constant; the amount is formatted at delivery.
  secondStageFeeDue: {
    subject: {
      ar: 'رسوم المرحلة الثانية لطلبك {orderNo} جاهزة للدفع',
      ckb: 'تێچووی قۆناغی دووەمی داواکارییەکەت {orderNo} ئامادەی پارەدانە',
      en: 'The second-stage fee of your order {orderNo} is ready to pay',
      zh: '您的订单 {orderNo} 的二段费用待支付',
    },
    body: {
      ar: `وصلت بضائع طلبك {orderNo} إلى مستودعنا في الصين وتم فحصها. رسوم المرحلة الثانية (الشحن البحري وما يتبعه) هي {amount}. ادفعها من صفحة الطلب ليُشحن. التخزين مجاني لمدة ${FREE_STORAGE_DAYS} أيام، ثم تُضاف رسوم تخزين يومية.`,
      ckb: `کاڵاکانی داواکارییەکەت {orderNo} گەیشتنە کۆگاکەمان لە چین و پشکنران. تێچووی قۆناغی دووەم (گواستنەوەی دەریایی و ئەوەی پەیوەندیی پێوەیە) {amount}ە. لە لاپەڕەی داواکارییەکەوە پارەکەی بدە بۆ ئەوەی بنێردرێت. کۆگاکردن بۆ ${FREE_STORAGE_DAYS} ڕۆژ بێبەرامبەرە، پاشان تێچووی ڕۆژانەی کۆگاکردن زیاد دەکرێت.`,
      en: `The goods of your order {orderNo} have reached our China warehouse and been inspected. The second-stage fee (sea freight and what comes with it) is {amount}. Pay it from the order's page to have it shipped. Storage is free for ${FREE_STORAGE_DAYS} days; after that a storage fee is added each day.`,
      zh: `您的订单 {orderNo} 的货物已到达我们的中国仓库并完成验货。二段费用（海运费及相关费用）为 {amount}。请在订单页面支付以安排发货。仓储免费 ${FREE_STORAGE_DAYS} 天，之后每天加收仓储费。`,
    },
  },
} as const satisfies Record<OutboxPayload['kind'], Record<'subject' | 'body', Record<Locale, string>>>;

/** The values a message's placeholders take: the code, the quote request's reference, the order and its amount. */
function placeholdersOf(payload: OutboxPayload): Record<string, string> {
  switch (payload.kind) {
    case 'quoteRequestReceived':
      return { requestId: payload.requestId };
    case 'secondStageFeeDue':
      return { orderNo: payload.orderNo, amount: formatUsd(usdCents(payload.amountCents)) };
    default:
      return { code: payload.code };
  }
}

/** The words of a message in the recipient's language: the email, and the log transport's line. */
export function renderMessage(payload: OutboxPayload): { subject: string; text: string } {
  const text = texts[payload.kind];
  const values = placeholdersOf(payload);
  const fill = (words: string) => words.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { subject: fill(text.subject[payload.locale]), text: fill(text.body[payload.locale]) };
}
