import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { paymentPasswordSchema } from './paymentPassword';
import { PAYMENT_PASSWORD_ERROR, PAYMENT_PASSWORD_LENGTH } from './paymentPasswordRule';

const entered = (paymentPassword: unknown, paymentPasswordConfirmation: unknown = paymentPassword) =>
  validate(paymentPasswordSchema, { paymentPassword, paymentPasswordConfirmation });

describe('payment password (spec sections 5 and 9: exactly 6 digits, entered twice)', () => {
  it('is 6 digits long', () => {
    expect(PAYMENT_PASSWORD_LENGTH).toBe(6);
  });

  it('accepts 6 digits entered twice', () => {
    expect(entered('012345')).toEqual({
      ok: true,
      value: { paymentPassword: '012345', paymentPasswordConfirmation: '012345' },
    });
  });

  it('refuses 5 or 7 digits, and anything that is not digits', () => {
    for (const password of ['12345', '1234567', '12345a', '12 345', '１２３４５６']) {
      expect(entered(password), password).toEqual({
        ok: false,
        errors: { paymentPassword: PAYMENT_PASSWORD_ERROR.sixDigits },
      });
    }
  });

  it('requires both entries', () => {
    expect(entered('', '')).toEqual({
      ok: false,
      errors: {
        paymentPassword: PAYMENT_PASSWORD_ERROR.required,
        paymentPasswordConfirmation: PAYMENT_PASSWORD_ERROR.confirmationRequired,
      },
    });
    expect(validate(paymentPasswordSchema, {})).toEqual({
      ok: false,
      errors: {
        paymentPassword: PAYMENT_PASSWORD_ERROR.required,
        paymentPasswordConfirmation: PAYMENT_PASSWORD_ERROR.confirmationRequired,
      },
    });
  });

  it('reports a second entry that differs on the confirmation field', () => {
    expect(entered('123456', '123465')).toEqual({
      ok: false,
      errors: { paymentPasswordConfirmation: PAYMENT_PASSWORD_ERROR.mismatch },
    });
  });
});
