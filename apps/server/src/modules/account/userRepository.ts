import type { Queryable } from '../../db/database';

/** An account as the server reads it. Ids are text: bigint ids do not fit a JavaScript number. */
export interface UserRecord {
  id: string;
  userName: string;
  email: string | null;
  areaId: string | null;
  phone: string | null;
  level: number;
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  failedPasswordAttempts: number;
  lockedUntil: Date | null;
}

export interface NewUser {
  userName: string;
  email: string | null;
  areaId: string | null;
  phone: string | null;
  level: number;
  passwordHash: string | null;
  createdAt: Date;
}

/** Which unique field a new account collided with. */
export type TakenField = 'userName' | 'email' | 'phone';

/** Thrown by {@link insertUser} when another account holds the user name, email or phone. */
export class AccountTakenError extends Error {
  constructor(readonly field: TakenField) {
    super(`${field} taken`);
    this.name = 'AccountTakenError';
  }
}

/** How user names and emails are compared: case-insensitively, in one Unicode form. */
export function accountKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

const COLUMNS = `id::text AS id, user_name, email, area_id, phone, level, password_hash,
  payment_password_hash, failed_password_attempts, locked_until`;

interface UserRow {
  id: string;
  user_name: string;
  email: string | null;
  area_id: string | null;
  phone: string | null;
  level: number;
  password_hash: string | null;
  payment_password_hash: string | null;
  failed_password_attempts: number;
  locked_until: Date | null;
}

function toRecord(row: UserRow | undefined): UserRecord | null {
  if (!row) return null;
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    areaId: row.area_id,
    phone: row.phone,
    level: row.level,
    passwordHash: row.password_hash,
    paymentPasswordHash: row.payment_password_hash,
    failedPasswordAttempts: row.failed_password_attempts,
    lockedUntil: row.locked_until,
  };
}

const TAKEN_BY_CONSTRAINT: Record<string, TakenField> = {
  app_user_user_name_key: 'userName',
  app_user_email_key: 'email',
  app_user_phone_key: 'phone',
};

/**
 * Creates an account. The unique constraints are the final word on duplicates: two registrations
 * racing for one name both pass the pre-check, and the second fails here.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  try {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO app_user (user_name, user_name_key, email, email_key, area_id, phone, level,
         password_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
      [
        user.userName,
        accountKey(user.userName),
        user.email,
        user.email === null ? null : accountKey(user.email),
        user.areaId,
        user.phone,
        user.level,
        user.passwordHash,
        user.createdAt,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT ... RETURNING gave no row');
    return id;
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    const field = typeof constraint === 'string' ? TAKEN_BY_CONSTRAINT[constraint] : undefined;
    if (code === '23505' && field) throw new AccountTakenError(field);
    throw error;
  }
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1`, [id]);
  return toRecord(rows[0]);
}

/** The same, locked until the transaction ends: password attempts are counted one at a time. */
export async function findUserByIdForUpdate(db: Queryable, id: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1 FOR UPDATE`, [id]);
  return toRecord(rows[0]);
}

/** The account a password login names: its user name, email or phone (national number). */
export async function findUserByAccount(db: Queryable, account: string): Promise<UserRecord | null> {
  const key = accountKey(account);
  const rows = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM app_user WHERE user_name_key = $1 OR email_key = $1 OR phone = $2
     ORDER BY id LIMIT 1`,
    [key, account],
  );
  return toRecord(rows[0]);
}

export async function findUserByPhone(
  db: Queryable,
  areaId: string,
  phone: string,
): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE area_id = $1 AND phone = $2`, [
    areaId,
    phone,
  ]);
  return toRecord(rows[0]);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE email_key = $1`, [
    accountKey(email),
  ]);
  return toRecord(rows[0]);
}

export async function isUserNameTaken(db: Queryable, userName: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_user WHERE user_name_key = $1', [accountKey(userName)]);
  return rows.length > 0;
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_user WHERE email_key = $1', [accountKey(email)]);
  return rows.length > 0;
}

export async function isPhoneTaken(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_user WHERE phone = $1', [phone]);
  return rows.length > 0;
}

/** A new login password also lifts any lockout: the owner has just proven who they are. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    `UPDATE app_user SET password_hash = $2, failed_password_attempts = 0, locked_until = NULL
     WHERE id = $1`,
    [userId, passwordHash],
  );
}

export async function setPaymentPasswordHash(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.query('UPDATE app_user SET payment_password_hash = $2 WHERE id = $1', [userId, hash]);
}

/** Sets the first payment password; false when one was set already (also by a parallel call). */
export async function setFirstPaymentPasswordHash(
  db: Queryable,
  userId: string,
  hash: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE app_user SET payment_password_hash = $2
     WHERE id = $1 AND payment_password_hash IS NULL RETURNING id`,
    [userId, hash],
  );
  return rows.length > 0;
}
