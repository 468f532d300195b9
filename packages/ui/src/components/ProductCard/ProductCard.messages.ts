import { defineMessages } from '../../i18n';

export const productCardMessages = defineMessages({
  ar: {
    sold: 'بيع {countText}',
    monthSold: '{countText} هذا الشهر',
    findSimilar: 'منتجات مشابهة',
    findSimilarOf: 'منتجات مشابهة لـ {name}',
    select: 'تحديد {name}',
    featured: 'مميز',
    ribbonTag0: 'رائج',
    ribbonTag1: 'جديد',
  },
  ckb: {
    sold: '{countText} فرۆشراوە',
    monthSold: '{countText} لەم مانگەدا',
    findSimilar: 'بەرهەمی هاوشێوە',
    findSimilarOf: 'بەرهەمی هاوشێوە: {name}',
    select: 'دیاریکردنی {name}',
    featured: 'هەڵبژێردراو',
    ribbonTag0: 'باو',
    ribbonTag1: 'نوێ',
  },
  en: {
    sold: '{countText} sold',
    monthSold: '{countText} this month',
    findSimilar: 'Similar products',
    findSimilarOf: 'Similar products to {name}',
    select: 'Select {name}',
    featured: 'Featured',
    ribbonTag0: 'Hot',
    ribbonTag1: 'New',
  },
  zh: {
    sold: '已售 {countText}',
    monthSold: '月销 {countText}',
    findSimilar: '找相似',
    findSimilarOf: '找相似：{name}',
    select: '选择 {name}',
    featured: '精选',
    ribbonTag0: '热卖',
    ribbonTag1: '新品',
  },
});
