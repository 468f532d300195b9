/**
 * What only the card area's server says (the envelope's `msg`), in ICU MessageFormat. The payment
 * password's and the stage rules' refusals are the domain's keys.
 */
export const cardMessages = {
  'card.gatewayOff': {
    ar: 'الدفع بالبطاقة غير متاح حالياً. اختر طريقة دفع أخرى.',
    ckb: 'پارەدان بە کارت ئێستا بەردەست نییە. ڕێگایەکی تری پارەدان هەڵبژێرە.',
    en: 'Card payment is not available right now. Choose another payment method.',
    zh: '银行卡支付暂不可用，请选择其他支付方式。',
  },
  'card.gatewayUnavailable': {
    ar: 'تعذّر الوصول إلى بوابة الدفع بالبطاقة. حاول مجدداً بعد قليل.',
    ckb: 'نەتوانرا بگاتە دەروازەی پارەدانی کارت. کەمێکی تر دووبارە هەوڵ بدەرەوە.',
    en: 'The card payment gateway could not be reached. Try again in a moment.',
    zh: '无法连接银行卡支付网关，请稍后重试。',
  },
  'card.notFound': {
    ar: 'هذه البطاقة غير موجودة.',
    ckb: 'ئەم کارتە بوونی نییە.',
    en: 'This card does not exist.',
    zh: '该银行卡不存在。',
  },
  'card.sessionIncomplete': {
    ar: 'لم تكتمل بيانات البطاقة. أدخل رقم البطاقة وتاريخ الانتهاء ورمز CVV.',
    ckb: 'زانیاری کارتەکە تەواو نییە. ژمارەی کارت و بەرواری بەسەرچوون و CVV بنووسە.',
    en: 'The card details are incomplete. Enter the card number, valid-thru date and CVV.',
    zh: '银行卡信息不完整，请输入卡号、有效期和 CVV。',
  },
  'card.brandNotAccepted': {
    ar: 'نقبل بطاقات فيزا وماستركارد فقط.',
    ckb: 'تەنها کارتی ڤیزا و ماستەرکارد وەردەگرین.',
    en: 'We accept Visa and Mastercard cards only.',
    zh: '仅支持 Visa 和 Mastercard 银行卡。',
  },
  'card.tooMany': {
    ar: 'يمكنك حفظ {max} بطاقات على الأكثر. احذف بطاقة أولاً.',
    ckb: 'دەتوانیت زۆرترین {max} کارت پاشەکەوت بکەیت. سەرەتا کارتێک بسڕەوە.',
    en: 'You can save at most {max} cards. Delete one first.',
    zh: '最多可保存 {max} 张银行卡，请先删除一张。',
  },
  'card.expired': {
    ar: 'انتهت صلاحية هذه البطاقة. أضف بطاقة سارية.',
    ckb: 'ماوەی ئەم کارتە بەسەرچووە. کارتێکی کارا زیاد بکە.',
    en: 'This card has expired. Add a valid card.',
    zh: '该银行卡已过期，请添加有效的银行卡。',
  },
  'card.chargeInFlight': {
    ar: 'دفعة بالبطاقة لهذه المرحلة قيد المعالجة. انتظر نتيجتها.',
    ckb: 'پارەدانێکی کارت بۆ ئەم قۆناغە لە جێبەجێکردندایە. چاوەڕێی ئەنجامەکەی بکە.',
    en: 'A card payment for this stage is being processed. Wait for its result.',
    zh: '该阶段的银行卡付款正在处理中，请等待结果。',
  },
} as const;
