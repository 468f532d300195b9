import { formatIcu, type Locale, type MessageValues } from '@tijara/domain';

/** The media route's own failure messages (the envelope's `msg`), in the caller's language. */
export const MEDIA_MESSAGES = {
  notFound: {
    ar: 'لا يوجد ملف في {path}.',
    ckb: 'هیچ فایلێک لە {path} نییە.',
    en: 'There is no file at {path}.',
    zh: '{path} 没有文件。',
  },
  rangeNotSatisfiable: {
    ar: 'النطاق المطلوب يقع خارج الملف ({size} بايت).',
    ckb: 'مەودای داواکراو لە دەرەوەی فایلەکەیە ({size} بایت).',
    en: 'The requested range lies outside the file ({size} bytes).',
    zh: '请求的范围超出了文件（{size} 字节）。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function mediaMessage(
  locale: Locale,
  key: keyof typeof MEDIA_MESSAGES,
  values: MessageValues,
): string {
  return formatIcu(locale, MEDIA_MESSAGES[key][locale], values);
}
