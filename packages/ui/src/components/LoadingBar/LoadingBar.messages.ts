import { defineMessages } from '../../i18n';

export const loadingBarMessages = defineMessages({
  ar: { loadingPage: 'جارٍ تحميل الصفحة' },
  ckb: { loadingPage: 'پەڕەکە بار دەکرێت' },
  en: { loadingPage: 'Loading the page' },
  zh: { loadingPage: '页面加载中' },
});
