import { defineMessages } from '../../i18n';

export const paginationMessages = defineMessages({
  ar: {
    label: 'ترقيم الصفحات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {page}',
    goTo: 'انتقل إلى الصفحة',
    go: 'انتقال',
    ofPages: 'من {pages}',
  },
  ckb: {
    label: 'ژمارەکردنی پەڕەکان',
    previous: 'پەڕەی پێشوو',
    next: 'پەڕەی داهاتوو',
    page: 'پەڕەی {page}',
    goTo: 'بڕۆ بۆ پەڕە',
    go: 'بڕۆ',
    ofPages: 'لە {pages}',
  },
  en: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    goTo: 'Go to page',
    go: 'Go',
    ofPages: 'of {pages}',
  },
  zh: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {page} 页',
    goTo: '跳转到页',
    go: '跳转',
    ofPages: '共 {pages} 页',
  },
});
