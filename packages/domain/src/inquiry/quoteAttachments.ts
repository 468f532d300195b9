import { z } from 'zod';
import { FILE_ERROR_KEYS, fileSchema } from '../upload';
import { withKey } from '../validation';
import {
  QUOTE_ATTACHMENT_ERROR_KEYS,
  QUOTE_ATTACHMENT_EXTENSIONS,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_COUNT,
} from './quoteAttachmentsRule';

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
