import { defineMessages } from '../../i18n';

export const skuSelectorMessages = defineMessages({
  ar: {
    price: 'السعر',
    stock: 'المخزون',
    inStock:
      '{count, plural, zero {لا قطع} one {قطعة واحدة متوفرة} two {قطعتان متوفرتان} few {# قطع متوفرة} many {# قطعة متوفرة} other {# قطعة متوفرة}}',
    outOfStock: 'نفد من المخزون',
    chooseAll: 'اختر قيمة لكل خاصية لرؤية المخزون.',
  },
  ckb: {
    price: 'نرخ',
    stock: 'کۆگا',
    inStock: '{count, plural, one {# دانە بەردەستە} other {# دانە بەردەستە}}',
    outOfStock: 'نەماوە',
    chooseAll: 'بۆ هەر تایبەتمەندییەک بەهایەک هەڵبژێرە بۆ بینینی کۆگا.',
  },
  en: {
    price: 'Price',
    stock: 'Stock',
    inStock: '{count, plural, one {# in stock} other {# in stock}}',
    outOfStock: 'Out of stock',
    chooseAll: 'Choose a value for each attribute to see the stock.',
  },
  zh: {
    price: '价格',
    stock: '库存',
    inStock: '库存 {count} 件',
    outOfStock: '已售罄',
    chooseAll: '请选择每项规格以查看库存。',
  },
});
