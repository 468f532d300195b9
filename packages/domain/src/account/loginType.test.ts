import { describe, expect, it } from 'vitest';
import { LOGIN_TYPE } from './loginType';

describe('LOGIN_TYPE', () => {
  it('numbers the login kinds as the login call expects', () => {
    expect(LOGIN_TYPE).toEqual({ password: 1, phoneCode: 2, google: 3, facebook: 4, apple: 5 });
  });
});
