import { z } from 'zod';
import { FILE_ERROR_KEYS, fileSchema, MEGABYTE, type FileExtension } from '../upload';
import { withKey } from '../validation';

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

/** One attachment: type by extension (a declared MIME type must agree), then size. */
export const quoteAttachmentSchema = fileSchema({
  extensions: QUOTE_ATTACHMENT_EXTENSIONS,
  maxBytes: QUOTE_ATTACHMENT_MAX_BYTES,
  keys: QUOTE_ATTACHMENT_ERROR_KEYS,
});

/**
 * The attachments of a quote request, none by default. Too many files is reported alone, on the
 * list: the buyer removes some before the remaining ones are judged one by one.
 */
export const quoteAttachmentsSchema = z
  .array(quoteAttachmentSchema, withKey(FILE_ERROR_KEYS.invalid))
  .max(QUOTE_ATTACHMENT_MAX_COUNT, withKey(QUOTE_ATTACHMENT_ERROR_KEYS.tooMany))
  .default([]);
