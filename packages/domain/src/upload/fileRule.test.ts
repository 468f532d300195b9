import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { fileSchema } from './fileRule';

const schema = fileSchema({
  extensions: ['pdf'],
  maxBytes: 100,
  keys: { unsupportedType: 'test.file.type', tooLarge: 'test.file.size' },
});

describe('fileSchema', () => {
  it('accepts a file of a listed type up to the size limit, inclusive', () => {
    expect(validate(schema, { name: 'a.pdf', type: 'application/pdf', size: 100 }).ok).toBe(true);
  });

  it('reports a file one byte over the limit', () => {
    expect(validate(schema, { name: 'a.pdf', type: 'application/pdf', size: 101 })).toEqual({
      ok: false,
      errors: { '': 'test.file.size' },
    });
  });

  it('refuses an empty file, and takes one byte', () => {
    expect(validate(schema, { name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({
      ok: false,
      errors: { '': 'upload.file.empty' },
    });
    expect(validate(schema, { name: 'a.pdf', type: 'application/pdf', size: 1 }).ok).toBe(true);
  });

  it('reports the type before the size', () => {
    expect(validate(schema, { name: 'a.exe', type: '', size: 101 })).toEqual({
      ok: false,
      errors: { '': 'test.file.type' },
    });
  });
});
