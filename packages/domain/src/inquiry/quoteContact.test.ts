import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { QUOTE_CONTACT_NAME_MAX_LENGTH } from './quoteContactRule';
import { quoteRequestSchema } from './quoteRequest';

const request = { productName: 'LED strip', contactName: 'Ali Hassan' };

const errorsOf = (input: unknown) => {
  const result = validate(quoteRequestSchema, input);
  return result.ok ? {} : result.errors;
};

const contactOf = (input: Record<string, unknown>) => {
  const result = validate(quoteRequestSchema, { ...request, ...input });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { contactName, areaId, phone, email } = result.value;
  return { contactName, areaId, phone, email };
};

describe('the contact of a quote request', () => {
  it('is a name and a phone, an email, or both', () => {
    expect(contactOf({ phone: '07701234567' })).toEqual({
      contactName: 'Ali Hassan',
      areaId: '964',
      phone: '7701234567',
      email: undefined,
    });
    expect(contactOf({ email: ' ali@example.com ' })).toEqual({
      contactName: 'Ali Hassan',
      areaId: '964',
      phone: undefined,
      email: 'ali@example.com',
    });
    expect(contactOf({ phone: '5321234567', areaId: '90', email: 'ali@example.com' })).toMatchObject({
      areaId: '90',
      phone: '5321234567',
      email: 'ali@example.com',
    });
  });

  it('needs a phone or an email, and says so on both fields', () => {
    expect(errorsOf(request)).toEqual({
      phone: 'inquiry.contact.required',
      email: 'inquiry.contact.required',
    });
    expect(errorsOf({ ...request, phone: '  ', email: '', areaId: '964' })).toEqual({
      phone: 'inquiry.contact.required',
      email: 'inquiry.contact.required',
    });
    expect(errorsOf({ ...request, phone: null, email: null })).toEqual({
      phone: 'inquiry.contact.required',
      email: 'inquiry.contact.required',
    });
  });

  it('needs a name of at most 128 characters, trimmed', () => {
    expect(QUOTE_CONTACT_NAME_MAX_LENGTH).toBe(128);
    expect(contactOf({ contactName: `  ${'n'.repeat(128)} `, phone: '7701234567' }).contactName).toBe(
      'n'.repeat(128),
    );
    expect(errorsOf({ ...request, contactName: ' ', phone: '7701234567' })).toEqual({
      contactName: 'inquiry.contactName.required',
    });
    expect(errorsOf({ productName: 'x', phone: '7701234567' })).toEqual({
      contactName: 'inquiry.contactName.required',
    });
    expect(errorsOf({ ...request, contactName: 'n'.repeat(129), phone: '7701234567' })).toEqual({
      contactName: 'inquiry.contactName.tooLong',
    });
  });

  it('holds the phone to the phone rule: a positive number of 7-13 digits (spec section 5)', () => {
    expect(contactOf({ phone: '١٢٣٤٥٦٧' }).phone).toBe('1234567');
    expect(contactOf({ phone: '1234567890123' }).phone).toBe('1234567890123');
    expect(errorsOf({ ...request, phone: '123456' })).toEqual({ phone: 'inquiry.phone.tooShort' });
    expect(errorsOf({ ...request, phone: '12345678901234' })).toEqual({ phone: 'inquiry.phone.tooLong' });
    expect(errorsOf({ ...request, phone: '+9647701234567' })).toEqual({ phone: 'inquiry.phone.digitsOnly' });
    expect(errorsOf({ ...request, phone: '000000000' })).toEqual({ phone: 'inquiry.phone.notPositive' });
  });

  it('takes the dialing code from the phone-login list, Iraq by default', () => {
    expect(contactOf({ phone: '7701234567', areaId: null }).areaId).toBe('964');
    expect(contactOf({ phone: '7701234567', areaId: '' }).areaId).toBe('964');
    expect(contactOf({ phone: '13812345678', areaId: '86' }).areaId).toBe('86');
    expect(errorsOf({ ...request, phone: '7701234567', areaId: '1' })).toEqual({
      areaId: 'account.phoneCountry.invalid',
    });
  });

  it('holds the email to the email rule, at most 320 characters', () => {
    expect(errorsOf({ ...request, email: 'not an email' })).toEqual({ email: 'inquiry.email.invalid' });
    expect(errorsOf({ ...request, email: 42 })).toEqual({ email: 'inquiry.email.invalid' });
    expect(errorsOf({ ...request, email: `${'a'.repeat(320)}@example.com` })).toEqual({
      email: 'inquiry.email.tooLong',
    });
    // A wrong phone is wrong even when the email alone would do: the buyer typed it to be called.
    expect(errorsOf({ ...request, email: 'ali@example.com', phone: '12' })).toEqual({
      phone: 'inquiry.phone.tooShort',
    });
  });
});
