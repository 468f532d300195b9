import { defineMessages } from '../../i18n';

export const selectMessages = defineMessages({
  ar: { placeholder: 'اختر خياراً' },
  ckb: { placeholder: 'بژاردەیەک هەڵبژێرە' },
  en: { placeholder: 'Select an option' },
  zh: { placeholder: '请选择' },
});
