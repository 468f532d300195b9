import type { Locale } from '@tijara/domain';

/**
 * What only the payment area's server says (the envelope's `msg`), in ICU MessageFormat. The stage
 * rules' refusals are the domain's keys (`paymentStage.*`), worded in its catalogue.
 */
export const paymentMessages = {
  'payment.voucherNotFound': {
    ar: 'إيصال التحويل غير موجود.',
    ckb: 'پسوولەی گواستنەوەکە بوونی نییە.',
    en: 'This transfer voucher does not exist.',
    zh: '转账凭证不存在。',
  },
  'payment.voucherUsed': {
    ar: 'هذا الإيصال مرفق بدفعة أخرى. ارفع إيصال هذه الدفعة.',
    ckb: 'ئەم پسوولەیە بۆ پارەدانێکی تر بەکارهاتووە. پسوولەی ئەم پارەدانە باربکە.',
    en: 'This voucher belongs to another payment. Upload the voucher of this one.',
    zh: '该凭证已用于另一笔付款，请上传本次付款的凭证。',
  },
  'payment.attemptNotFound': {
    ar: 'الدفعة غير موجودة.',
    ckb: 'پارەدانەکە بوونی نییە.',
    en: 'This payment does not exist.',
    zh: '该付款不存在。',
  },
  'payment.requestReused': {
    ar: 'أُرسل هذا الطلب من قبل ببيانات أخرى. أعد تحميل الصفحة وحاول مجدداً.',
    ckb: 'ئەم داواکارییە پێشتر بە زانیاریی تر نێردراوە. پەڕەکە نوێ بکەرەوە و دووبارە هەوڵ بدەرەوە.',
    en: 'This request was already sent with other details. Reload the page and try again.',
    zh: '该请求已使用其他信息提交过，请刷新页面后重试。',
  },
  'payment.rateUnavailable': {
    ar: 'لا يمكن الدفع بالدينار الآن: لم يُحدَّد سعر الصرف بعد.',
    ckb: 'ئێستا ناتوانرێت بە دینار پارە بدرێت: نرخی ئاڵوگۆڕ هێشتا دانەنراوە.',
    en: 'Paying in dinars is not possible now: no exchange rate has been set.',
    zh: '暂时无法以第纳尔付款：尚未设置汇率。',
  },
  'payment.switch.underReview': {
    ar: 'لا يمكن تغيير طريقة الدفع: التحويل قيد المراجعة. انتظر رد قسم المالية.',
    ckb: 'ناتوانرێت شێوازی پارەدان بگۆڕدرێت: گواستنەوەکە لە پێداچوونەوەدایە. چاوەڕێی وەڵامی بەشی دارایی بکە.',
    en: 'The payment method cannot be changed: the transfer is under review. Wait for finance to answer.',
    zh: '无法更换支付方式：转账正在审核中，请等待财务的答复。',
  },
  'payment.tooManyVouchers': {
    ar: 'رفعت صوراً كثيرة اليوم. حاول مجدداً غداً أو تواصل معنا.',
    ckb: 'ئەمڕۆ وێنەی زۆرت بارکردووە. سبەی دووبارە هەوڵ بدەرەوە یان پەیوەندیمان پێوە بکە.',
    en: 'You have uploaded too many images today. Try again tomorrow or contact us.',
    zh: '您今天上传的图片过多，请明天再试或联系我们。',
  },
  'payment.fileMissing': {
    ar: 'أرسل الصورة في الحقل file من نموذج multipart.',
    ckb: 'وێنەکە لە خانەی file ی فۆڕمی multipart بنێرە.',
    en: 'Send the image as the "file" field of a multipart form.',
    zh: '请在 multipart 表单的 file 字段中发送图片。',
  },
  'payment.switch.providerPending': {
    ar: 'لا يمكن تغيير طريقة الدفع: الدفعة بانتظار مزوّد الدفع. أكملها أو انتظر حتى تنتهي صلاحيتها.',
    ckb: 'ناتوانرێت شێوازی پارەدان بگۆڕدرێت: پارەدانەکە چاوەڕێی دابینکەری پارەدانە. تەواوی بکە یان چاوەڕێ بکە تا ماوەکەی بەسەردەچێت.',
    en: 'The payment method cannot be changed: the payment is waiting for the provider. Complete it, or wait until it expires.',
    zh: '无法更换支付方式：该付款正在等待支付服务商处理。请完成付款，或等待其过期。',
  },
  'payment.provider.unavailable': {
    ar: 'تعذّر الاتصال بمزوّد الدفع الآن. حاول مجدداً بعد قليل أو اختر طريقة أخرى.',
    ckb: 'ئێستا پەیوەندی بە دابینکەری پارەدانەوە نەکرا. کەمێکی تر دووبارە هەوڵ بدەرەوە یان شێوازێکی تر هەڵبژێرە.',
    en: 'The payment provider cannot be reached now. Try again shortly or choose another method.',
    zh: '暂时无法连接支付服务商，请稍后重试或选择其他支付方式。',
  },
  'payment.provider.notConfigured': {
    ar: 'طريقة الدفع هذه غير مفعّلة.',
    ckb: 'ئەم شێوازی پارەدانە چالاک نییە.',
    en: 'This payment method is not switched on.',
    zh: '该支付方式未开通。',
  },
  'payment.provider.notVerified': {
    ar: 'تعذّر التحقق من رسالة مزوّد الدفع، فلم يتغيّر شيء.',
    ckb: 'پەیامی دابینکەری پارەدان پشتڕاست نەکرایەوە، هیچ نەگۆڕدرا.',
    en: "The payment provider's message could not be verified; nothing was changed.",
    zh: '无法验证支付服务商的消息，未做任何更改。',
  },
  'payment.provider.mismatch': {
    ar: 'المبلغ أو العملة لدى مزوّد الدفع لا يطابقان هذه الدفعة، فلم يتغيّر شيء.',
    ckb: 'بڕ یان دراوی لای دابینکەری پارەدان لەگەڵ ئەم پارەدانەدا ناگونجێت، هیچ نەگۆڕدرا.',
    en: "The provider's amount or currency does not match this payment; nothing was changed.",
    zh: '支付服务商的金额或币种与本次付款不符，未做任何更改。',
  },
} as const satisfies Record<string, Record<Locale, string>>;
