import { defineMessages } from '../../i18n';

export const breadcrumbsMessages = defineMessages({
  ar: { breadcrumbs: 'مسار التنقل' },
  ckb: { breadcrumbs: 'ڕێڕەوی پەڕەکان' },
  en: { breadcrumbs: 'Breadcrumbs' },
  zh: { breadcrumbs: '面包屑导航' },
});
