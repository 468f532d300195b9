import { defineMessages } from '../../i18n';

/**
 * The toast region's landmark name, and each kind's name: screen readers hear it before the
 * message, since the colour and icon that show the kind are not announced.
 */
export const toastMessages = defineMessages({
  ar: {
    notifications: 'الإشعارات',
    info: 'معلومة:',
    success: 'تم بنجاح:',
    warning: 'تنبيه:',
    danger: 'خطأ:',
  },
  ckb: {
    notifications: 'ئاگادارکردنەوەکان',
    info: 'زانیاری:',
    success: 'سەرکەوتوو بوو:',
    warning: 'ئاگاداری:',
    danger: 'هەڵە:',
  },
  en: {
    notifications: 'Notifications',
    info: 'Information:',
    success: 'Success:',
    warning: 'Warning:',
    danger: 'Error:',
  },
  zh: {
    notifications: '通知',
    info: '提示：',
    success: '成功：',
    warning: '警告：',
    danger: '错误：',
  },
});
