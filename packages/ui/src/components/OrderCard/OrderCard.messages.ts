import { defineMessages } from '../../i18n';

export const orderCardMessages = defineMessages({
  ar: {
    orderNo: 'رقم الطلب',
    orderedAt: 'تاريخ الطلب',
    products:
      '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجاً} other {# منتج}}',
    more: '{count, plural, one {ومنتج آخر} two {ومنتجان آخران} few {و# منتجات أخرى} many {و# منتجاً آخر} other {و# منتج آخر}}',
    total: 'المجموع',
    actions: 'إجراءات الطلب',
  },
  ckb: {
    orderNo: 'ژمارەی داواکاری',
    orderedAt: 'بەرواری داواکاری',
    products: '{count, plural, one {# کاڵا} other {# کاڵا}}',
    more: '{count, plural, one {و # کاڵای تر} other {و # کاڵای تر}}',
    total: 'کۆی گشتی',
    actions: 'کردارەکانی داواکاری',
  },
  en: {
    orderNo: 'Order No.',
    orderedAt: 'Ordered on',
    products: '{count, plural, one {# product} other {# products}}',
    more: '{count, plural, one {and # more product} other {and # more products}}',
    total: 'Total',
    actions: 'Order actions',
  },
  zh: {
    orderNo: '订单号',
    orderedAt: '下单时间',
    products: '{count} 件商品',
    more: '等另外 {count} 件商品',
    total: '合计',
    actions: '订单操作',
  },
});
