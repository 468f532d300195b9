import { resolveLocale, type Locale } from '@tijara/domain';

/**
 * Story-only samples of the payment and wallet stories (PaymentPasswordField, PaymentMethodPicker,
 * StageAmount, BankTransferDetails, VoucherUpload, PaymentResult, WalletSummary, WalletMovement):
 * what a caller would pass, in the four languages. Not exported from the package.
 */
const samples = {
  forgotPassword: {
    ar: 'نسيت كلمة مرور الدفع؟',
    ckb: 'وشەی نهێنی پارەدانت لەبیرچووە؟',
    en: 'Forgot the payment password?',
    zh: '忘记支付密码？',
  },
  rejectReason: {
    ar: 'لم يصل المبلغ إلى حسابنا.',
    ckb: 'بڕەکە نەگەیشتە هەژمارەکەمان.',
    en: 'The payment was not received.',
    zh: '未收到付款。',
  },
  chooseMethod: {
    ar: 'اختر طريقة الدفع.',
    ckb: 'شێوازی پارەدان هەڵبژێرە.',
    en: 'Choose a payment method.',
    zh: '请选择支付方式。',
  },
  topUp: { ar: 'اشحن المحفظة', ckb: 'جزدان پڕبکەرەوە', en: 'Top up', zh: '充值' },
  freezeAmount: { ar: 'جمّد مبلغاً', ckb: 'بڕێک ببەستە', en: 'Freeze an amount', zh: '冻结金额' },
  viewOrder: { ar: 'عرض الطلب', ckb: 'بینینی داواکاری', en: 'View the order', zh: '查看订单' },
  bankRafidain: { ar: 'مصرف الرافدين', ckb: 'بانکی ڕافیدەین', en: 'Rafidain Bank', zh: '拉菲丹银行' },
  branchKarrada: { ar: 'فرع الكرادة', ckb: 'لقی کەڕادە', en: 'Karrada branch', zh: '卡拉达支行' },
  bankTbi: {
    ar: 'المصرف العراقي للتجارة',
    ckb: 'بانکی بازرگانی عێراق',
    en: 'Trade Bank of Iraq',
    zh: '伊拉克贸易银行',
  },
  branchMansour: { ar: 'فرع المنصور', ckb: 'لقی مەنسوور', en: 'Mansour branch', zh: '曼苏尔支行' },
  accountName: {
    ar: 'شركة تجارة للاستيراد',
    ckb: 'کۆمپانیای تیجارە بۆ هاوردە',
    en: 'Tijara Import Company',
    zh: 'Tijara 进口公司',
  },
  orderPayment: {
    ar: 'دفع المرحلة 1 من الطلب TJ2503017K4Q9',
    ckb: 'پارەدانی قۆناغی 1ی داواکاری TJ2503017K4Q9',
    en: 'Stage 1 of order TJ2503017K4Q9',
    zh: '订单 TJ2503017K4Q9 第一阶段付款',
  },
  rechargeByTransfer: {
    ar: 'شحن المحفظة بتحويل مصرفي',
    ckb: 'پڕکردنەوەی جزدان بە گواستنەوەی بانکی',
    en: 'Wallet top-up by bank transfer',
    zh: '银行转账充值钱包',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type PaymentSampleKey = keyof typeof samples;

export function paymentSample(globals: Record<string, unknown>, key: PaymentSampleKey): string {
  return samples[key][resolveLocale(globals.locale)];
}
