import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { resetPasswordFormSchema } from './resetPasswordForm';

const form = { email: 'ali@example.iq', code: '123456', password: 'newpass1', confirmPassword: 'newpass1' };

describe('reset-password form', () => {
  it('takes the email, its code and a confirmed new password', () => {
    expect(validate(resetPasswordFormSchema, form)).toEqual({ ok: true, value: form });
  });

  it('requires every field', () => {
    expect(validate(resetPasswordFormSchema, {})).toEqual({
      ok: false,
      errors: {
        email: 'account.email.required',
        code: 'account.code.required',
        password: 'account.password.required',
        confirmPassword: 'account.confirmPassword.required',
      },
    });
  });

  it('holds the new password to 32 characters and to its confirmation', () => {
    const long = 'a'.repeat(33);
    expect(validate(resetPasswordFormSchema, { ...form, password: long, confirmPassword: long })).toEqual({
      ok: false,
      errors: { password: 'account.password.tooLong' },
    });
    expect(validate(resetPasswordFormSchema, { ...form, confirmPassword: 'newpass2' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'account.confirmPassword.mismatch' },
    });
  });
});
