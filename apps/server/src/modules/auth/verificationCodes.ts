import { randomInt } from 'node:crypto';
import {
  resendCodeCountdown,
  VERIFICATION_CODE_MAX_DIGITS,
  VERIFICATION_CODE_MIN_DIGITS,
} from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { closeCode, codeHistory, insertCode, reserveGuess, type CodePurpose } from './codeRepository';
import { hashSecret, verifySecret } from './passwordHash';

/** Codes have 6 digits: within the domain's 4-8, the length WhatsApp's authentication templates use. */
export const CODE_DIGITS = 6;
if (CODE_DIGITS < VERIFICATION_CODE_MIN_DIGITS || CODE_DIGITS > VERIFICATION_CODE_MAX_DIGITS) {
  throw new Error('CODE_DIGITS must be a length the domain accepts');
}

/** A code works for 5 minutes: long enough to switch to WhatsApp or the mailbox and back. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

/** Five guesses per code, then it is closed: 5 in 10^6 is the best odds a guesser gets per code. */
export const CODE_MAX_ATTEMPTS = 5;

/** At most 10 codes per recipient and purpose per day (spec section 8, 6026: "retry tomorrow"). */
export const CODES_PER_DAY = 10;

/** Iraq keeps UTC+3 all year (no daylight saving since 2008): "tomorrow" starts at Baghdad midnight. */
const BAGHDAD_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfBaghdadDay(now: Date): Date {
  const local = now.getTime() + BAGHDAD_UTC_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - BAGHDAD_UTC_OFFSET_MS);
}

export type SendAllowance = { canSend: true } | { canSend: false; secondsLeft: number } | 'dailyLimit';

/** Whether a code may be sent to `recipient` now: the 60 s resend wait and the daily limit. */
export async function sendAllowance(
  db: Queryable,
  clock: Clock,
  purpose: CodePurpose,
  recipient: string,
): Promise<SendAllowance> {
  const now = clock.now();
  const history = await codeHistory(db, purpose, recipient, startOfBaghdadDay(now));
  if (history.sentSince >= CODES_PER_DAY) return 'dailyLimit';
  const countdown = resendCodeCountdown(history.lastSentAt?.getTime() ?? null, now.getTime());
  return countdown.canSend ? { canSend: true } : { canSend: false, secondsLeft: countdown.secondsLeft };
}

/** A uniformly random code of {@link CODE_DIGITS} digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * Stores `code` (only its scrypt hash) as the recipient's one open code. Call inside the
 * transaction that also queues the message carrying it, after {@link sendAllowance} said yes.
 * scrypt makes each guess at a stolen hash cost tens of milliseconds: a million of them take far
 * longer than the code lives.
 */
export async function storeCode(
  db: Queryable,
  clock: Clock,
  code: { purpose: CodePurpose; recipient: string; userId: string; codeHash: string },
): Promise<void> {
  const createdAt = clock.now();
  await insertCode(db, { ...code, createdAt, expiresAt: new Date(createdAt.getTime() + CODE_LIFETIME_MS) });
}

export const hashCode = hashSecret;

/**
 * Checks a guess at the recipient's open code. Right: the code is closed (single use) and its
 * user's id answered. Wrong, expired, used or absent: null; the fifth wrong guess closes it.
 */
export async function consumeCode(
  db: Queryable,
  clock: Clock,
  purpose: CodePurpose,
  recipient: string,
  guess: string,
): Promise<string | null> {
  const now = clock.now();
  const reserved = await reserveGuess(db, purpose, recipient, now, CODE_MAX_ATTEMPTS);
  if (!reserved) return null;
  if (await verifySecret(guess, reserved.codeHash)) {
    return (await closeCode(db, reserved.id, now)) ? reserved.userId : null;
  }
  if (reserved.attempts >= CODE_MAX_ATTEMPTS) await closeCode(db, reserved.id, now);
  return null;
}
