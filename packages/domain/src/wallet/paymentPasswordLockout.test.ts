import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PASSWORD_LOCKOUT_MINUTES,
  PAYMENT_PASSWORD_MAX_WRONG,
  PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES,
  paymentPasswordAttemptsLeft,
  paymentPasswordLockedUntil,
  paymentPasswordMinutesLeft,
  paymentPasswordWindowStart,
} from './paymentPasswordLockout';

describe('the payment password lockout (issue 15 item 3)', () => {
  it('locks after 5 wrong entries within 15 minutes, for 15 minutes', () => {
    expect([
      PAYMENT_PASSWORD_MAX_WRONG,
      PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES,
      PAYMENT_PASSWORD_LOCKOUT_MINUTES,
    ]).toEqual([5, 15, 15]);
    // The window is as long as the lock: the entries that locked have left it when it ends.
    expect(PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES).toBe(PAYMENT_PASSWORD_LOCKOUT_MINUTES);
  });

  it('counts the attempts left down to zero, never below', () => {
    expect([1, 2, 3, 4, 5, 6].map(paymentPasswordAttemptsLeft)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it('dates the window and the lock from the entry', () => {
    const at = new Date('2026-03-02T06:00:00Z');
    expect(paymentPasswordWindowStart(at).toISOString()).toBe('2026-03-02T05:45:00.000Z');
    expect(paymentPasswordLockedUntil(at).toISOString()).toBe('2026-03-02T06:15:00.000Z');
  });

  it('says the minutes left rounded up, at least one', () => {
    const until = new Date('2026-03-02T06:15:00Z');
    expect(paymentPasswordMinutesLeft(until, new Date('2026-03-02T06:00:00Z'))).toBe(15);
    expect(paymentPasswordMinutesLeft(until, new Date('2026-03-02T06:14:30Z'))).toBe(1);
    expect(paymentPasswordMinutesLeft(until, new Date('2026-03-02T06:05:01Z'))).toBe(10);
    expect(paymentPasswordMinutesLeft(until, until)).toBe(1);
  });
});
