import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withKey } from './errorKey';
import { fieldErrors, validate } from './validate';

const schema = z.object({
  name: z.string().min(1, withKey('test.name.required')).max(3, withKey('test.name.tooLong')),
  age: z.number(withKey('test.age.invalid')).int(withKey('test.age.whole')),
});

describe('validate', () => {
  it('answers the parsed value when every rule holds', () => {
    expect(validate(schema, { name: 'ab', age: 3 })).toEqual({ ok: true, value: { name: 'ab', age: 3 } });
  });

  it('answers one error key per field, the first one found', () => {
    expect(validate(schema, { name: '', age: 'x' })).toEqual({
      ok: false,
      errors: { name: 'test.name.required', age: 'test.age.invalid' },
    });
  });

  it('keeps the first of several problems on one field', () => {
    const twoChecks = z.string().min(5, withKey('test.short')).regex(/^\d+$/, withKey('test.digits'));
    const result = twoChecks.safeParse('ab');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues).toHaveLength(2);
      expect(fieldErrors(result.error)).toEqual({ '': 'test.short' });
    }
  });
});
