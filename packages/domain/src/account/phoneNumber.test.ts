import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { phoneNumberSchema, phoneSchema } from './phoneNumber';
import { nationalNumber, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phoneNumberRule';

const phoneError = (input: unknown) => {
  const result = validate(phoneSchema, input);
  return result.ok ? null : result.errors[''];
};

describe('phoneSchema', () => {
  it('accepts 7 to 13 digits', () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([7, 13]);
    expect(validate(phoneSchema, '1234567')).toEqual({ ok: true, value: '1234567' });
    expect(validate(phoneSchema, '1234567890123')).toEqual({ ok: true, value: '1234567890123' });
  });

  it('refuses 6 digits as too short and 14 as too long', () => {
    expect(phoneError('123456')).toBe('account.phone.tooShort');
    expect(phoneError('12345678901234')).toBe('account.phone.tooLong');
  });

  it('drops the trunk 0 and counts the digits after it', () => {
    expect(validate(phoneSchema, '07701234567')).toEqual({ ok: true, value: '7701234567' });
    expect(validate(phoneSchema, '01234567890123')).toEqual({ ok: true, value: '1234567890123' });
    expect(phoneError('0123456')).toBe('account.phone.tooShort');
  });

  it('trims and reads Arabic-Indic digits', () => {
    expect(validate(phoneSchema, ' ٠٧٧٠١٢٣٤٥٦٧ ')).toEqual({ ok: true, value: '7701234567' });
  });

  it('is required', () => {
    for (const input of ['', '   ', undefined, null])
      expect(phoneError(input)).toBe('account.phone.required');
  });

  it('takes digits only: no +, spaces, dashes or letters', () => {
    for (const input of ['+9647701234567', '0770 123 4567', '770-123-4567', '77O1234567']) {
      expect(phoneError(input)).toBe('account.phone.digitsOnly');
    }
  });

  it('must be a positive number', () => {
    expect(phoneError('00000000')).toBe('account.phone.notPositive');
    expect(phoneError('0000000000000')).toBe('account.phone.notPositive');
    expect(validate(phoneSchema, '00000001').ok).toBe(true);
  });

  it('reports the keys of the field it is used for', () => {
    const contact = phoneNumberSchema({
      required: 'test.contact.required',
      digitsOnly: 'test.contact.digitsOnly',
      tooShort: 'test.contact.tooShort',
      tooLong: 'test.contact.tooLong',
      notPositive: 'test.contact.notPositive',
    });
    expect(validate(contact, '12')).toEqual({ ok: false, errors: { '': 'test.contact.tooShort' } });
  });
});

describe('nationalNumber', () => {
  it('drops one trunk 0 only', () => {
    expect(nationalNumber('07701234567')).toBe('7701234567');
    expect(nationalNumber('7701234567')).toBe('7701234567');
    expect(nationalNumber('009647701234567')).toBe('09647701234567');
    expect(nationalNumber('٠٧٧٠')).toBe('770');
  });
});
