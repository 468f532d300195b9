import { defineMessages } from '../../i18n';

export const savedCardMessages = defineMessages({
  ar: {
    label: 'البطاقة المحفوظة',
    validThru: 'صالحة حتى {date}',
    expired: 'منتهية الصلاحية',
    delete: 'حذف',
    deleteNamed: 'حذف بطاقة {brand} المنتهية بـ {last4}',
  },
  ckb: {
    label: 'کارتی پاشەکەوتکراو',
    validThru: 'بەکاردێت تا {date}',
    expired: 'بەسەرچووە',
    delete: 'سڕینەوە',
    deleteNamed: 'سڕینەوە: کارتی {brand} کە بە {last4} کۆتایی دێت',
  },
  en: {
    label: 'Saved card',
    validThru: 'Valid thru {date}',
    expired: 'Expired',
    delete: 'Delete',
    deleteNamed: 'Delete {brand} ending in {last4}',
  },
  zh: {
    label: '已保存的银行卡',
    validThru: '有效期至 {date}',
    expired: '已过期',
    delete: '删除',
    deleteNamed: '删除尾号 {last4} 的 {brand} 卡',
  },
});
