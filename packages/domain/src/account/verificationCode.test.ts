import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { verificationCodeSchema } from './verificationCode';
import { VERIFICATION_CODE_MAX_DIGITS, VERIFICATION_CODE_MIN_DIGITS } from './verificationCodeRule';

const codeError = (input: unknown) => {
  const result = validate(verificationCodeSchema, input);
  return result.ok ? null : result.errors[''];
};

describe('verificationCodeSchema', () => {
  it('accepts 4 to 8 digits, trimmed, Arabic-Indic digits included', () => {
    expect([VERIFICATION_CODE_MIN_DIGITS, VERIFICATION_CODE_MAX_DIGITS]).toEqual([4, 8]);
    expect(validate(verificationCodeSchema, '1234')).toEqual({ ok: true, value: '1234' });
    expect(validate(verificationCodeSchema, '12345678')).toEqual({ ok: true, value: '12345678' });
    expect(validate(verificationCodeSchema, ' ١٢٣٤٥٦ ')).toEqual({ ok: true, value: '123456' });
  });

  it('is required', () => {
    for (const input of ['', ' ', undefined]) expect(codeError(input)).toBe('account.code.required');
  });

  it('refuses 3 or 9 digits and anything but digits', () => {
    for (const input of ['123', '123456789', '12a4', '12 34'])
      expect(codeError(input)).toBe('account.code.invalid');
  });
});
