import { defineMessages } from '../../i18n';

export const paymentResultMessages = defineMessages({
  ar: {
    processingTitle: 'الدفعة قيد المراجعة',
    processingBody: 'تراجع المالية الدفعة عادةً خلال {minutes} دقيقة، وسنخبرك حين تُعتمد.',
    expectedBy: 'يُتوقع الرد قبل {time}.',
    failedTitle: 'لم تنجح الدفعة',
    reason: 'السبب: {reason}',
    failedBody: 'يمكنك الدفع مرة أخرى بالطريقة نفسها أو بطريقة أخرى.',
    repay: 'ادفع مرة أخرى',
    successTitle: 'تمت الدفعة بنجاح',
    successBody: 'ينتقل طلبك إلى الخطوة التالية.',
  },
  ckb: {
    processingTitle: 'پارەدان لە پێداچوونەوەدایە',
    processingBody:
      'دارایی بە زۆری لە ماوەی {minutes} خولەکدا پێداچوونەوە بە پارەدان دەکات، کاتێک پەسەند کرا پێت دەڵێین.',
    expectedBy: 'چاوەڕێی وەڵام بکە پێش {time}.',
    failedTitle: 'پارەدان سەرکەوتوو نەبوو',
    reason: 'هۆکار: {reason}',
    failedBody: 'دەتوانیت دووبارە پارە بدەیت، بە هەمان شێواز یان شێوازێکی تر.',
    repay: 'دووبارە پارە بدە',
    successTitle: 'پارەدان سەرکەوتوو بوو',
    successBody: 'داواکارییەکەت دەچێتە هەنگاوی داهاتوو.',
  },
  en: {
    processingTitle: 'Payment under review',
    processingBody:
      'Finance usually reviews a payment within {minutes} minutes; we will tell you once it is approved.',
    expectedBy: 'Expect an answer by {time}.',
    failedTitle: 'Payment failed',
    reason: 'Reason: {reason}',
    failedBody: 'You can pay again, by the same or another method.',
    repay: 'Pay again',
    successTitle: 'Payment successful',
    successBody: 'Your order moves on to its next step.',
  },
  zh: {
    processingTitle: '付款审核中',
    processingBody: '财务通常在 {minutes} 分钟内审核付款，审核通过后我们会通知您。',
    expectedBy: '预计在 {time} 前答复。',
    failedTitle: '付款失败',
    reason: '原因：{reason}',
    failedBody: '您可以使用相同或其他方式重新付款。',
    repay: '重新付款',
    successTitle: '付款成功',
    successBody: '您的订单将进入下一步。',
  },
});
