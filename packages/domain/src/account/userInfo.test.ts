import { describe, expect, it } from 'vitest';
import { isProcurementManager, PROCUREMENT_MANAGER_LEVEL } from './userInfo';

describe('procurement manager', () => {
  it('is the account of level 12, and no other level', () => {
    expect(PROCUREMENT_MANAGER_LEVEL).toBe(12);
    expect(isProcurementManager({ level: 12 })).toBe(true);
    expect(isProcurementManager({ level: 11 })).toBe(false);
    expect(isProcurementManager({ level: 13 })).toBe(false);
  });
});
