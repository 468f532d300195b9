import { afterEach, describe, expect, it } from 'vitest';
import { cookieStorage, preferenceCookie, preferenceStorage, syncPreferenceCookies } from './preferences';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the preference cookies', () => {
  it('are a year long, for the whole site, and not sent by other sites', () => {
    expect(preferenceCookie('tijara.locale', 'en')).toBe(
      'tijara.locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('follow each choice stored through preferenceStorage', () => {
    const storage = preferenceStorage(localStorage);
    storage.setItem('tijara.currency', 'IQD');
    expect(localStorage.getItem('tijara.currency')).toBe('IQD');
    expect(document.cookie).toContain('tijara.currency=IQD');
    expect(storage.getItem('tijara.currency')).toBe('IQD');
  });

  it('copy the stored choices made before they existed', () => {
    localStorage.setItem('tijara.locale', 'ckb');
    localStorage.setItem('tijara.session', 'secret');
    syncPreferenceCookies(localStorage);
    expect(document.cookie).toContain('tijara.locale=ckb');
    // Only the two preferences: nothing else stored goes into a cookie.
    expect(document.cookie).not.toContain('secret');
  });
});

describe('cookieStorage (the server reading a request’s cookies)', () => {
  it('reads the two preferences and nothing else', () => {
    const storage = cookieStorage('a=1; tijara.locale=en;tijara.currency=IQD; tijara.session=x');
    expect(storage.getItem('tijara.locale')).toBe('en');
    expect(storage.getItem('tijara.currency')).toBe('IQD');
    expect(storage.getItem('tijara.session')).toBeNull();
    expect(storage.getItem('a')).toBeNull();
  });

  it('keeps the first of repeated cookies, decodes values, and ignores broken ones', () => {
    expect(cookieStorage('tijara.locale=zh; tijara.locale=en').getItem('tijara.locale')).toBe('zh');
    expect(cookieStorage('tijara.locale=%65n').getItem('tijara.locale')).toBe('en');
    expect(cookieStorage('tijara.locale=%E0%A4%A').getItem('tijara.locale')).toBeNull();
    expect(cookieStorage(undefined).getItem('tijara.locale')).toBeNull();
    expect(cookieStorage('=en; tijara.locale').getItem('tijara.locale')).toBeNull();
  });
});
