import { defineMessages } from '../../i18n';

export const categoryMenuMessages = defineMessages({
  ar: {
    allCategories: 'جميع الفئات',
    viewAll: 'كل {category}',
    loading: 'جارٍ تحميل الفئات…',
    empty: 'لا توجد فئات لعرضها.',
  },
  ckb: {
    allCategories: 'هەموو پۆلەکان',
    viewAll: 'هەموو {category}',
    loading: 'پۆلەکان بار دەکرێن…',
    empty: 'هیچ پۆلێک نییە بۆ پیشاندان.',
  },
  en: {
    allCategories: 'All categories',
    viewAll: 'All {category}',
    loading: 'Loading categories…',
    empty: 'No categories to show.',
  },
  zh: {
    allCategories: '全部分类',
    viewAll: '全部{category}',
    loading: '正在加载分类…',
    empty: '暂无分类。',
  },
});
