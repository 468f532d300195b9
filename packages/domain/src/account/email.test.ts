import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { emailSchema, isEmailAddress } from './email';
import { EMAIL_MAX_LENGTH } from './emailRule';

/** A well-formed address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`;

const emailError = (input: unknown) => {
  const result = validate(emailSchema, input);
  return result.ok ? null : result.errors[''];
};

describe('emailSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(validate(emailSchema, '  buyer@example.iq ')).toEqual({ ok: true, value: 'buyer@example.iq' });
  });

  it('is required', () => {
    for (const input of ['', '  ', undefined, null]) expect(emailError(input)).toBe('account.email.required');
  });

  it('must be valid', () => {
    for (const input of ['buyer', 'buyer@', '@example.com', 'buyer@example', 'a b@example.com']) {
      expect(emailError(input)).toBe('account.email.invalid');
    }
  });

  it('has at most 320 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(320);
    expect(emailOfLength(320)).toHaveLength(320);
    expect(validate(emailSchema, emailOfLength(320)).ok).toBe(true);
    expect(emailError(emailOfLength(321))).toBe('account.email.tooLong');
  });
});

describe('isEmailAddress', () => {
  it('holds for a valid address of up to 320 characters only', () => {
    expect(isEmailAddress('buyer@example.iq')).toBe(true);
    expect(isEmailAddress(emailOfLength(320))).toBe(true);
    expect(isEmailAddress(emailOfLength(321))).toBe(false);
    expect(isEmailAddress('buyer@')).toBe(false);
  });
});
