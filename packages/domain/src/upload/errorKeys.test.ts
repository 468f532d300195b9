import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { UPLOAD_ERROR_KEYS } from './errorKeys';
import { fileDescriptionSchema } from './fileDescription';
import { imageSearchFileSchema } from './imageSearch';
import { imageUploadSchema } from './imageUpload';
import { searchTextSchema } from './searchText';

const failures: [z.ZodType, unknown][] = [
  [fileDescriptionSchema, null],
  [imageUploadSchema, { name: 'a.pdf', type: '', size: 1 }],
  [imageUploadSchema, { name: 'a.png', type: '', size: 1e9 }],
  [imageUploadSchema, { name: 'a.png', type: '', size: 0 }],
  [imageSearchFileSchema, { name: 'a.gif', type: 'image/gif', size: 1 }],
  [searchTextSchema, ' '],
];

describe('UPLOAD_ERROR_KEYS', () => {
  it('lists exactly the keys the upload and search schemas report', () => {
    const reported = failures.flatMap(([schema, input]) => {
      const result = validate(schema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    expect(new Set(reported)).toEqual(new Set(UPLOAD_ERROR_KEYS));
    expect(new Set(UPLOAD_ERROR_KEYS).size).toBe(UPLOAD_ERROR_KEYS.length);
  });
});
