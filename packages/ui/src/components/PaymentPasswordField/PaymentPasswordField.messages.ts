import { defineMessages } from '../../i18n';

export const paymentPasswordFieldMessages = defineMessages({
  ar: {
    label: 'كلمة مرور الدفع',
    hint: '{length} أرقام',
    incorrect:
      'كلمة مرور الدفع غير صحيحة، {attempts, plural, zero {لم تتبقَّ أي محاولة} one {تبقّت محاولة واحدة} two {تبقّت محاولتان} few {تبقّت # محاولات} many {تبقّت # محاولة} other {تبقّت # محاولة}}',
    locked: 'أُدخلت كلمة مرور خاطئة مرات كثيرة فأُوقف الدفع بكلمة المرور. أعد تعيين كلمة مرور الدفع للمتابعة.',
  },
  ckb: {
    label: 'وشەی نهێنی پارەدان',
    hint: '{length} ژمارە',
    incorrect: 'وشەی نهێنی پارەدان هەڵەیە، {attempts, plural, one {# هەوڵ ماوە} other {# هەوڵ ماوە}}',
    locked:
      'وشەی نهێنی هەڵە زۆر جار نووسرا و پارەدان بە وشەی نهێنی ڕاگیرا. بۆ بەردەوامبوون وشەی نهێنی پارەدان ڕێکبخەرەوە.',
  },
  en: {
    label: 'Payment password',
    hint: '{length} digits',
    incorrect:
      'Payment password incorrect, {attempts, plural, =0 {no attempts left} one {# attempt left} other {# attempts left}}',
    locked:
      'Too many wrong entries: paying with the password is locked. Reset your payment password to go on.',
  },
  zh: {
    label: '支付密码',
    hint: '{length} 位数字',
    incorrect: '支付密码错误，还剩 {attempts} 次机会',
    locked: '支付密码错误次数过多，已锁定。请重置支付密码后继续。',
  },
});
