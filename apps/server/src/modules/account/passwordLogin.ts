import { BUSINESS_CODE, PASSWORD_LOCKOUT_MINUTES } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { verifySecret } from '../auth/passwordHash';
import { startSession } from '../auth/sessions';
import { accountErrors } from './accountErrors';
import {
  clearWrongPasswords,
  findUserByAccount,
  lockedUntilOf,
  lockPasswordLogin,
  reservePasswordGuess,
} from './userRepository';

/** Five wrong passwords in a row lock the password login (spec section 8, 6024 then 6025). */
export const MAX_WRONG_PASSWORDS = 5;

/** Spec section 8, 6025: "retry in 5 minutes"; the domain's figure, which the message quotes too. */
export const PASSWORD_LOCKOUT_MS = PASSWORD_LOCKOUT_MINUTES * 60 * 1000;

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

/**
 * Login type 1: the account is a user name, email or phone. 6023 when no account has it; 6024 with
 * the attempts left for a wrong password; the fifth wrong one in a row locks password logins for
 * five minutes (6025), also for the right password. A success resets the count.
 */
export async function loginWithPassword(
  db: Queryable,
  clock: Clock,
  account: string,
  password: string,
): Promise<string> {
  const user = await findUserByAccount(db, account);
  if (!user) throw accountErrors.accountNotFound();
  const now = clock.now();
  const guess = await reservePasswordGuess(db, user.id, now, MAX_WRONG_PASSWORDS);
  if (guess === null) throw lockedOut(await lockedUntilOf(db, user.id), now);
  // An account made by social sign-in has no password: every guess is wrong.
  const right = user.passwordHash !== null && (await verifySecret(password, user.passwordHash));
  if (right) {
    await clearWrongPasswords(db, user.id);
    return startSession(db, clock, user.id);
  }
  if (guess >= MAX_WRONG_PASSWORDS) {
    const until = new Date(now.getTime() + PASSWORD_LOCKOUT_MS);
    await lockPasswordLogin(db, user.id, until);
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
