import { defineMessages } from '../../i18n';

export const cartSummaryMessages = defineMessages({
  ar: {
    label: 'ملخص السلة',
    selectAll: 'تحديد الكل',
    selected:
      '{count, plural, zero {لم تختر شيئاً} one {منتج واحد مختار} two {منتجان مختاران} few {# منتجات مختارة} many {# منتجاً مختاراً} other {# منتج مختار}}',
    total: 'مجموع البضائع',
    confirm: 'تأكيد الطلب',
  },
  ckb: {
    label: 'کورتەی سەبەتە',
    selectAll: 'هەموو هەڵبژێرە',
    selected: '{count, plural, one {# کاڵا هەڵبژێردراوە} other {# کاڵا هەڵبژێردراون}}',
    total: 'کۆی کاڵاکان',
    confirm: 'پشتڕاستکردنەوەی داواکاری',
  },
  en: {
    label: 'Cart summary',
    selectAll: 'Select all',
    selected: '{count, plural, =0 {Nothing selected} one {# item selected} other {# items selected}}',
    total: 'Goods total',
    confirm: 'Confirm order',
  },
  zh: {
    label: '购物车汇总',
    selectAll: '全选',
    selected: '已选 {count} 件商品',
    total: '商品合计',
    confirm: '确认订单',
  },
});
