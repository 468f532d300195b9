import { defineMessages } from '../../i18n';

export const priceDisplayMessages = defineMessages({
  ar: {
    promotion: 'السعر السابق {original}، السعر الآن {price}',
    range: 'من {min} إلى {max}',
  },
  ckb: {
    promotion: 'نرخی پێشوو {original}، ئێستا {price}',
    range: 'لە {min} تا {max}',
  },
  en: {
    promotion: 'Was {original}, now {price}',
    range: 'From {min} to {max}',
  },
  zh: {
    promotion: '原价 {original}，现价 {price}',
    range: '{min} 至 {max}',
  },
});
