import { defineMessages } from '../../i18n';

export const categoryMenuMessages = defineMessages({
  ar: { allCategories: 'جميع الفئات', viewAll: 'كل {category}' },
  ckb: { allCategories: 'هەموو پۆلەکان', viewAll: 'هەموو {category}' },
  en: { allCategories: 'All categories', viewAll: 'All {category}' },
  zh: { allCategories: '全部分类', viewAll: '全部{category}' },
});
