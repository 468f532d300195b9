import { BUSINESS_CODE } from '@tijara/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { hashSecret, verifySecret } from '../auth/passwordHash';
import { findUserById, setFirstPaymentPasswordHash, setPaymentPasswordHash } from './userRepository';

/** The first payment password; 409 when one is set already (reset replaces it). */
export async function setPaymentPassword(
  db: Database,
  userId: string,
  paymentPassword: string,
): Promise<void> {
  const hash = await hashSecret(paymentPassword);
  if (!(await setFirstPaymentPasswordHash(db, userId, hash))) {
    throw new ApiError(409, 409, 'paymentPasswordAlreadySet');
  }
}

/** Replaces the payment password, proven by the login password (6029 when wrong). */
export async function resetPaymentPassword(
  db: Database,
  userId: string,
  form: { password: string; paymentPassword: string },
): Promise<void> {
  const user = await findUserById(db, userId);
  const hash = user?.passwordHash ?? null;
  const right = hash !== null && (await verifySecret(form.password, hash));
  if (!user || !right) throw new ApiError(400, BUSINESS_CODE.oldPasswordWrong, 'loginPasswordWrong');
  await setPaymentPasswordHash(db, user.id, await hashSecret(form.paymentPassword));
}
