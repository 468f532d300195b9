import { randomBytes } from 'node:crypto';
import { BUSINESS_CODE } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { hashSecret, verifySecret } from '../auth/passwordHash';
import { startSession } from '../auth/sessions';
import { accountErrors } from './accountErrors';
import {
  accountLockedUntil,
  addressLockedUntil,
  clearAddressCount,
  lockAccount,
  lockAddress,
  MAX_WRONG_PASSWORDS,
  PASSWORD_LOCKOUT_MS,
  recordWrongPassword,
  reserveGuess,
} from './loginThrottle';
import { findUserByAccount } from './userRepository';

export { MAX_WRONG_PASSWORDS, PASSWORD_LOCKOUT_MS } from './loginThrottle';

function lockedOut(until: Date | null, now: Date): ApiError {
  const msLeft = until && until > now ? until.getTime() - now.getTime() : PASSWORD_LOCKOUT_MS;
  const secondsLeft = Math.ceil(msLeft / 1000);
  return new ApiError(
    429,
    BUSINESS_CODE.tooManyWrongPasswords,
    'error.tooManyWrongPasswords',
    { lockoutMinutes: Math.ceil(secondsLeft / 60) },
    { 'retry-after': String(secondsLeft) },
    { retryAfterSeconds: secondsLeft },
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random secret nobody knows, made once with the current parameters: checked against
 * when there is no real hash to check (no such account, or one made by social sign-in), so those
 * answers take as long as a wrong password and their timing does not tell that the account exists.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(32).toString('base64'));
  return dummyHash;
}

/**
 * Login type 1: the account is a user name, email or phone. 6023 when no account has it (after
 * checking the password against a dummy hash, for the time it takes); 6024 with the attempts left
 * for a wrong password; the fifth wrong one in a row from one client address locks that address out
 * of the account for five minutes (6025), also for the right password; guessing spread over many
 * addresses meets the account-wide ceiling (`loginThrottle.ts`). A success resets that address's
 * count.
 */
export async function loginWithPassword(
  db: Queryable,
  clock: Clock,
  account: string,
  password: string,
  clientAddress: string,
): Promise<string> {
  const user = await findUserByAccount(db, account);
  if (!user) {
    await verifySecret(password, await dummyPasswordHash());
    throw accountErrors.accountNotFound();
  }
  const now = clock.now();
  const accountLock = await accountLockedUntil(db, user.id);
  if (accountLock && accountLock > now) throw lockedOut(accountLock, now);
  const guess = await reserveGuess(db, user.id, clientAddress, now);
  if (guess === null) throw lockedOut(await addressLockedUntil(db, user.id, clientAddress), now);
  // An account made by social sign-in has no password: every guess is wrong, checked all the same.
  const checked = await verifySecret(password, user.passwordHash ?? (await dummyPasswordHash()));
  if (checked && user.passwordHash !== null) {
    await clearAddressCount(db, user.id, clientAddress);
    return startSession(db, clock, user.id);
  }
  const until = new Date(now.getTime() + PASSWORD_LOCKOUT_MS);
  if (await recordWrongPassword(db, user.id, clientAddress, now)) {
    await lockAccount(db, user.id, until);
    throw lockedOut(until, now);
  }
  if (guess >= MAX_WRONG_PASSWORDS) {
    await lockAddress(db, user.id, clientAddress, until);
    throw lockedOut(until, now);
  }
  const remaining = MAX_WRONG_PASSWORDS - guess;
  throw new ApiError(
    400,
    BUSINESS_CODE.wrongPassword,
    'error.wrongPasswordAttemptsLeft',
    { remaining },
    {},
    { remainingAttempts: remaining },
  );
}
