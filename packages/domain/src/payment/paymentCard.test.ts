import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { passesLuhn } from './cardNumber';
import { paymentCardSchema } from './paymentCard';
import { PAYMENT_CARD_ERROR } from './paymentCardRule';
import { PAYMENT_PASSWORD_ERROR } from './paymentPasswordRule';

const now = new Date('2025-06-15T12:00:00Z');

const card = {
  cardNumber: '4111 1111 1111 1111',
  validThru: '06/25',
  cvv: '123',
  paymentPassword: '246810',
  paymentPasswordConfirmation: '246810',
};

const check = (changes: Record<string, unknown>) => validate(paymentCardSchema(now), { ...card, ...changes });

/** A Luhn-valid number of `length` digits, so that only its length is under test. */
function luhnNumber(length: number): string {
  const body = '4'.padEnd(length - 1, '0');
  const checkDigit = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + String(checkDigit);
}

describe('paymentCardSchema (spec sections 3 and 5)', () => {
  it('accepts a complete card and gives the number without spaces', () => {
    expect(check({})).toEqual({
      ok: true,
      value: { ...card, cardNumber: '4111111111111111', validThru: '06/25' },
    });
  });

  it('requires every field', () => {
    expect(
      check({
        cardNumber: '  ',
        validThru: '',
        cvv: ' ',
        paymentPassword: '',
        paymentPasswordConfirmation: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        cardNumber: PAYMENT_CARD_ERROR.cardNumberRequired,
        validThru: PAYMENT_CARD_ERROR.validThruRequired,
        cvv: PAYMENT_CARD_ERROR.cvvRequired,
        paymentPassword: PAYMENT_PASSWORD_ERROR.required,
        paymentPasswordConfirmation: PAYMENT_PASSWORD_ERROR.confirmationRequired,
      },
    });
    expect(validate(paymentCardSchema(now), {})).toMatchObject({
      ok: false,
      errors: {
        cardNumber: PAYMENT_CARD_ERROR.cardNumberRequired,
        validThru: PAYMENT_CARD_ERROR.validThruRequired,
        cvv: PAYMENT_CARD_ERROR.cvvRequired,
      },
    });
  });

  describe('card number', () => {
    it('takes 12 to 19 digits, not 11 or 20', () => {
      expect(check({ cardNumber: luhnNumber(12) }).ok).toBe(true);
      expect(check({ cardNumber: luhnNumber(19) }).ok).toBe(true);
      expect(check({ cardNumber: luhnNumber(11) })).toEqual({
        ok: false,
        errors: { cardNumber: PAYMENT_CARD_ERROR.cardNumberInvalid },
      });
      expect(check({ cardNumber: luhnNumber(20) })).toEqual({
        ok: false,
        errors: { cardNumber: PAYMENT_CARD_ERROR.cardNumberInvalid },
      });
    });

    it('takes digits only once spaces are removed', () => {
      expect(check({ cardNumber: '4111-1111-1111-1111' })).toEqual({
        ok: false,
        errors: { cardNumber: PAYMENT_CARD_ERROR.cardNumberInvalid },
      });
    });

    it('catches a mistyped digit with the Luhn check', () => {
      expect(check({ cardNumber: '4111 1111 1111 1112' })).toEqual({
        ok: false,
        errors: { cardNumber: PAYMENT_CARD_ERROR.cardNumberChecksum },
      });
    });
  });

  describe('valid thru', () => {
    it('accepts the current month and refuses the month before', () => {
      expect(check({ validThru: '06/25' }).ok).toBe(true);
      expect(check({ validThru: '05/25' })).toEqual({
        ok: false,
        errors: { validThru: PAYMENT_CARD_ERROR.validThruExpired },
      });
    });

    it('depends on the day the schema was made for', () => {
      expect(validate(paymentCardSchema(new Date('2025-07-01T00:00:00Z')), card)).toEqual({
        ok: false,
        errors: { validThru: PAYMENT_CARD_ERROR.validThruExpired },
      });
    });

    it('refuses what is not MM/YY, and writes what it accepts as MM/YY', () => {
      expect(check({ validThru: '6/25' })).toEqual({
        ok: false,
        errors: { validThru: PAYMENT_CARD_ERROR.validThruInvalid },
      });
      expect(check({ validThru: '13/30' })).toEqual({
        ok: false,
        errors: { validThru: PAYMENT_CARD_ERROR.validThruInvalid },
      });
      expect(check({ validThru: ' 09 / 30 ' })).toMatchObject({ ok: true, value: { validThru: '09/30' } });
    });
  });

  describe('CVV', () => {
    it('takes 3 or 4 digits, not 2 or 5', () => {
      expect(check({ cvv: '123' }).ok).toBe(true);
      expect(check({ cvv: '1234' }).ok).toBe(true);
      for (const cvv of ['12', '12345', '12a']) {
        expect(check({ cvv }), cvv).toEqual({ ok: false, errors: { cvv: PAYMENT_CARD_ERROR.cvvInvalid } });
      }
    });
  });

  describe('payment password', () => {
    it('is 6 digits entered twice', () => {
      expect(check({ paymentPassword: '12345', paymentPasswordConfirmation: '12345' })).toEqual({
        ok: false,
        errors: { paymentPassword: PAYMENT_PASSWORD_ERROR.sixDigits },
      });
      expect(check({ paymentPasswordConfirmation: '246801' })).toEqual({
        ok: false,
        errors: { paymentPasswordConfirmation: PAYMENT_PASSWORD_ERROR.mismatch },
      });
    });
  });
});
