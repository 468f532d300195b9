import { defineMessages } from '../../i18n';

export const rateBadgeMessages = defineMessages({
  ar: {
    label: 'سعر الصرف',
    loading: 'جارٍ تحميل سعر الصرف',
    unavailable: 'سعر الصرف غير متاح',
  },
  ckb: {
    label: 'نرخی ئاڵوگۆڕ',
    loading: 'نرخی ئاڵوگۆڕ بار دەکرێت',
    unavailable: 'نرخی ئاڵوگۆڕ بەردەست نییە',
  },
  en: {
    label: 'Exchange rate',
    loading: 'Loading the exchange rate',
    unavailable: 'Exchange rate unavailable',
  },
  zh: {
    label: '汇率',
    loading: '正在加载汇率',
    unavailable: '汇率暂不可用',
  },
});
