import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './storedLocale';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LOCALE_STORAGE_KEY ? value : null) };
}

describe('readStoredLocale', () => {
  it('uses the stored choice', () => {
    expect(readStoredLocale(storageWith('ckb'))).toBe('ckb');
  });

  it('falls back to Arabic when nothing or something unknown is stored', () => {
    expect(readStoredLocale(storageWith(null))).toBe('ar');
    expect(readStoredLocale(storageWith('fr'))).toBe('ar');
    expect(readStoredLocale(undefined)).toBe('ar');
  });

  it('falls back to Arabic when the browser blocks storage', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readStoredLocale(blocked)).toBe('ar');
  });
});
