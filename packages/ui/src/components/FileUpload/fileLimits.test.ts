import {
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  MEGABYTE,
  QUOTE_ATTACHMENT_EXTENSIONS,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_COUNT,
  TRANSFER_VOUCHER_FILES,
} from '@tijara/domain';
import { describe, expect, it } from 'vitest';
import { checkFiles, formatFileSize, matchesAcceptedType, type ChosenFile } from './fileLimits';

const MB = MEGABYTE;
const file = (name: string, type: string, size = 1): ChosenFile => ({ name, type, size });
const dotted = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`);

/** The spec's limits (sections 5 and 9), from `@tijara/domain`, as the app passes them. */
const IMAGE_UPLOAD = { acceptedTypes: dotted(IMAGE_UPLOAD_EXTENSIONS), maxFileBytes: IMAGE_UPLOAD_MAX_BYTES };
const QUOTE_ATTACHMENTS = {
  acceptedTypes: dotted(QUOTE_ATTACHMENT_EXTENSIONS),
  maxFileBytes: QUOTE_ATTACHMENT_MAX_BYTES,
  maxFiles: QUOTE_ATTACHMENT_MAX_COUNT,
};
const TRANSFER_VOUCHER = {
  acceptedTypes: ['image/png', 'image/jpeg', 'image/gif'],
  maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
  maxFiles: TRANSFER_VOUCHER_FILES.max,
};

describe('matchesAcceptedType', () => {
  it('matches extensions whatever their case, and only at the end of the name', () => {
    expect(matchesAcceptedType(file('SHOE.JPG', ''), ['.jpg'])).toBe(true);
    expect(matchesAcceptedType(file('shoe.jpg.exe', ''), ['.jpg'])).toBe(false);
    expect(matchesAcceptedType(file('jpg', ''), ['.jpg'])).toBe(false);
    expect(matchesAcceptedType(file('.jpg', ''), ['.jpg'])).toBe(false);
  });

  it('matches MIME types without their parameters, and type families', () => {
    expect(matchesAcceptedType(file('a', 'Image/PNG; q=1'), ['image/png'])).toBe(true);
    expect(matchesAcceptedType(file('a', 'image/webp'), ['image/*'])).toBe(true);
    expect(matchesAcceptedType(file('a', 'application/pdf'), ['image/*'])).toBe(false);
    expect(matchesAcceptedType(file('a', ''), ['image/png'])).toBe(false);
  });

  it('accepts a file that matches any entry of a mixed list', () => {
    expect(matchesAcceptedType(file('list.xlsx', ''), ['image/*', '.xlsx'])).toBe(true);
  });
});

describe('checkFiles', () => {
  it('accepts images up to 10 MB inclusive and refuses one byte more (image upload)', () => {
    const tooLarge = file('b.gif', 'image/gif', 10 * MB + 1);
    const result = checkFiles([file('a.png', 'image/png', 10 * MB), tooLarge], 0, IMAGE_UPLOAD);
    expect(result.accepted.map((chosen) => chosen.name)).toEqual(['a.png']);
    expect(result.rejected).toEqual([{ file: tooLarge, reason: 'tooLarge', maxFileBytes: 10 * MB }]);
  });

  it('refuses a type that is not listed before looking at its size', () => {
    const result = checkFiles([file('clip.webp', 'image/webp', 20 * MB)], 0, IMAGE_UPLOAD);
    expect(result.rejected.map((rejection) => rejection.reason)).toEqual(['unsupportedType']);
  });

  it('holds at most 3 quote attachments, counting those already chosen', () => {
    const chosen = [file('a.pdf', 'application/pdf'), file('b.docx', ''), file('c.xls', '')];
    const result = checkFiles(chosen, 1, QUOTE_ATTACHMENTS);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.docx']);
    expect(result.rejected).toEqual([{ file: chosen[2], reason: 'tooMany', maxFiles: 3 }]);
  });

  it('does not let a refused file take a place (transfer voucher, 5 images)', () => {
    const chosen = [
      file('receipt.pdf', 'application/pdf'),
      ...['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.jpg`, 'image/jpeg', 5 * MB)),
    ];
    const result = checkFiles(chosen, 0, TRANSFER_VOUCHER);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(result.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['receipt.pdf', 'unsupportedType'],
      ['6.jpg', 'tooMany'],
    ]);
  });

  it('accepts everything when no limit is given', () => {
    expect(checkFiles([file('a.exe', '', 1e12)], 99, {}).accepted).toHaveLength(1);
    expect(checkFiles([file('a.exe', '')], 0, { acceptedTypes: [] }).rejected).toEqual([]);
  });

  it('refuses every new file when the upload is already full', () => {
    const result = checkFiles([file('d.png', 'image/png')], 3, QUOTE_ATTACHMENTS);
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]?.reason).toBe('tooMany');
  });
});

describe('formatFileSize', () => {
  it('shows binary megabytes with at most one decimal, in Latin digits in every locale', () => {
    for (const locale of ['ar-IQ-u-nu-latn', 'ckb-IQ-u-nu-latn', 'en-US', 'zh-Hans-CN']) {
      expect(formatFileSize(5 * MB, locale)).toBe('5 MB');
      expect(formatFileSize(2.5 * MB, locale)).toBe('2.5 MB');
    }
    expect(formatFileSize(10 * MB, 'ar-IQ-u-nu-latn')).toBe('10 MB');
  });

  it('shows smaller files in kilobytes or bytes', () => {
    expect(formatFileSize(340 * 1024 + 100, 'en-US')).toBe('340 KB');
    expect(formatFileSize(1023, 'en-US')).toBe('1,023 B');
    expect(formatFileSize(0, 'en-US')).toBe('0 B');
  });
});
