import { describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, readStoredLocale, switchLocale } from './storedLocale';

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

describe('switchLocale', () => {
  it('stores the choice, then reloads the page', () => {
    const order: string[] = [];
    const storage = { setItem: vi.fn((key: string, value: string) => order.push(`store ${key}=${value}`)) };
    switchLocale('zh', { storage, reload: () => order.push('reload') });
    expect(order).toEqual([`store ${LOCALE_STORAGE_KEY}=zh`, 'reload']);
  });

  it('still reloads when the browser refuses to store it', () => {
    const reload = vi.fn();
    const storage = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    switchLocale('en', { storage, reload });
    expect(reload).toHaveBeenCalledOnce();
  });
});
