import { defineMessages } from '../../i18n';

export const categorySheetMessages = defineMessages({
  ar: {
    back: 'رجوع إلى {category}',
    backToAll: 'رجوع إلى جميع الفئات',
    subcategories: 'فئات {category}',
  },
  ckb: {
    back: 'گەڕانەوە بۆ {category}',
    backToAll: 'گەڕانەوە بۆ هەموو پۆلەکان',
    subcategories: 'پۆلەکانی {category}',
  },
  en: {
    back: 'Back to {category}',
    backToAll: 'Back to all categories',
    subcategories: 'Categories of {category}',
  },
  zh: {
    back: '返回{category}',
    backToAll: '返回全部分类',
    subcategories: '{category}的分类',
  },
});
