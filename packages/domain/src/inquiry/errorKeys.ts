import { FILE_ERROR_KEYS } from '../upload';
import { QUOTE_ATTACHMENT_ERROR_KEYS } from './quoteAttachments';
import { QUOTE_CONTACT_ERROR_KEYS, QUOTE_REQUEST_ERROR_KEYS } from './quoteRequestForm';

/** Every error key the quote request form can report, the shared malformed-file key included. */
export const INQUIRY_ERROR_KEYS = [
  ...Object.values(QUOTE_REQUEST_ERROR_KEYS),
  ...Object.values(QUOTE_CONTACT_ERROR_KEYS),
  ...Object.values(QUOTE_ATTACHMENT_ERROR_KEYS),
  FILE_ERROR_KEYS.invalid,
] as const;

export type InquiryErrorKey = (typeof INQUIRY_ERROR_KEYS)[number];
