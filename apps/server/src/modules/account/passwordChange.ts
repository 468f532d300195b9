import { BUSINESS_CODE, type Locale, type ResetPasswordForm } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { hashSecret, verifySecret } from '../auth/passwordHash';
import { revokeUserTokens } from '../auth/tokenRepository';
import { consumeCode } from '../auth/verificationCodes';
import { accountErrors } from './accountErrors';
import { sendCode } from './codeDelivery';
import {
  accountKey,
  findUserByEmail,
  findUserById,
  setPasswordHash,
  type UserRecord,
} from './userRepository';
import { clearPasswordLockouts } from './loginThrottle';

async function userWithEmail(db: Database, email: string): Promise<UserRecord> {
  const user = await findUserByEmail(db, email);
  if (!user) throw accountErrors.noAccountForEmail();
  return user;
}

/** The email address a reset code goes to, as codes are filed: in its comparison form. */
function resetRecipient(email: string): string {
  return accountKey(email);
}

/** Spec section 7, sendEmailCode: a reset code to a registered email. */
export async function sendResetCode(
  db: Database,
  clock: Clock,
  email: string,
  locale: Locale,
): Promise<void> {
  const user = await userWithEmail(db, email);
  await sendCode(db, clock, {
    purpose: 'resetPassword',
    recipient: resetRecipient(user.email ?? email),
    userId: user.id,
    locale,
  });
}

/**
 * Spec section 7, forgetPassword: a new password proven by the emailed code (6022 when wrong,
 * expired or used). Every session of the account is signed out, and any lockout lifted.
 */
export async function resetForgottenPassword(
  db: Database,
  clock: Clock,
  form: ResetPasswordForm,
): Promise<void> {
  const user = await userWithEmail(db, form.email);
  const userId = await consumeCode(
    db,
    clock,
    'resetPassword',
    resetRecipient(user.email ?? form.email),
    form.code,
  );
  if (userId !== user.id) throw new ApiError(400, BUSINESS_CODE.emailCodeWrong, 'error.emailCodeWrong');
  const passwordHash = await hashSecret(form.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await clearPasswordLockouts(tx, user.id);
    await revokeUserTokens(tx, user.id, clock.now());
  });
}

/**
 * The signed-in user's new password: 6029 when the old one is wrong, 6027 when the new one is
 * the same. Other sessions are signed out; the one asking stays signed in.
 */
export async function changePassword(
  db: Database,
  clock: Clock,
  session: { userId: string; tokenHash: string },
  form: { oldPassword: string; password: string },
): Promise<void> {
  const user = await findUserById(db, session.userId);
  const hash = user?.passwordHash ?? null;
  const oldRight = hash !== null && (await verifySecret(form.oldPassword, hash));
  if (!user || !oldRight) throw new ApiError(400, BUSINESS_CODE.oldPasswordWrong, 'error.oldPasswordWrong');
  if (form.password.normalize('NFC') === form.oldPassword.normalize('NFC')) {
    throw new ApiError(400, BUSINESS_CODE.newPasswordSameAsOld, 'error.newPasswordSameAsOld');
  }
  const passwordHash = await hashSecret(form.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await clearPasswordLockouts(tx, user.id);
    await revokeUserTokens(tx, user.id, clock.now(), session.tokenHash);
  });
}
