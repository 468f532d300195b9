import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { enteredPasswordSchema, newPasswordSchema, passwordConfirmationSchema } from './password';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, passwordsMatch } from './passwordRule';

const newPasswordError = (input: unknown) => {
  const result = validate(newPasswordSchema, input);
  return result.ok ? null : result.errors[''];
};

describe('newPasswordSchema', () => {
  it('accepts 6 to 32 characters', () => {
    expect([LOGIN_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_MAX_LENGTH]).toEqual([6, 32]);
    expect(validate(newPasswordSchema, 'a'.repeat(6)).ok).toBe(true);
    expect(validate(newPasswordSchema, 'a'.repeat(32)).ok).toBe(true);
  });

  it('refuses 5 characters as too short and 33 as too long', () => {
    expect(newPasswordError('a'.repeat(5))).toBe('account.password.tooShort');
    expect(newPasswordError('a'.repeat(33))).toBe('account.password.tooLong');
  });

  it('is required', () => {
    expect(newPasswordError('')).toBe('account.password.required');
    expect(newPasswordError(undefined)).toBe('account.password.required');
  });

  it('keeps spaces: a password is never trimmed', () => {
    expect(validate(newPasswordSchema, ' pass ')).toEqual({ ok: true, value: ' pass ' });
    expect(newPasswordError(' pas ')).toBe('account.password.tooShort');
  });
});

describe('enteredPasswordSchema', () => {
  it('only requires a password at login, of any length', () => {
    expect(validate(enteredPasswordSchema, 'a').ok).toBe(true);
    expect(validate(enteredPasswordSchema, 'a'.repeat(40)).ok).toBe(true);
    expect(validate(enteredPasswordSchema, '')).toEqual({
      ok: false,
      errors: { '': 'account.password.required' },
    });
  });
});

describe('password confirmation', () => {
  it('is required', () => {
    expect(validate(passwordConfirmationSchema, '')).toEqual({
      ok: false,
      errors: { '': 'account.confirmPassword.required' },
    });
  });

  it('must repeat the password exactly', () => {
    expect(passwordsMatch({ password: 'secret1', confirmPassword: 'secret1' })).toBe(true);
    expect(passwordsMatch({ password: 'secret1', confirmPassword: 'Secret1' })).toBe(false);
    expect(passwordsMatch({ password: 'secret1', confirmPassword: 'secret1 ' })).toBe(false);
  });
});
