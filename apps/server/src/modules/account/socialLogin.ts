import { randomInt } from 'node:crypto';
import { userNameSchema, USER_NAME_MAX_LENGTH, type ThirdPartyInfo } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { startSession } from '../auth/sessions';
import type { VerifiedIdentity } from '../auth/social/verifiedIdentity';
import { BUYER_LEVEL } from './accountLevel';
import { findSocialIdentity, linkSocialIdentity } from './socialIdentityRepository';
import {
  AccountTakenError,
  findUserByEmail,
  insertUser,
  isEmailTaken,
  isUserNameTaken,
} from './userRepository';

/** Room left after the base name for a 4-digit suffix that makes it unique. */
const SUFFIX_DIGITS = 4;

/** The first of `names` that, cleaned of characters a user name may not hold, is a valid user name. */
function userNameBase(names: readonly (string | null | undefined)[]): string {
  for (const name of names) {
    const cleaned = (name ?? '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}_.-]/gu, '')
      .replace(/^[^\p{L}]+/u, '')
      .slice(0, USER_NAME_MAX_LENGTH - SUFFIX_DIGITS);
    if (userNameSchema.safeParse(cleaned).success) return cleaned;
  }
  return 'user';
}

async function freeUserName(db: Queryable, base: string): Promise<string> {
  if (!(await isUserNameTaken(db, base))) return base;
  for (let tries = 0; tries < 20; tries += 1) {
    const candidate = `${base}${randomInt(10 ** (SUFFIX_DIGITS - 1), 10 ** SUFFIX_DIGITS)}`;
    if (!(await isUserNameTaken(db, candidate))) return candidate;
  }
  return `user${randomInt(10 ** 9, 10 ** 10)}`;
}

/**
 * The account of a verified social identity: the one it signed in with before; else the account
 * holding the email the provider verified, which the identity is linked to; else a new buyer's
 * account, named after the profile, with the verified email if no account has it.
 */
async function accountOf(
  tx: Queryable,
  clock: Clock,
  identity: VerifiedIdentity,
  hint?: ThirdPartyInfo,
): Promise<string> {
  const known = await findSocialIdentity(tx, identity.provider, identity.subject);
  if (known !== null) return known;
  const now = clock.now();
  const byEmail = identity.verifiedEmail === null ? null : await findUserByEmail(tx, identity.verifiedEmail);
  if (byEmail) {
    await linkSocialIdentity(tx, { ...identity, userId: byEmail.id, now });
    return byEmail.id;
  }
  const email =
    identity.verifiedEmail !== null && !(await isEmailTaken(tx, identity.verifiedEmail))
      ? identity.verifiedEmail
      : null;
  const fullName = [hint?.firstName, hint?.lastName].filter(Boolean).join('');
  const base = userNameBase([identity.name, hint?.name, fullName, email?.split('@')[0]]);
  const userId = await insertUser(tx, {
    userName: await freeUserName(tx, base),
    email,
    areaId: null,
    phone: null,
    level: BUYER_LEVEL,
    passwordHash: null,
    createdAt: now,
  });
  await linkSocialIdentity(tx, { ...identity, userId, now });
  return userId;
}

/** Login types 3-5 once the provider's proof is verified: finds or creates the account, signs in. */
export async function signInWithIdentity(
  db: Database,
  clock: Clock,
  identity: VerifiedIdentity,
  hint?: ThirdPartyInfo,
): Promise<string> {
  // A registration racing for the chosen user name fails the insert; one more try picks another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `social:${identity.provider}:${identity.subject}`,
        ]);
        const userId = await accountOf(tx, clock, identity, hint);
        return startSession(tx, clock, userId);
      });
    } catch (error) {
      if (!(error instanceof AccountTakenError) || attempt >= 2) throw error;
    }
  }
}
