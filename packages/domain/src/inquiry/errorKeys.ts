import { PHONE_COUNTRY_ERROR_KEYS } from '../account/phoneCountryRule';
import { FILE_ERROR_KEYS } from '../upload/fileDescriptionRule';
import { QUOTE_ATTACHMENT_ERROR_KEYS } from './quoteAttachmentsRule';
import { QUOTE_CONTACT_ERROR_KEYS, QUOTE_PHONE_ERROR_KEYS } from './quoteContactRule';
import { QUOTE_REQUEST_ERROR_KEYS } from './quoteRequestRule';

/** The error keys of the quote request itself, each named `inquiry.*`: what a catalogue must word. */
export const QUOTE_REQUEST_OWN_ERROR_KEYS = [
  ...new Set([
    ...Object.values(QUOTE_REQUEST_ERROR_KEYS),
    ...Object.values(QUOTE_CONTACT_ERROR_KEYS),
    ...Object.values(QUOTE_PHONE_ERROR_KEYS),
  ]),
] as const;

export type QuoteRequestOwnErrorKey = (typeof QUOTE_REQUEST_OWN_ERROR_KEYS)[number];

/**
 * Every error key the quote request form can report: its own, the attachments', and the shared
 * keys it reuses (a malformed file, a dialing code not in the list).
 */
export const INQUIRY_ERROR_KEYS = [
  ...QUOTE_REQUEST_OWN_ERROR_KEYS,
  ...Object.values(QUOTE_ATTACHMENT_ERROR_KEYS),
  FILE_ERROR_KEYS.invalid,
  PHONE_COUNTRY_ERROR_KEYS.invalid,
] as const;

export type InquiryErrorKey = (typeof INQUIRY_ERROR_KEYS)[number];
