import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { fileDescriptionSchema } from './fileDescription';
import { fileExtensionOf, MEGABYTE } from './fileDescriptionRule';

describe('fileExtensionOf', () => {
  it('reads the last extension, lower-cased', () => {
    expect(fileExtensionOf('Invoice.PDF')).toBe('pdf');
    expect(fileExtensionOf('photos.2024.tar.gz')).toBe('gz');
  });

  it('answers nothing for a name without an extension', () => {
    expect(fileExtensionOf('README')).toBe('');
    expect(fileExtensionOf('.png')).toBe('');
    expect(fileExtensionOf('draft.')).toBe('');
  });
});

describe('fileDescriptionSchema', () => {
  it('accepts a name, a declared type and a size in bytes', () => {
    expect(validate(fileDescriptionSchema, { name: 'a.png', type: 'image/png', size: 0 })).toEqual({
      ok: true,
      value: { name: 'a.png', type: 'image/png', size: 0 },
    });
  });

  it('refuses anything that is not a file description', () => {
    expect(validate(fileDescriptionSchema, 'a.png')).toEqual({
      ok: false,
      errors: { '': 'upload.file.invalid' },
    });
    expect(validate(fileDescriptionSchema, { name: 'a.png', size: 1.5 })).toEqual({
      ok: false,
      errors: { type: 'upload.file.invalid', size: 'upload.file.invalid' },
    });
    expect(validate(fileDescriptionSchema, { name: 'a.png', type: '', size: -1 })).toEqual({
      ok: false,
      errors: { size: 'upload.file.invalid' },
    });
  });

  it('counts megabytes in binary units', () => {
    expect(MEGABYTE).toBe(1_048_576);
  });
});
