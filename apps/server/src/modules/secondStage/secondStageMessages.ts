import type { Locale } from '@tijara/domain';

/**
 * What only the second-stage area's server says (the envelope's `msg`), in ICU MessageFormat. The
 * life cycle's refusals are the domain's keys (`orderTransition.*`), worded in its catalogue.
 */
export const secondStageMessages = {
  'secondStage.fee.alreadySet': {
    ar: 'حُدِّدت رسوم المرحلة الثانية لهذا الطلب من قبل بمبالغ أخرى، ولم يعد الطلب ينتظرها.',
    ckb: 'تێچووی قۆناغی دووەمی ئەم داواکارییە پێشتر بە بڕی تر دانراوە و داواکارییەکە چیتر چاوەڕێی ناکات.',
    en: 'The second-stage fee of this order was already set, with other amounts; the order has moved on.',
    zh: '该订单的二段费用已按其他金额设置，订单已进入下一状态。',
  },
} as const satisfies Record<string, Record<Locale, string>>;
