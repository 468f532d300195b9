import { BUYER_LEVEL, DEFAULT_PHONE_COUNTRY, type AccountRole } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { hashSecret } from '../auth/passwordHash';
import { AccountTakenError, insertUser, isUserNameTaken } from '../account/userRepository';
import { makeVip, setAccountRole } from './roleRepository';

/** A development account: fixed credentials, listed in the root README and apps/server/README.md. */
export interface DevAccount {
  userName: string;
  email: string;
  /** The national number (Iraq, dialing code 964), as registration stores it. */
  phone: string;
  password: string;
  role: AccountRole;
  vip: boolean;
}

/**
 * One account per kind of user (spec sections 1 and 6), so a developer can sign in as each. The
 * emails are at example.com (reserved for examples, RFC 2606); the phones are Iraqi mobile
 * numbers of an obviously made-up pattern. Their passwords are public: they must never exist in
 * production, which {@link seedDevAccounts} and the server's start-up both refuse.
 */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    userName: 'dev_buyer',
    email: 'dev.buyer@example.com',
    phone: '7700000001',
    password: 'Tijara-buyer-1',
    role: 'buyer',
    vip: false,
  },
  {
    userName: 'dev_vip',
    email: 'dev.vip@example.com',
    phone: '7700000002',
    password: 'Tijara-vip-1',
    role: 'buyer',
    vip: true,
  },
  {
    userName: 'dev_procurement',
    email: 'dev.procurement@example.com',
    phone: '7700000003',
    password: 'Tijara-procurement-12',
    role: 'procurement',
    vip: false,
  },
  {
    userName: 'dev_finance',
    email: 'dev.finance@example.com',
    phone: '7700000004',
    password: 'Tijara-finance-1',
    role: 'finance',
    vip: false,
  },
  {
    userName: 'dev_operations',
    email: 'dev.operations@example.com',
    phone: '7700000005',
    password: 'Tijara-operations-1',
    role: 'operations',
    vip: false,
  },
  {
    userName: 'dev_admin',
    email: 'dev.admin@example.com',
    phone: '7700000006',
    password: 'Tijara-admin-1',
    role: 'administrator',
    vip: false,
  },
];

/** Thrown when asked to create the development accounts in production. */
export class DevAccountsInProductionError extends Error {
  constructor() {
    super('the development accounts (published passwords) are never created when NODE_ENV=production');
    this.name = 'DevAccountsInProductionError';
  }
}

/**
 * Creates the development accounts that do not exist yet, through the same path as registration
 * (scrypt hash, `insertUser`), then gives each its role and VIP flag in the same transaction. An
 * account whose user name exists is left exactly as it is (password changes included), so running
 * it again creates nothing. Answers the user names it created.
 */
export async function seedDevAccounts(
  db: Database,
  clock: Clock,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  // Checked here as well as at start-up, so no other caller can create them in production.
  if (env.NODE_ENV === 'production') throw new DevAccountsInProductionError();
  const missing: DevAccount[] = [];
  for (const account of DEV_ACCOUNTS) {
    if (!(await isUserNameTaken(db, account.userName))) missing.push(account);
  }
  const prepared = await Promise.all(
    missing.map(async (account) => ({ account, passwordHash: await hashSecret(account.password) })),
  );
  const created: string[] = [];
  for (const { account, passwordHash } of prepared) {
    try {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const userId = await insertUser(tx, {
          userName: account.userName,
          email: account.email,
          areaId: DEFAULT_PHONE_COUNTRY.dialingCode,
          phone: account.phone,
          level: BUYER_LEVEL,
          passwordHash,
          createdAt: now,
        });
        await setAccountRole(tx, userId, account.role);
        if (account.vip) await makeVip(tx, userId, now);
      });
      created.push(account.userName);
    } catch (error) {
      // Another server starting at the same time created it first: it exists, as wanted.
      if (error instanceof AccountTakenError && error.field === 'userName') continue;
      if (error instanceof AccountTakenError) {
        throw new Error(
          `the development account ${account.userName} cannot be created: another account has its ${error.field}; set SEED_DEV_ACCOUNTS=0 or free it`,
          { cause: error },
        );
      }
      throw error;
    }
  }
  return created;
}
