import { describe, expect, it } from 'vitest';
import { FILE_ERROR_KEYS, IMAGE_UPLOAD_MAX_BYTES, type FileDescription } from '../upload';
import { validate } from '../validation';
import { transferVoucherSchema } from './transferVoucher';
import { TRANSFER_VOUCHER_ERROR, TRANSFER_VOUCHER_FILES } from './transferVoucherRule';

const photo = (changes: Partial<FileDescription> = {}): FileDescription => ({
  name: 'receipt.jpg',
  type: 'image/jpeg',
  size: 200_000,
  ...changes,
});

const upload = (files: unknown) => validate(transferVoucherSchema, { files });

describe('transfer voucher (spec sections 5 and 9)', () => {
  it('takes 1 to 5 files', () => {
    expect(TRANSFER_VOUCHER_FILES).toEqual({ min: 1, max: 5 });
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

  it('takes an image of exactly 10 MB but not one byte more, and no empty file', () => {
    expect(upload([photo({ size: IMAGE_UPLOAD_MAX_BYTES })]).ok).toBe(true);
    expect(upload([photo(), photo({ size: IMAGE_UPLOAD_MAX_BYTES + 1 })])).toEqual({
      ok: false,
      errors: { 'files.1': TRANSFER_VOUCHER_ERROR.tooLarge },
    });
    expect(upload([photo({ size: 0 })])).toEqual({ ok: false, errors: { 'files.0': FILE_ERROR_KEYS.empty } });
  });

  it('takes png, jpg, jpeg and gif, and refuses pdf and other types', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'scan.v2.gif'])
      expect(upload([photo({ name, type: '' })]).ok).toBe(true);
    expect(upload([photo({ name: 'receipt.pdf', type: 'application/pdf' })])).toEqual({
      ok: false,
      errors: { 'files.0': TRANSFER_VOUCHER_ERROR.type },
    });
    expect(upload([photo({ name: 'receipt.webp', type: 'image/webp' })])).toEqual({
      ok: false,
      errors: { 'files.0': TRANSFER_VOUCHER_ERROR.type },
    });
  });

  it('reports a file that is not described as name, type and size', () => {
    expect(upload(['a.png'])).toEqual({ ok: false, errors: { 'files.0': FILE_ERROR_KEYS.invalid } });
  });
});
