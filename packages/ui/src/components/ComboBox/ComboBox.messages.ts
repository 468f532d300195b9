import { defineMessages } from '../../i18n';

export const comboBoxMessages = defineMessages({
  ar: { noResults: 'لا توجد نتائج', showSuggestions: 'عرض الاقتراحات' },
  ckb: { noResults: 'هیچ ئەنجامێک نییە', showSuggestions: 'پیشاندانی پێشنیارەکان' },
  en: { noResults: 'No results', showSuggestions: 'Show suggestions' },
  zh: { noResults: '无结果', showSuggestions: '显示建议' },
});
