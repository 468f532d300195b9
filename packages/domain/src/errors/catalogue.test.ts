import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CODE,
  CATALOGUE_MESSAGE_KEYS,
  failureMessage,
  HTTP_STATUS_MESSAGE,
  messageKeyForCode,
} from './catalogue';

describe('business codes (spec section 8)', () => {
  it('keep the numbers of the spec', () => {
    expect(BUSINESS_CODE).toEqual({
      cartNumberTip: 6011,
      invitationCodeWrong: 6020,
      verificationCodeWrong: 6021,
      emailCodeWrong: 6022,
      accountNotFound: 6023,
      wrongPassword: 6024,
      tooManyWrongPasswords: 6025,
      dailyLimitExceeded: 6026,
      newPasswordSameAsOld: 6027,
      emailInvalid: 6028,
      oldPasswordWrong: 6029,
      phoneNotRegistered: 6062,
      sendCodeFailed: 6128,
    });
  });

  it('each map to their own message key', () => {
    expect(messageKeyForCode(6023)).toBe('error.accountNotFound');
    expect(messageKeyForCode(6062)).toBe('error.phoneNotRegistered');
    expect(messageKeyForCode(6128)).toBe('error.sendCodeFailed');
    const keys = Object.values(BUSINESS_CODE).map(messageKeyForCode);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(null);
  });
});

describe('HTTP statuses (spec section 8)', () => {
  it('map the listed statuses and no others', () => {
    expect(Object.keys(HTTP_STATUS_MESSAGE).map(Number)).toEqual([
      200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 502, 503, 504,
    ]);
    expect(messageKeyForCode(503)).toBe('http.unavailable');
    expect(messageKeyForCode(500)).toBeNull();
    expect(messageKeyForCode(-404)).toBeNull();
  });
});

describe('failureMessage (spec section 7: mapped message, or msg, or system error)', () => {
  it('prefers the mapped message', () => {
    expect(failureMessage(6021, 'wrong code from server')).toEqual({ key: 'error.verificationCodeWrong' });
  });

  it("falls back to the server's msg", () => {
    expect(failureMessage(500, 'database is down')).toEqual({ text: 'database is down' });
  });

  it('falls back to "system error" when there is no msg', () => {
    expect(failureMessage(500, '')).toEqual({ key: 'error.system' });
    expect(failureMessage(-404, '   ')).toEqual({ key: 'error.system' });
    expect(failureMessage(-404, undefined)).toEqual({ key: 'error.system' });
  });
});

describe('the catalogue', () => {
  it('lists every key once', () => {
    expect(new Set(CATALOGUE_MESSAGE_KEYS).size).toBe(CATALOGUE_MESSAGE_KEYS.length);
    expect(CATALOGUE_MESSAGE_KEYS).toContain('error.system');
    expect(CATALOGUE_MESSAGE_KEYS).toContain('http.gatewayTimeout');
    expect(CATALOGUE_MESSAGE_KEYS).toContain('error.dailyLimitExceeded');
  });
});
