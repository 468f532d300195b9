import { MEGABYTE } from '../upload/fileDescriptionRule';
import type { FileExtension } from '../upload/fileType';

/** Spec sections 3, 5 and 9: a quote request carries at most 3 attachments. */
export const QUOTE_ATTACHMENT_MAX_COUNT = 3;

/** Spec sections 5 and 9: each attachment is at most 5 MB. */
export const QUOTE_ATTACHMENT_MAX_BYTES = 5 * MEGABYTE;

/** Spec section 5: the attachment types a quote request accepts. */
export const QUOTE_ATTACHMENT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'pdf',
] as const satisfies readonly FileExtension[];

export const QUOTE_ATTACHMENT_ERROR_KEYS = {
  tooMany: 'inquiry.attachments.tooMany',
  unsupportedType: 'inquiry.attachments.unsupportedType',
  tooLarge: 'inquiry.attachments.tooLarge',
} as const;
