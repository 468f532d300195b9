import { defineMessages } from '../../i18n';

export const fileUploadMessages = defineMessages({
  ar: {
    dropHere: 'أفلت الملفات هنا',
    chooseFiles: 'اختر الملفات',
    chooseFile: 'اختر ملفاً',
    maxSizeHint: 'حتى {max} لكل ملف',
    maxFilesHint:
      '{max, plural, zero {لا ملفات} one {ملف واحد كحد أقصى} two {ملفان كحد أقصى} few {# ملفات كحد أقصى} many {# ملفاً كحد أقصى} other {# ملف كحد أقصى}}',
    chosenFiles: 'الملفات المختارة',
    remove: 'إزالة {name}',
    tooLarge: '{name} أكبر من {max}',
    unsupportedType: '{name} ليس من أنواع الملفات المقبولة',
    tooMany:
      'لم يُضف {name}: الحد الأقصى {max, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفاً} other {# ملف}}',
  },
  ckb: {
    dropHere: 'فایلەکان لێرە دابنێ',
    chooseFiles: 'فایلەکان هەڵبژێرە',
    chooseFile: 'فایلێک هەڵبژێرە',
    maxSizeHint: 'هەتا {max} بۆ هەر فایلێک',
    maxFilesHint: 'زۆرترین {max, plural, one {# فایل} other {# فایل}}',
    chosenFiles: 'فایلە هەڵبژێردراوەکان',
    remove: 'لابردنی {name}',
    tooLarge: '{name} لە {max} گەورەترە',
    unsupportedType: 'جۆری فایلی {name} پەسەند ناکرێت',
    tooMany: '{name} زیاد نەکرا: زۆرترین {max, plural, one {# فایل} other {# فایل}}',
  },
  en: {
    dropHere: 'Drop files here',
    chooseFiles: 'Choose files',
    chooseFile: 'Choose a file',
    maxSizeHint: 'Up to {max} each',
    maxFilesHint: '{max, plural, one {At most # file} other {At most # files}}',
    chosenFiles: 'Chosen files',
    remove: 'Remove {name}',
    tooLarge: '{name} is larger than {max}',
    unsupportedType: '{name} is not an accepted file type',
    tooMany: '{name} was not added: at most {max, plural, one {# file} other {# files}}',
  },
  zh: {
    dropHere: '将文件拖放到此处',
    chooseFiles: '选择文件',
    chooseFile: '选择文件',
    maxSizeHint: '每个文件不超过 {max}',
    maxFilesHint: '最多 {max} 个文件',
    chosenFiles: '已选文件',
    remove: '移除 {name}',
    tooLarge: '{name} 超过 {max}',
    unsupportedType: '{name} 的文件类型不受支持',
    tooMany: '{name} 未添加：最多 {max} 个文件',
  },
});
