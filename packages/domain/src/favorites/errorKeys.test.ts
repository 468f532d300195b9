import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { FAVORITES_ERROR_KEYS } from './errorKeys';
import { exportSelectionSchema } from './exportSelection';
import { productGroupFormSchema } from './productGroup';
import { productUrlSchema } from './productUrlForm';

const failures: [z.ZodType, unknown][] = [
  [productGroupFormSchema, {}],
  [productGroupFormSchema, { groupName: 'x'.repeat(51), sort: -1 }],
  [exportSelectionSchema, []],
  [exportSelectionSchema, null],
  [productUrlSchema, ''],
  [productUrlSchema, 'https://example.net/'],
];

describe('FAVORITES_ERROR_KEYS', () => {
  it('lists exactly the keys the favorites schemas report, each once', () => {
    const reported = failures.flatMap(([schema, input]) => {
      const result = validate(schema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    expect(new Set(reported)).toEqual(new Set(FAVORITES_ERROR_KEYS));
    expect(new Set(FAVORITES_ERROR_KEYS).size).toBe(FAVORITES_ERROR_KEYS.length);
  });
});
