import { defineMessages } from './messages';

/** Strings many components share. */
export const commonMessages = defineMessages({
  ar: {
    close: 'إغلاق',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    loading: 'جارٍ التحميل',
    required: 'مطلوب',
    items:
      '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصراً} other {# عنصر}}',
  },
  ckb: {
    close: 'داخستن',
    cancel: 'هەڵوەشاندنەوە',
    confirm: 'دڵنیاکردنەوە',
    loading: 'بار دەکرێت',
    required: 'پێویستە',
    items: '{count, plural, one {# دانە} other {# دانە}}',
  },
  en: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    loading: 'Loading',
    required: 'Required',
    items: '{count, plural, one {# item} other {# items}}',
  },
  zh: {
    close: '关闭',
    cancel: '取消',
    confirm: '确认',
    loading: '加载中',
    required: '必填',
    items: '{count} 件',
  },
});
