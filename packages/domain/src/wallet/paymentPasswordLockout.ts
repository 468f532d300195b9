/*
 * Issue 15 item 3: wrong payment passwords lock the payment password for a while ("payment
 * password incorrect", spec section 8). The rule, in one place:
 *
 * - every wrong entry is recorded with its time; a right one forgets them all;
 * - the `PAYMENT_PASSWORD_MAX_WRONG`th wrong entry within `PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES`
 *   locks the payment password for `PAYMENT_PASSWORD_LOCKOUT_MINUTES` from that entry; while it
 *   is locked no entry is checked (not even a right one) and none is counted;
 * - each wrong entry before that says how many are left.
 *
 * The window and the lock are the same length, so when a lock ends every wrong entry that led to
 * it has left the window: the buyer starts again with all the attempts.
 */

/** Wrong entries within the window that lock the payment password. */
export const PAYMENT_PASSWORD_MAX_WRONG = 5;

/** How far back wrong entries are counted. */
export const PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES = 15;

/** How long the payment password stays locked after the last allowed wrong entry. */
export const PAYMENT_PASSWORD_LOCKOUT_MINUTES = 15;

const MINUTE_MS = 60 * 1000;

/** The earliest time a wrong entry still counts at `now`. */
export function paymentPasswordWindowStart(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_PASSWORD_WRONG_WINDOW_MINUTES * MINUTE_MS);
}

/** Entries left after `wrongInWindow` wrong ones (0: this wrong entry locked it). */
export function paymentPasswordAttemptsLeft(wrongInWindow: number): number {
  return Math.max(0, PAYMENT_PASSWORD_MAX_WRONG - wrongInWindow);
}

/** Until when a wrong entry made at `at` locks, when it leaves no attempts. */
export function paymentPasswordLockedUntil(at: Date): Date {
  return new Date(at.getTime() + PAYMENT_PASSWORD_LOCKOUT_MINUTES * MINUTE_MS);
}

/** Whole minutes until `lockedUntil`, rounded up (at least 1 while it is locked): what the message says. */
export function paymentPasswordMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
}
