import { defineMessages } from '../../i18n';

export const skuSelectorMessages = defineMessages({
  ar: {
    price: 'السعر',
    stock: 'المخزون',
    inStock:
      '{count, plural, zero {لا قطع} one {قطعة واحدة متوفرة} two {قطعتان متوفرتان} few {{countText} قطع متوفرة} many {{countText} قطعة متوفرة} other {{countText} قطعة متوفرة}}',
    outOfStock: 'نفد من المخزون',
    chooseAll: 'اختر قيمة لكل خاصية لرؤية المخزون.',
  },
  ckb: {
    price: 'نرخ',
    stock: 'کۆگا',
    inStock: '{count, plural, one {{countText} دانە بەردەستە} other {{countText} دانە بەردەستە}}',
    outOfStock: 'نەماوە',
    chooseAll: 'بۆ هەر تایبەتمەندییەک بەهایەک هەڵبژێرە بۆ بینینی کۆگا.',
  },
  en: {
    price: 'Price',
    stock: 'Stock',
    inStock: '{count, plural, one {{countText} in stock} other {{countText} in stock}}',
    outOfStock: 'Out of stock',
    chooseAll: 'Choose a value for each attribute to see the stock.',
  },
  zh: {
    price: '价格',
    stock: '库存',
    inStock: '库存 {countText} 件',
    outOfStock: '已售罄',
    chooseAll: '请选择每项规格以查看库存。',
  },
});
