import { fileExtensionOf, type FileDescription } from './fileDescriptionRule';

/**
 * The MIME types a browser may declare for each extension the storefront accepts (spec section 5
 * lists extensions: images png, jpg, jpeg, gif; quote attachments also xls, xlsx, doc, docx, pdf).
 */
export const MIME_TYPES_BY_EXTENSION = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const satisfies Record<string, readonly string[]>;

export type FileExtension = keyof typeof MIME_TYPES_BY_EXTENSION;

/**
 * Declared types that say nothing about the content: browsers send them when the system has no
 * type registered (an .xlsx on a machine without Office), so they cannot count against the file.
 */
const UNSPECIFIC_MIME_TYPES: readonly string[] = ['', 'application/octet-stream'];

/** The MIME type without parameters or case: `Image/PNG; q=1` is `image/png`. */
export function essenceOf(mimeType: string): string {
  return mimeType.replace(/;.*$/s, '').trim().toLowerCase();
}

function isFileExtension(extension: string): extension is FileExtension {
  return Object.hasOwn(MIME_TYPES_BY_EXTENSION, extension);
}

/**
 * Whether a file is of an accepted type. The extension decides, because it is what the spec lists
 * and what the file is stored and opened by; a declared MIME type must agree with it unless it is
 * unspecific. A `.png` declared as `application/pdf` is refused either way.
 */
export function hasAcceptedType(
  file: Pick<FileDescription, 'name' | 'type'>,
  extensions: readonly FileExtension[],
): boolean {
  const extension = fileExtensionOf(file.name);
  if (!isFileExtension(extension) || !extensions.includes(extension)) return false;
  const declared = essenceOf(file.type);
  const expected: readonly string[] = MIME_TYPES_BY_EXTENSION[extension];
  return UNSPECIFIC_MIME_TYPES.includes(declared) || expected.includes(declared);
}
