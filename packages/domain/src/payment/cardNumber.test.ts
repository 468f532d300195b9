import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_DIGITS, passesLuhn, stripCardNumberSpaces } from './cardNumber';

describe('stripCardNumberSpaces', () => {
  it('drops the spaces of a number copied as printed', () => {
    expect(stripCardNumberSpaces(' 4111 1111\t1111 1111 ')).toBe('4111111111111111');
  });
});

describe('passesLuhn', () => {
  it('accepts the published Visa and Mastercard test numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4012888888881881')).toBe(true);
  });

  it('refuses a single mistyped digit', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('5555555555554445')).toBe(false);
  });

  it('doubles every second digit from the right, subtracting 9 above 9', () => {
    // 18: 8 + (1*2) = 10. 59: 9 + (5*2 - 9) = 10. 91: 1 + (9*2 - 9) = 10.
    expect(passesLuhn('18')).toBe(true);
    expect(passesLuhn('59')).toBe(true);
    expect(passesLuhn('91')).toBe(true);
    expect(passesLuhn('81')).toBe(false);
  });

  it('refuses anything that is not digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111-1111-1111-1111')).toBe(false);
  });

  it('reads 12 to 19 digits as a card number', () => {
    expect(CARD_NUMBER_DIGITS).toEqual({ min: 12, max: 19 });
  });
});
