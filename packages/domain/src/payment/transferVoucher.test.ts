import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import {
  TRANSFER_VOUCHER_ERROR,
  TRANSFER_VOUCHER_FILES,
  TRANSFER_VOUCHER_MAX_BYTES,
  isVoucherFileType,
  transferVoucherSchema,
  type VoucherFile,
} from './transferVoucher';

const photo = (changes: Partial<VoucherFile> = {}): VoucherFile => ({
  name: 'receipt.jpg',
  type: 'image/jpeg',
  size: 200_000,
  ...changes,
});

const upload = (files: unknown) => validate(transferVoucherSchema, { files });

describe('transfer voucher (spec sections 5 and 9)', () => {
  it('takes 1 to 5 files of at most 10 MB', () => {
    expect(TRANSFER_VOUCHER_FILES).toEqual({ min: 1, max: 5 });
    expect(TRANSFER_VOUCHER_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('needs at least one file', () => {
    expect(upload([])).toEqual({ ok: false, errors: { files: TRANSFER_VOUCHER_ERROR.required } });
    expect(upload(undefined)).toEqual({ ok: false, errors: { files: TRANSFER_VOUCHER_ERROR.required } });
    expect(upload([photo()]).ok).toBe(true);
  });

  it('takes 5 files but not 6', () => {
    expect(upload(Array.from({ length: 5 }, () => photo())).ok).toBe(true);
    expect(upload(Array.from({ length: 6 }, () => photo()))).toEqual({
      ok: false,
      errors: { files: TRANSFER_VOUCHER_ERROR.tooMany },
    });
  });

  it('takes exactly 10 MB but not one byte more, and no empty file', () => {
    expect(upload([photo({ size: TRANSFER_VOUCHER_MAX_BYTES })]).ok).toBe(true);
    expect(upload([photo(), photo({ size: TRANSFER_VOUCHER_MAX_BYTES + 1 })])).toEqual({
      ok: false,
      errors: { 'files.1': TRANSFER_VOUCHER_ERROR.tooLarge },
    });
    expect(upload([photo({ size: 0 })])).toEqual({
      ok: false,
      errors: { 'files.0': TRANSFER_VOUCHER_ERROR.empty },
    });
  });

  it('reports a file that is not described as name, type and size', () => {
    expect(upload([{ name: 'a.png', size: '12' }])).toEqual({
      ok: false,
      errors: {
        'files.0.type': TRANSFER_VOUCHER_ERROR.invalid,
        'files.0.size': TRANSFER_VOUCHER_ERROR.invalid,
      },
    });
    expect(upload(['a.png'])).toEqual({ ok: false, errors: { 'files.0': TRANSFER_VOUCHER_ERROR.invalid } });
  });
});

describe('voucher file types: png, jpg, jpeg, gif; no pdf', () => {
  it('accepts the four image types, in any case', () => {
    expect(isVoucherFileType({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isVoucherFileType({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isVoucherFileType({ name: 'a.jpeg', type: 'image/jpg' })).toBe(true);
    expect(isVoucherFileType({ name: 'scan.v2.gif', type: 'IMAGE/GIF' })).toBe(true);
  });

  it('refuses pdf and other types', () => {
    expect(isVoucherFileType({ name: 'receipt.pdf', type: 'application/pdf' })).toBe(false);
    expect(isVoucherFileType({ name: 'receipt.webp', type: 'image/webp' })).toBe(false);
    expect(isVoucherFileType({ name: 'receipt', type: 'image/png' })).toBe(false);
    expect(upload([photo({ name: 'receipt.pdf', type: 'application/pdf' })])).toEqual({
      ok: false,
      errors: { 'files.0': TRANSFER_VOUCHER_ERROR.type },
    });
  });

  it('goes by the extension when the picker gives no MIME type, and refuses a type that disagrees', () => {
    expect(isVoucherFileType({ name: 'a.png', type: '' })).toBe(true);
    expect(isVoucherFileType({ name: 'a.png', type: 'application/pdf' })).toBe(false);
  });
});
