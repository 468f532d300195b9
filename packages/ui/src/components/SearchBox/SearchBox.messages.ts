import { defineMessages } from '../../i18n';

/** The search box's built-in strings; dotted keys are the domain's error keys as they come. */
export const searchBoxMessages = defineMessages({
  ar: {
    label: 'ابحث عن المنتجات',
    placeholder: 'ابحث عن المنتجات',
    search: 'بحث',
    searchByImage: 'البحث بالصورة',
    hotSearches: 'عمليات البحث الرائجة',
    imageUnreadable: 'تعذرت قراءة هذه الصورة.',
    imageSearchFailed: 'تعذر البحث بالصورة، حاول مرة أخرى.',
    'search.text.empty': 'أدخل كلمة للبحث.',
    'upload.imageSearch.unsupportedType': 'اختر صورة بصيغة JPG أو PNG.',
  },
  ckb: {
    label: 'گەڕان بەدوای بەرهەمدا',
    placeholder: 'گەڕان بەدوای بەرهەمدا',
    search: 'گەڕان',
    searchByImage: 'گەڕان بە وێنە',
    hotSearches: 'گەڕانە باوەکان',
    imageUnreadable: 'ئەم وێنەیە نەخوێندرایەوە.',
    imageSearchFailed: 'گەڕان بە وێنە سەرکەوتوو نەبوو، دووبارە هەوڵ بدەرەوە.',
    'search.text.empty': 'وشەیەک بۆ گەڕان بنووسە.',
    'upload.imageSearch.unsupportedType': 'وێنەیەکی JPG یان PNG هەڵبژێرە.',
  },
  en: {
    label: 'Search products',
    placeholder: 'Search products',
    search: 'Search',
    searchByImage: 'Search by image',
    hotSearches: 'Hot searches',
    imageUnreadable: 'This image could not be read.',
    imageSearchFailed: 'The image search failed; try again.',
    'search.text.empty': 'Enter something to search for.',
    'upload.imageSearch.unsupportedType': 'Choose a JPG or PNG image.',
  },
  zh: {
    label: '搜索商品',
    placeholder: '搜索商品',
    search: '搜索',
    searchByImage: '以图搜索',
    hotSearches: '热门搜索',
    imageUnreadable: '无法读取该图片。',
    imageSearchFailed: '以图搜索失败，请重试。',
    'search.text.empty': '请输入搜索内容。',
    'upload.imageSearch.unsupportedType': '请选择 JPG 或 PNG 图片。',
  },
});

export type SearchBoxMessageKey = keyof (typeof searchBoxMessages)['en'];
