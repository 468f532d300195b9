import { describe, expect, it } from 'vitest';
import { iqdDinars } from '../money';
import { FREEZE_PLANS, freezeBonus, freezeReleaseAt, isFreezeReleased, type FreezeDays } from './wallet';

describe('wallet freeze (spec section 9)', () => {
  it('offers 7 days for 0.5 % and 15 days for 2 %', () => {
    expect(FREEZE_PLANS).toEqual([
      { days: 7, bonusBasisPoints: 50 },
      { days: 15, bonusBasisPoints: 200 },
    ]);
    expect(freezeBonus(iqdDinars(1_000_000), 7)).toBe(5_000);
    expect(freezeBonus(iqdDinars(1_000_000), 15)).toBe(20_000);
  });

  it('rounds the bonus down to the dinar', () => {
    expect(freezeBonus(iqdDinars(1_999), 7)).toBe(9);
  });

  it('refuses a freeze length that is not offered', () => {
    expect(() => freezeBonus(iqdDinars(1000), 10 as FreezeDays)).toThrow(RangeError);
  });

  it('releases the balance when the period has passed, not a millisecond before', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(freezeReleaseAt(start, 7).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(isFreezeReleased(start, 7, new Date('2026-03-08T09:59:59.999Z'))).toBe(false);
    expect(isFreezeReleased(start, 7, new Date('2026-03-08T10:00:00Z'))).toBe(true);
    expect(isFreezeReleased(start, 15, new Date('2026-03-08T10:00:00Z'))).toBe(false);
  });
});
