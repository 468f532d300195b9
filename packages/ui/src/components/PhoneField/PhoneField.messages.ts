import { defineMessages } from '../../i18n';

export const phoneFieldMessages = defineMessages({
  ar: { countryCode: 'رمز الدولة' },
  ckb: { countryCode: 'کۆدی وڵات' },
  en: { countryCode: 'Country code' },
  zh: { countryCode: '国家/地区代码' },
});
