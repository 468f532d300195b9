import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { passwordLoginFormSchema, phoneCodeLoginFormSchema, sendLoginCodeFormSchema } from './loginForm';

describe('password login form', () => {
  it('takes a user name or phone and a password', () => {
    expect(validate(passwordLoginFormSchema, { account: ' ali ', password: 'x' })).toEqual({
      ok: true,
      value: { account: 'ali', password: 'x' },
    });
  });

  it('reads an all-digit account as the phone it was registered as', () => {
    for (const account of ['07701234567', '٠٧٧٠١٢٣٤٥٦٧', '7701234567']) {
      expect(validate(passwordLoginFormSchema, { account, password: 'secret' })).toEqual({
        ok: true,
        value: { account: '7701234567', password: 'secret' },
      });
    }
    expect(validate(passwordLoginFormSchema, { account: '0ali', password: 'secret' })).toEqual({
      ok: true,
      value: { account: '0ali', password: 'secret' },
    });
  });

  it('requires the account and the password', () => {
    expect(validate(passwordLoginFormSchema, { account: '  ', password: '' })).toEqual({
      ok: false,
      errors: { account: 'account.userNameOrPhone.required', password: 'account.password.required' },
    });
  });
});

describe('phone-code login form', () => {
  it('takes the country, the phone and the code', () => {
    expect(
      validate(phoneCodeLoginFormSchema, { areaId: '964', phone: '07701234567', code: ' 123456 ' }),
    ).toEqual({ ok: true, value: { areaId: '964', phone: '7701234567', code: '123456' } });
  });

  it('requires all three', () => {
    expect(validate(phoneCodeLoginFormSchema, {})).toEqual({
      ok: false,
      errors: {
        areaId: 'account.phoneCountry.invalid',
        phone: 'account.phone.required',
        code: 'account.code.required',
      },
    });
  });
});

describe('send-code form', () => {
  it('needs the country and a valid phone, not a code', () => {
    expect(validate(sendLoginCodeFormSchema, { areaId: '90', phone: '5321234567' })).toEqual({
      ok: true,
      value: { areaId: '90', phone: '5321234567' },
    });
    expect(validate(sendLoginCodeFormSchema, { areaId: '90', phone: '' })).toEqual({
      ok: false,
      errors: { phone: 'account.phone.required' },
    });
  });
});
