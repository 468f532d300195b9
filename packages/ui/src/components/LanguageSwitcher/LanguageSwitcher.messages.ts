import { defineMessages } from '../../i18n';

export const languageSwitcherMessages = defineMessages({
  ar: { language: 'اللغة' },
  ckb: { language: 'زمان' },
  en: { language: 'Language' },
  zh: { language: '语言' },
});
