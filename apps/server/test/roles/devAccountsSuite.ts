import { ACCOUNT_ROLES, registrationFormSchema } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/modules/areas';
import { seed } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { UNREACHED_RATE_LIMITS } from '../account/harness';
import { BUYER_LEVEL } from '../../src/modules/account/accountLevel';
import { insertUser } from '../../src/modules/account/userRepository';
import {
  DEV_ACCOUNTS,
  DevAccountsInProductionError,
  seedDevAccounts,
} from '../../src/modules/roles/devAccounts';
import { findAccountStanding, makeVip, setAccountRole } from '../../src/modules/roles/roleRepository';
import { ManualClock } from '../support/manualClock';

const START = new Date('2026-03-02T06:00:00Z');
const DEV_USER_NAMES = DEV_ACCOUNTS.map((account) => account.userName);

interface StoredAccount {
  id: string;
  user_name: string;
  email: string;
  phone: string;
  area_id: string;
  role: string;
  level: number;
  vip_since: Date | null;
  password_hash: string;
}

/**
 * The development accounts over HTTP (`app.inject`) against whichever database `open` gives:
 * embedded PGlite and a real PostgreSQL server must behave alike.
 */
export function describeDevAccounts(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: development accounts and roles`, () => {
    let db: Database;
    let app: FastifyInstance;
    const clock = new ManualClock(START);

    beforeAll(async () => {
      const opened = await open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      db = opened;
      await migrate(db, migrations);
      await seed(db, { devAccounts: true, clock });
      // Every account signs in several times here: the per-address limits are the abuse suite's.
      app = await buildApp({ db, clock, rateLimits: UNREACHED_RATE_LIMITS });
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const stored = () =>
      db.query<StoredAccount>(
        `SELECT id::text AS id, user_name, email, phone, area_id, role, level, vip_since, password_hash
         FROM app_user WHERE user_name = ANY($1::text[]) ORDER BY app_user.id`,
        [DEV_USER_NAMES],
      );

    const login = async (account: string, password: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/pdpd/hello/user/login/login',
        headers: { 'content-type': 'application/json', language: '1' },
        payload: { type: 1, account, password },
      });
      return {
        status: answer.statusCode,
        body: answer.json<{ success: boolean; code: number; msg: string; data: { token: string } }>(),
      };
    };

    const userInfo = async (token: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/pdpd/hello/user/userInfo',
        headers: { authorization: `Bearer ${token}`, language: '1' },
      });
      return answer.json<{ success: boolean; data: Record<string, unknown> }>();
    };

    it('the documented credentials are a valid registration each, unique, one account per role plus a VIP buyer', () => {
      for (const account of DEV_ACCOUNTS) {
        const form = { ...account, confirmPassword: account.password };
        expect(registrationFormSchema.safeParse(form).success, account.userName).toBe(true);
      }
      for (const field of ['userName', 'email', 'phone'] as const) {
        expect(new Set(DEV_ACCOUNTS.map((account) => account[field])).size).toBe(DEV_ACCOUNTS.length);
      }
      expect(DEV_ACCOUNTS.map((account) => [account.role, account.vip])).toEqual([
        ['buyer', false],
        ['buyer', true],
        ['procurement', false],
        ['finance', false],
        ['operations', false],
        ['administrator', false],
      ]);
    });

    it('creates the six accounts with their roles, levels and VIP flag, passwords hashed with scrypt', async () => {
      const rows = await stored();
      expect(rows.map((row) => [row.user_name, row.role, row.level, row.vip_since !== null])).toEqual([
        ['dev_buyer', 'buyer', 1, false],
        ['dev_vip', 'buyer', 1, true],
        ['dev_procurement', 'procurement', 12, false],
        ['dev_finance', 'finance', 1, false],
        ['dev_operations', 'operations', 1, false],
        ['dev_admin', 'administrator', 1, false],
      ]);
      expect(rows.find((row) => row.user_name === 'dev_vip')?.vip_since).toEqual(START);
      for (const [index, row] of rows.entries()) {
        const account = DEV_ACCOUNTS[index];
        expect(row).toMatchObject({ email: account?.email, phone: account?.phone, area_id: '964' });
        expect(row.password_hash).toMatch(/^scrypt\$15\$8\$1\$/);
        expect(row.password_hash).not.toContain(account?.password);
      }
    });

    it('each signs in with login type 1 by user name, email or phone; userInfo shows level 12 for procurement only', async () => {
      for (const account of DEV_ACCOUNTS) {
        for (const id of [account.userName, account.email, `0${account.phone}`]) {
          const answer = await login(id, account.password);
          expect(answer.body, `${account.userName} as ${id}`).toMatchObject({ success: true, code: 200 });
          const info = await userInfo(answer.body.data.token);
          expect(info.data).toMatchObject({
            userName: account.userName,
            email: account.email,
            phone: account.phone,
            level: account.role === 'procurement' ? 12 : 1,
          });
        }
      }
      const wrong = await login('dev_finance', 'not-the-password');
      expect(wrong.body).toMatchObject({ success: false, code: 6024 });
      // The right password clears the count again for the next developer.
      expect((await login('dev_finance', 'Tijara-finance-1')).body.success).toBe(true);
    });

    it('seeding again creates nothing and changes nothing, even after a password change', async () => {
      const before = await stored();
      const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user');
      await db.query(
        `UPDATE app_user SET password_hash = 'scrypt$15$8$1$changed$changed' WHERE user_name = 'dev_buyer'`,
      );
      await seed(db, { devAccounts: true, clock });
      expect(await seedDevAccounts(db, clock, {})).toEqual([]);
      const after = await stored();
      expect(after).toEqual(
        before.map((row) =>
          row.user_name === 'dev_buyer' ? { ...row, password_hash: 'scrypt$15$8$1$changed$changed' } : row,
        ),
      );
      expect(await db.query('SELECT count(*)::int AS n FROM app_user')).toEqual(total);
      const buyer = before.find((row) => row.user_name === 'dev_buyer');
      await db.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [
        buyer?.id,
        buyer?.password_hash,
      ]);
    });

    it('the table holds every role to the domain list, level 12 to procurement, VIP to buyers', async () => {
      const userId = await insertUser(db, {
        userName: 'role_probe',
        email: 'role.probe@example.com',
        areaId: '964',
        phone: '7600000001',
        level: BUYER_LEVEL,
        passwordHash: null,
        createdAt: START,
      });
      for (const role of ACCOUNT_ROLES) {
        await setAccountRole(db, userId, role);
        expect(await findAccountStanding(db, userId)).toEqual({
          role,
          level: role === 'procurement' ? 12 : 1,
          vipSince: null,
        });
      }
      await setAccountRole(db, userId, 'buyer');
      expect(await makeVip(db, userId, START)).toBe(true);
      // Becoming staff ends the VIP membership; staff cannot be made VIP.
      await setAccountRole(db, userId, 'finance');
      expect(await findAccountStanding(db, userId)).toEqual({ role: 'finance', level: 1, vipSince: null });
      expect(await makeVip(db, userId, START)).toBe(false);

      const violation = (sql: string) =>
        db.query(sql, [userId]).then(
          () => 'accepted',
          (error: { code?: string }) => error.code,
        );
      expect(await violation(`UPDATE app_user SET role = 'vip' WHERE id = $1`)).toBe('23514');
      expect(await violation('UPDATE app_user SET level = 12 WHERE id = $1')).toBe('23514');
      expect(await violation(`UPDATE app_user SET role = 'procurement' WHERE id = $1`)).toBe('23514');
      expect(await violation('UPDATE app_user SET vip_since = now() WHERE id = $1')).toBe('23514');
      expect(await findAccountStanding(db, '999999999')).toBeNull();
    });

    it('in production the seed creates none of them, and seedDevAccounts refuses outright', async () => {
      await db.query('DELETE FROM app_user WHERE user_name = ANY($1::text[])', [DEV_USER_NAMES]);
      const production = readConfig({ NODE_ENV: 'production' });
      expect(production.seedDevAccounts).toBe(false);
      await seed(db, { devAccounts: production.seedDevAccounts, clock });
      await expect(seedDevAccounts(db, clock, { NODE_ENV: 'production' })).rejects.toBeInstanceOf(
        DevAccountsInProductionError,
      );
      expect(await stored()).toEqual([]);
      expect((await login('dev_procurement', 'Tijara-procurement-12')).body).toMatchObject({
        success: false,
        code: 6023,
      });
      // Outside production they come back.
      await seed(db, { devAccounts: readConfig({ NODE_ENV: 'development' }).seedDevAccounts, clock });
      expect((await stored()).map((row) => row.user_name)).toEqual(DEV_USER_NAMES);
    });
  });
}
