import { defineMessages } from '../../i18n';

export const voucherUploadMessages = defineMessages({
  ar: {
    label: 'إيصال التحويل',
    description: 'صورة أو لقطة شاشة لإيصال المصرف بصيغة PNG أو JPG أو GIF',
    count: 'الصور: {count} من {max}',
  },
  ckb: {
    label: 'پسوولەی گواستنەوە',
    description: 'وێنە یان وێنەی شاشەی پسوولەی بانک بە PNG یان JPG یان GIF',
    count: 'وێنەکان: {count} لە {max}',
  },
  en: {
    label: 'Transfer voucher',
    description: 'A photo or screenshot of the bank’s receipt, as PNG, JPG or GIF',
    count: '{count} of {max, plural, one {# image} other {# images}}',
  },
  zh: {
    label: '转账凭证',
    description: '银行回单的照片或截图，PNG、JPG 或 GIF 格式',
    count: '{count} / {max} 张图片',
  },
});
