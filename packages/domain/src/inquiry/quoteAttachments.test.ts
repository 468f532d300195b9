import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { quoteAttachmentsSchema } from './quoteAttachments';
import {
  QUOTE_ATTACHMENT_EXTENSIONS,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_COUNT,
} from './quoteAttachmentsRule';

const pdf = { name: 'spec.pdf', type: 'application/pdf', size: 1000 };

describe('quote attachments', () => {
  it('are none by default', () => {
    expect(validate(quoteAttachmentsSchema, undefined)).toEqual({ ok: true, value: [] });
  });

  it('are at most 3 files', () => {
    expect(QUOTE_ATTACHMENT_MAX_COUNT).toBe(3);
    expect(validate(quoteAttachmentsSchema, [pdf, pdf, pdf]).ok).toBe(true);
    expect(validate(quoteAttachmentsSchema, [pdf, pdf, pdf, pdf])).toEqual({
      ok: false,
      errors: { '': 'inquiry.attachments.tooMany' },
    });
  });

  it('are at most 5 MB each', () => {
    expect(QUOTE_ATTACHMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(validate(quoteAttachmentsSchema, [{ ...pdf, size: QUOTE_ATTACHMENT_MAX_BYTES }]).ok).toBe(true);
    expect(validate(quoteAttachmentsSchema, [pdf, { ...pdf, size: QUOTE_ATTACHMENT_MAX_BYTES + 1 }])).toEqual(
      {
        ok: false,
        errors: { '1': 'inquiry.attachments.tooLarge' },
      },
    );
  });

  it('are images, spreadsheets, documents or PDFs', () => {
    expect(QUOTE_ATTACHMENT_EXTENSIONS).toEqual([
      'png',
      'jpg',
      'jpeg',
      'gif',
      'xls',
      'xlsx',
      'doc',
      'docx',
      'pdf',
    ]);
    const files = QUOTE_ATTACHMENT_EXTENSIONS.map((extension) => ({
      name: `file.${extension}`,
      type: '',
      size: 1,
    }));
    for (let start = 0; start < files.length; start += 3) {
      expect(validate(quoteAttachmentsSchema, files.slice(start, start + 3)).ok).toBe(true);
    }
  });

  it('refuse other types, and a declared type that contradicts the name', () => {
    expect(validate(quoteAttachmentsSchema, [{ name: 'setup.exe', type: '', size: 1 }])).toEqual({
      ok: false,
      errors: { '0': 'inquiry.attachments.unsupportedType' },
    });
    expect(
      validate(quoteAttachmentsSchema, [{ name: 'spec.pdf', type: 'application/x-msdownload', size: 1 }]),
    ).toEqual({
      ok: false,
      errors: { '0': 'inquiry.attachments.unsupportedType' },
    });
  });

  it('must be a list of file descriptions', () => {
    expect(validate(quoteAttachmentsSchema, 'spec.pdf')).toEqual({
      ok: false,
      errors: { '': 'upload.file.invalid' },
    });
    expect(validate(quoteAttachmentsSchema, [{ name: 'spec.pdf' }])).toEqual({
      ok: false,
      errors: { '0.type': 'upload.file.invalid', '0.size': 'upload.file.invalid' },
    });
  });
});
