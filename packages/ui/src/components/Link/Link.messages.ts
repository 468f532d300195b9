import { defineMessages } from '../../i18n';

export const linkMessages = defineMessages({
  ar: { opensInNewTab: '(يفتح في علامة تبويب جديدة)' },
  ckb: { opensInNewTab: '(لە تابێکی نوێدا دەکرێتەوە)' },
  en: { opensInNewTab: '(opens in a new tab)' },
  zh: { opensInNewTab: '（在新标签页中打开）' },
});
