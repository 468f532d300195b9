import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { userNameSchema } from './userName';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from './userNameRule';

const userNameError = (input: unknown) => {
  const result = validate(userNameSchema, input);
  return result.ok ? null : result.errors[''];
};

describe('userNameSchema', () => {
  it('accepts 3 to 32 characters, trimmed', () => {
    expect([USER_NAME_MIN_LENGTH, USER_NAME_MAX_LENGTH]).toEqual([3, 32]);
    expect(validate(userNameSchema, ' ali ')).toEqual({ ok: true, value: 'ali' });
    expect(validate(userNameSchema, 'a'.repeat(32)).ok).toBe(true);
  });

  it('refuses 2 characters as too short and 33 as too long', () => {
    expect(userNameError('al')).toBe('account.userName.tooShort');
    expect(userNameError('a'.repeat(33))).toBe('account.userName.tooLong');
  });

  it('is required', () => {
    for (const input of ['', '   ', undefined])
      expect(userNameError(input)).toBe('account.userName.required');
  });

  it('takes letters of any script, digits, _ . and - after a first letter', () => {
    for (const name of ['Ali_Hassan.2024', 'علي-البغدادي', 'ئاکۆ_١٢', '张伟明', 'Müller']) {
      expect(validate(userNameSchema, name).ok).toBe(true);
    }
  });

  it('cannot be taken for a phone or an email, nor hold spaces', () => {
    for (const name of ['7701234567', '7ali', '_ali', 'ali@example.iq', 'ali hassan', 'ali+1']) {
      expect(userNameError(name)).toBe('account.userName.invalid');
    }
  });
});
