import { defineMessages } from '../../i18n';

export const floatingHelpButtonMessages = defineMessages({
  ar: {
    help: 'مساعدة',
    hint: 'يفتح المحادثة المباشرة. اسحبه أو استخدم مفاتيح الأسهم لتحريكه.',
    unread:
      '{count, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
  },
  ckb: {
    help: 'یارمەتی',
    hint: 'چاتی ڕاستەوخۆ دەکاتەوە. ڕایبکێشە یان کلیلە تیرەکان بەکاربهێنە بۆ جوولاندنی.',
    unread: '{count, plural, one {# نامەی نەخوێندراوە} other {# نامەی نەخوێندراوە}}',
  },
  en: {
    help: 'Help',
    hint: 'Opens the live chat. Drag it or use the arrow keys to move it.',
    unread: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  zh: {
    help: '帮助',
    hint: '打开在线客服。可拖动或用方向键移动。',
    unread: '{count} 条未读消息',
  },
});
