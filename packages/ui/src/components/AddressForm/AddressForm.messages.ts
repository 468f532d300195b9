import { defineMessages } from '../../i18n';

type FormKey =
  | 'firstName'
  | 'lastName'
  | 'country'
  | 'province'
  | 'city'
  | 'address'
  | 'mobile'
  | 'postcode'
  | 'email'
  | 'isDefault'
  | 'submit'
  | 'cancel'
  | 'invalidSubmit'
  | 'loadingAreas'
  | 'noCities'
  | 'loadFailed';

/**
 * The form's labels and own strings. Its errors are the domain address schema's keys, worded in
 * the domain's catalogue (`useDomainMessages`).
 */
export const addressFormMessages = defineMessages<FormKey>({
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    country: 'الدولة',
    province: 'المحافظة',
    city: 'المدينة',
    address: 'العنوان التفصيلي',
    mobile: 'رقم الجوال',
    postcode: 'الرمز البريدي',
    email: 'البريد الإلكتروني',
    isDefault: 'اجعله العنوان الافتراضي',
    submit: 'حفظ العنوان',
    cancel: 'إلغاء',
    invalidSubmit: 'يرجى تصحيح الحقول المشار إليها.',
    loadingAreas: 'جارٍ التحميل…',
    noCities: 'لا توجد مدن في هذه المحافظة',
    loadFailed: 'تعذّر تحميل القائمة، حاول مرة أخرى.',
  },
  ckb: {
    firstName: 'ناوی یەکەم',
    lastName: 'ناوی خێزان',
    country: 'وڵات',
    province: 'پارێزگا',
    city: 'شار',
    address: 'ناونیشانی ورد',
    mobile: 'ژمارەی مۆبایل',
    postcode: 'کۆدی پۆستە',
    email: 'ئیمەیڵ',
    isDefault: 'بیکە بە ناونیشانی بنەڕەت',
    submit: 'پاشەکەوتکردنی ناونیشان',
    cancel: 'هەڵوەشاندنەوە',
    invalidSubmit: 'تکایە ئەو خانانە ڕاست بکەرەوە کە دیاریکراون.',
    loadingAreas: 'بار دەکرێت…',
    noCities: 'ئەم پارێزگایە هیچ شارێکی نییە',
    loadFailed: 'لیستەکە بار نەکرا، دووبارە هەوڵ بدەرەوە.',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    province: 'Province',
    city: 'City',
    address: 'Detailed address',
    mobile: 'Mobile',
    postcode: 'Postcode',
    email: 'Email',
    isDefault: 'Make this my default address',
    submit: 'Save address',
    cancel: 'Cancel',
    invalidSubmit: 'Please correct the highlighted fields.',
    loadingAreas: 'Loading…',
    noCities: 'This province has no cities',
    loadFailed: 'The list could not be loaded; try again.',
  },
  zh: {
    firstName: '名',
    lastName: '姓',
    country: '国家',
    province: '省份',
    city: '城市',
    address: '详细地址',
    mobile: '手机号码',
    postcode: '邮政编码',
    email: '电子邮箱',
    isDefault: '设为默认地址',
    submit: '保存地址',
    cancel: '取消',
    invalidSubmit: '请更正标出的字段。',
    loadingAreas: '加载中…',
    noCities: '该省份没有城市',
    loadFailed: '列表加载失败，请重试。',
  },
});
