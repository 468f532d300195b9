import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ID, fromDefaultAddressFlag, toDefaultAddressFlag } from './address';

describe('address', () => {
  it('defaults to country 4840', () => {
    expect(DEFAULT_COUNTRY_ID).toBe(4840);
  });

  it('sends isDefault as 1 or 0', () => {
    expect(toDefaultAddressFlag(true)).toBe(1);
    expect(toDefaultAddressFlag(false)).toBe(0);
  });

  it('reads only 1 as the default address', () => {
    expect(fromDefaultAddressFlag(1)).toBe(true);
    expect(fromDefaultAddressFlag(0)).toBe(false);
    expect(fromDefaultAddressFlag(2)).toBe(false);
  });
});
