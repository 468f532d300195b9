import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { NATURAL_DAY_MS } from './orderTimeRules';
import { FREE_STORAGE_DAYS, chargeableStorageDays, overstayFee, storageFee } from './warehouseStorage';

const since = new Date('2025-04-01T10:00:00Z');
const after = (ms: number) => new Date(since.getTime() + ms);
const DAILY = usdCents(250);

describe('storage is free for 5 days from the second-stage-fee status (spec sections 4 and 9)', () => {
  it('uses 5 free days', () => {
    expect(FREE_STORAGE_DAYS).toBe(5);
  });

  it('costs nothing up to exactly 5 days', () => {
    expect(storageFee(since, since, DAILY)).toBe(0);
    expect(storageFee(since, after(5 * NATURAL_DAY_MS), DAILY)).toBe(0);
  });

  it('charges a whole day as soon as the sixth day starts', () => {
    expect(storageFee(since, after(5 * NATURAL_DAY_MS + 1), DAILY)).toBe(250);
    expect(storageFee(since, after(6 * NATURAL_DAY_MS), DAILY)).toBe(250);
    expect(storageFee(since, after(6 * NATURAL_DAY_MS + 1), DAILY)).toBe(500);
  });

  it('charges nothing for a clock that has not started', () => {
    expect(storageFee(since, after(-NATURAL_DAY_MS), DAILY)).toBe(0);
  });

  it('refuses a negative daily fee', () => {
    expect(() => storageFee(since, after(10 * NATURAL_DAY_MS), usdCents(-1))).toThrow(RangeError);
  });
});

describe('chargeableStorageDays', () => {
  it('counts started days after the free ones', () => {
    expect(chargeableStorageDays(since, after(2 * NATURAL_DAY_MS), 0)).toBe(2);
    expect(chargeableStorageDays(since, after(2 * NATURAL_DAY_MS + 1), 0)).toBe(3);
    expect(chargeableStorageDays(since, after(9 * NATURAL_DAY_MS), 7)).toBe(2);
  });

  it('refuses free days that are not a whole, non-negative number', () => {
    expect(() => chargeableStorageDays(since, since, -1)).toThrow(RangeError);
    expect(() => chargeableStorageDays(since, since, 1.5)).toThrow(RangeError);
  });
});

describe('overstay fee at the Baghdad warehouse', () => {
  it('starts after the order own free storage period, counted from arrival', () => {
    expect(overstayFee(since, after(10 * NATURAL_DAY_MS), 10, DAILY)).toBe(0);
    expect(overstayFee(since, after(10 * NATURAL_DAY_MS + 1), 10, DAILY)).toBe(250);
    expect(overstayFee(since, after(12 * NATURAL_DAY_MS), 10, DAILY)).toBe(500);
  });

  it('charges from the first started day when the order has no free period', () => {
    expect(overstayFee(since, after(1), 0, DAILY)).toBe(250);
  });
});
