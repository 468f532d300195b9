import type { RegistrationForm } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { hashSecret } from '../auth/passwordHash';
import { startSession } from '../auth/sessions';
import { BUYER_LEVEL } from './accountLevel';
import { accountErrors } from './accountErrors';
import { AccountTakenError, insertUser, isEmailTaken, isPhoneTaken, isUserNameTaken } from './userRepository';

/**
 * Creates a buyer's account and signs it in. Duplicates are answered 409 with the field that is
 * taken: checked first for the message, and enforced by the unique constraints for races. The
 * account and its first session commit together, before the call answers.
 */
export async function register(
  db: Database,
  clock: Clock,
  form: RegistrationForm & { areaId: string },
): Promise<{ userId: string; token: string }> {
  if (await isUserNameTaken(db, form.userName)) throw accountErrors.taken('userName');
  if (await isPhoneTaken(db, form.phone)) throw accountErrors.taken('phone');
  if (await isEmailTaken(db, form.email)) throw accountErrors.taken('email');
  const passwordHash = await hashSecret(form.password);
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        userName: form.userName,
        email: form.email,
        areaId: form.areaId,
        phone: form.phone,
        level: BUYER_LEVEL,
        passwordHash,
        createdAt: clock.now(),
      });
      return { userId, token: await startSession(tx, clock, userId) };
    });
  } catch (error) {
    if (error instanceof AccountTakenError) throw accountErrors.taken(error.field);
    throw error;
  }
}
