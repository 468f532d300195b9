import { defineMessages } from '../../i18n';

/** The search box's built-in strings; its warnings on the text and the image are the domain's. */
export const searchBoxMessages = defineMessages({
  ar: {
    label: 'ابحث عن المنتجات',
    placeholder: 'ابحث عن المنتجات',
    search: 'بحث',
    searchByImage: 'البحث بالصورة',
    hotSearches: 'عمليات البحث الرائجة',
    imageUnreadable: 'تعذرت قراءة هذه الصورة.',
    imageSearchFailed: 'تعذر البحث بالصورة، حاول مرة أخرى.',
  },
  ckb: {
    label: 'گەڕان بەدوای بەرهەمدا',
    placeholder: 'گەڕان بەدوای بەرهەمدا',
    search: 'گەڕان',
    searchByImage: 'گەڕان بە وێنە',
    hotSearches: 'گەڕانە باوەکان',
    imageUnreadable: 'ئەم وێنەیە نەخوێندرایەوە.',
    imageSearchFailed: 'گەڕان بە وێنە سەرکەوتوو نەبوو، دووبارە هەوڵ بدەرەوە.',
  },
  en: {
    label: 'Search products',
    placeholder: 'Search products',
    search: 'Search',
    searchByImage: 'Search by image',
    hotSearches: 'Hot searches',
    imageUnreadable: 'This image could not be read.',
    imageSearchFailed: 'The image search failed; try again.',
  },
  zh: {
    label: '搜索商品',
    placeholder: '搜索商品',
    search: '搜索',
    searchByImage: '以图搜索',
    hotSearches: '热门搜索',
    imageUnreadable: '无法读取该图片。',
    imageSearchFailed: '以图搜索失败，请重试。',
  },
});

export type SearchBoxMessageKey = keyof (typeof searchBoxMessages)['en'];
