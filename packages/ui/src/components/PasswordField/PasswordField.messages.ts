import { defineMessages } from '../../i18n';

export const passwordFieldMessages = defineMessages({
  ar: { show: 'إظهار كلمة المرور', hide: 'إخفاء كلمة المرور' },
  ckb: { show: 'پیشاندانی وشەی نهێنی', hide: 'شاردنەوەی وشەی نهێنی' },
  en: { show: 'Show password', hide: 'Hide password' },
  zh: { show: '显示密码', hide: '隐藏密码' },
});
