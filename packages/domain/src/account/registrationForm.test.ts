import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { registrationFormSchema } from './registrationForm';

const form = {
  userName: ' ali.hassan ',
  email: 'ali@example.iq',
  phone: '07701234567',
  password: 'secret12',
  confirmPassword: 'secret12',
};

describe('registration form', () => {
  it('accepts a complete form and gives the values as stored', () => {
    expect(validate(registrationFormSchema, form)).toEqual({
      ok: true,
      value: { ...form, userName: 'ali.hassan', phone: '7701234567' },
    });
  });

  it('requires every field', () => {
    expect(validate(registrationFormSchema, {})).toEqual({
      ok: false,
      errors: {
        userName: 'account.userName.required',
        email: 'account.email.required',
        phone: 'account.phone.required',
        password: 'account.password.required',
        confirmPassword: 'account.confirmPassword.required',
      },
    });
  });

  it('reports a confirmation that differs, under the confirmation', () => {
    expect(validate(registrationFormSchema, { ...form, confirmPassword: 'secret13' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'account.confirmPassword.mismatch' },
    });
  });

  it('reports the mismatch along with the other fields’ problems', () => {
    expect(validate(registrationFormSchema, { ...form, email: 'ali', confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: { email: 'account.email.invalid', confirmPassword: 'account.confirmPassword.mismatch' },
    });
  });

  it('holds new passwords to 6-32 characters', () => {
    expect(
      validate(registrationFormSchema, { ...form, password: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual({
      ok: false,
      errors: { password: 'account.password.tooShort' },
    });
  });
});
