import {
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  cancelOrder,
  cardEndpoints,
  cartEndpoints,
  changeOrderPrice,
  endpoints,
  getOrderPriceChanges,
  getSecondStage,
  getUserList,
  listSecondStageOrders,
  listSearchSynonyms,
  listStaffAccounts,
  orderEndpoints,
  paymentEndpoints,
  priceChangeEndpoints,
  removeSearchSynonymTerm,
  setAccountRole,
  setSecondStageFee,
  staffRolesOf,
  getWalletTopUpProviders,
  startWalletTopUpProvider,
  walletEndpoints,
  walletTopUpProviderResult,
  type Endpoint,
} from '@tijara/api/contract';
import { STAFF_ROLES, type AccountRole } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { migrations } from '../../src/modules/areas';
import { startSession } from '../../src/modules/auth/sessions';
import { DEV_ACCOUNTS } from '../../src/modules/roles/devAccounts';
import { ManualClock } from '../support/manualClock';
import { pdpdCaller } from '../support/pdpdCaller';

/** Who calls: nobody, or the development account of a role (the buyer is `dev_buyer`). */
type Caller = 'guest' | AccountRole;
const CALLERS: readonly Caller[] = ['guest', 'buyer', ...STAFF_ROLES];

/** Whether the contract lets `caller` make the call: the answer must then be neither 401 nor 403. */
function expectedDenial(endpoint: Endpoint, caller: Caller): 401 | 403 | null {
  const { access } = endpoint;
  if (access === 'public' || access === 'optional') return null;
  if (caller === 'guest') return 401;
  const roles = staffRolesOf(access);
  return roles === null || (roles as readonly string[]).includes(caller) ? null : 403;
}

/**
 * Walks every endpoint of the contract over HTTP as a guest, a buyer and each staff role, and
 * checks the answer against the endpoint's declared access. The bodies are empty (so most allowed
 * calls answer 400): what is checked is only whether the door opened. Every call gets a fresh
 * session, since some calls (logout) end the one they are made with.
 */
export function describeAccessMatrix(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: access to every endpoint`, () => {
    let db: Database;
    let app: FastifyInstance;
    let call: ReturnType<typeof pdpdCaller>;
    const clock = new ManualClock(new Date('2026-03-01T09:00:00Z'));
    const userIdOf = new Map<string, string>();

    const sessionOf = async (role: AccountRole): Promise<string> => {
      const account = DEV_ACCOUNTS.find((candidate) => candidate.role === role && !candidate.vip);
      const userId = account ? userIdOf.get(account.userName) : undefined;
      if (userId === undefined) throw new Error(`no development account for ${role}`);
      return startSession(db, clock, userId);
    };

    beforeAll(async () => {
      const opened = await open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      db = opened;
      await migrate(db, migrations);
      await seed(db, { devAccounts: true, clock });
      const rows = await db.query<{ id: string; user_name: string }>(
        'SELECT id::text AS id, user_name FROM app_user',
      );
      for (const row of rows) userIdOf.set(row.user_name, row.id);
      app = await buildApp({ db, clock, catalogueCache: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      call = pdpdCaller(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    it('has a development account for every role, and staff calls to check', () => {
      expect(CALLERS).toEqual(['guest', 'buyer', 'procurement', 'finance', 'operations', 'administrator']);
      const staffCalls = endpoints.filter((endpoint) => staffRolesOf(endpoint.access) !== null);
      expect(staffCalls).toEqual(expect.arrayContaining([listStaffAccounts, setAccountRole, getUserList]));
    });

    it("walks the wallet calls, private to the signed-in caller, and the top-up review, finance's (issue 15)", () => {
      expect(walletEndpoints.map((endpoint) => endpoint.path).sort()).toEqual([
        '/hello/staff/wallet/topUpApprove',
        '/hello/staff/wallet/topUpList',
        '/hello/staff/wallet/topUpReject',
        '/hello/wallet/freeze',
        '/hello/wallet/history',
        '/hello/wallet/summary',
        '/hello/wallet/topUp/bankAccounts',
        '/hello/wallet/topUp/create',
        '/hello/wallet/topUp/list',
        '/hello/wallet/topUp/provider/methods',
        '/hello/wallet/topUp/provider/result',
        '/hello/wallet/topUp/provider/start',
      ]);
      for (const endpoint of walletEndpoints) {
        expect(endpoints).toContain(endpoint);
        expect(endpoint.access).toEqual(endpoint.path.startsWith('/hello/staff/') ? ['finance'] : 'private');
      }
    });

    it('lets every signed-in caller, and no guest, top up through a provider: their own top-ups only (issue 15 item 5)', async () => {
      // No provider is configured in this app: none offered, a start refused, no such top-up.
      const cases = [
        { endpoint: getWalletTopUpProviders, body: {}, status: 200 },
        {
          endpoint: startWalletTopUpProvider,
          body: { requestId: '00000000-0000-4000-8000-000000000009', provider: 'fib', amountIqd: 10_000 },
          status: 422,
        },
        { endpoint: walletTopUpProviderResult, body: { topUpId: '999999999' }, status: 404 },
      ];
      for (const { endpoint, body, status } of cases) {
        expect(endpoint.access).toBe('private');
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const answer = await call(endpoint.path, body, { token, locale: 'en' });
          const what = `${endpoint.path} as ${caller}: ${answer.status} ${answer.body.msg}`;
          expect(answer.status, what).toBe(caller === 'guest' ? 401 : status);
          if (endpoint === getWalletTopUpProviders && caller !== 'guest')
            expect(answer.body.data, what).toEqual({ providers: [] });
          if (endpoint === startWalletTopUpProvider && caller !== 'guest')
            expect(answer.body.msg, what).toBe(
              'This payment provider is not available for top-ups now. Choose another way.',
            );
        }
      }
    });

    it('opens the second-stage calls to operations staff only (issue 15 item 6)', async () => {
      for (const endpoint of [listSecondStageOrders, getSecondStage, setSecondStageFee]) {
        expect(endpoints).toContain(endpoint);
        expect(endpoint.access).toEqual(['operations']);
        // A whole body naming no order: operations get past the door to the 404, no one else does.
        const body = { orderNo: 'NO-SUCH-ORDER', lines: {} };
        const statuses: Record<string, number> = {};
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const answer = await call(
            endpoint.path,
            endpoint === setSecondStageFee
              ? body
              : endpoint === getSecondStage
                ? { orderNo: body.orderNo }
                : {},
            { token },
          );
          statuses[caller] = answer.status;
        }
        expect(statuses).toEqual({
          guest: 401,
          buyer: 403,
          procurement: 403,
          finance: 403,
          operations: { [getSecondStage.path]: 404, [setSecondStageFee.path]: 400 }[endpoint.path] ?? 200,
          administrator: 403,
        });
      }
    });

    it("opens the search synonyms to operations staff only, who keep the storefront's day-to-day (issue 16 item 2)", async () => {
      // Bodies naming no group, or a group of one term: operations get past the door, no one else.
      const cases = [
        { endpoint: listSearchSynonyms, body: {}, allowed: 200 },
        { endpoint: addSearchSynonymGroup, body: { terms: ['solo'] }, allowed: 400 },
        { endpoint: addSearchSynonymTerm, body: { groupId: '999999999', term: 'access' }, allowed: 404 },
        { endpoint: removeSearchSynonymTerm, body: { groupId: '999999999', termId: '1' }, allowed: 404 },
      ];
      for (const { endpoint, body, allowed } of cases) {
        expect(endpoints).toContain(endpoint);
        expect(endpoint.access).toEqual(['operations']);
        const statuses: Record<string, number> = {};
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          statuses[caller] = (await call(endpoint.path, body, { token })).status;
        }
        expect(statuses, endpoint.path).toEqual({
          guest: 401,
          buyer: 403,
          procurement: 403,
          finance: 403,
          operations: allowed,
          administrator: 403,
        });
      }
    });

    it('opens the price change to procurement staff, its read to every signed-in caller (spec section 6)', async () => {
      expect(priceChangeEndpoints).toEqual([changeOrderPrice, getOrderPriceChanges]);
      expect(changeOrderPrice.access).toEqual(['procurement']);
      expect(getOrderPriceChanges.access).toBe('private');
      // Whole bodies naming no order: whoever gets past the door gets the 404.
      const bodies = new Map<Endpoint, object>([
        [
          changeOrderPrice,
          {
            orderNo: 'NO-SUCH-ORDER',
            amount: 100,
            note: 'access',
            idempotencyKey: '00000000-0000-4000-8000-000000000009',
          },
        ],
        [getOrderPriceChanges, { orderNo: 'NO-SUCH-ORDER' }],
      ]);
      for (const [endpoint, body] of bodies) {
        expect(endpoints).toContain(endpoint);
        const statuses: Record<string, number> = {};
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          statuses[caller] = (await call(endpoint.path, body, { token })).status;
        }
        const staffOnly = endpoint === changeOrderPrice;
        expect(statuses, endpoint.path).toEqual({
          guest: 401,
          buyer: staffOnly ? 403 : 404,
          procurement: 404,
          finance: staffOnly ? 403 : 404,
          operations: staffOnly ? 403 : 404,
          administrator: staffOnly ? 403 : 404,
        });
      }
    });

    it('walks the card calls, private to the signed-in caller (issue 15)', () => {
      expect(cardEndpoints.map((endpoint) => endpoint.path).sort()).toEqual([
        '/hello/bankCard/add',
        '/hello/bankCard/delete',
        '/hello/pay/getBackCard',
        '/hello/pay/getPayWhiteList',
        '/hello/pay/goPay',
        '/hello/pay/uwebuyPayPci',
      ]);
      for (const endpoint of cardEndpoints) {
        expect(endpoints).toContain(endpoint);
        expect(endpoint.access).toBe('private');
      }
    });

    it('answers every call as its access says, for every caller', async () => {
      const seen: string[] = [];
      for (const endpoint of endpoints) {
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const answer = await call(endpoint.path, {}, { method: endpoint.method, token });
          const denial = expectedDenial(endpoint, caller);
          const what = `${endpoint.method} ${endpoint.path} as ${caller}: ${answer.status} ${answer.body.msg}`;
          if (denial === null) expect([401, 403], what).not.toContain(answer.status);
          else {
            expect(answer.status, what).toBe(denial);
            expect(answer.body, what).toMatchObject({ success: false, code: denial, data: null });
          }
          seen.push(`${endpoint.path} ${caller}`);
        }
      }
      expect(seen).toHaveLength(endpoints.length * CALLERS.length);
    });

    it("refuses a staff call to a buyer with 403 and a message in the caller's language", async () => {
      const token = await sessionOf('buyer');
      const arabic = await call(listStaffAccounts.path, {}, { token, locale: 'ar' });
      expect(arabic.status).toBe(403);
      expect(arabic.body.msg).toBe('لا يملك حسابك صلاحية القيام بهذا.');
      const english = await call(listStaffAccounts.path, {}, { token, locale: 'en' });
      expect(english.body.msg).toBe('Your account is not allowed to do this.');
    });

    it('asks for a token before it looks at the body, and treats a bad token as a 401', async () => {
      const noToken = await call(setAccountRole.path, { userId: 'x' });
      expect(noToken.status).toBe(401);
      const bad = await call(setAccountRole.path, {}, { authorization: `Bearer ${'x'.repeat(43)}` });
      expect(bad.status).toBe(401);
    });

    it('lets the administrator list the staff accounts and change a role, applied at the next call', async () => {
      const admin = await sessionOf('administrator');
      const staff = await call<{ userName: string; role: string }[]>(
        listStaffAccounts.path,
        {},
        { token: admin },
      );
      expect(staff.status).toBe(200);
      expect(staff.body.data.map(({ userName, role }) => [userName, role])).toEqual([
        ['dev_admin', 'administrator'],
        ['dev_finance', 'finance'],
        ['dev_operations', 'operations'],
        ['dev_procurement', 'procurement'],
      ]);

      const buyer = await sessionOf('buyer');
      const buyerId = userIdOf.get('dev_buyer');
      expect(
        (await call(getUserList.path, {}, { method: 'GET', token: buyer, query: { account: 'dev' } })).status,
      ).toBe(403);
      const made = await call(
        setAccountRole.path,
        { userId: buyerId, role: 'procurement' },
        { token: admin },
      );
      expect(made.body).toMatchObject({ success: true, data: { userId: buyerId, role: 'procurement' } });
      // The same session, unchanged, now opens the procurement call: the role is read per call.
      const asProcurement = await call(
        getUserList.path,
        {},
        { method: 'GET', token: buyer, query: { account: 'dev' } },
      );
      expect(asProcurement.status).toBe(200);
      const info = await call<{ level: number }>('/hello/user/userInfo', {}, { method: 'GET', token: buyer });
      expect(info.body.data.level).toBe(12);

      const back = await call(setAccountRole.path, { userId: buyerId, role: 'buyer' }, { token: admin });
      expect(back.status).toBe(200);
      expect(
        (await call(getUserList.path, {}, { method: 'GET', token: buyer, query: { account: 'dev' } })).status,
      ).toBe(403);

      const nobody = await call(
        setAccountRole.path,
        { userId: '999999999', role: 'finance' },
        { token: admin },
      );
      expect(nobody.status).toBe(404);
      const unknownRole = await call(
        setAccountRole.path,
        { userId: buyerId, role: 'owner' },
        { token: admin },
      );
      expect(unknownRole.status).toBe(400);
      expect(unknownRole.body.msg).toContain('role');
    });

    it("takes agent mode's customerId on every cart call from procurement staff only, and not yet from them", async () => {
      const customerId = userIdOf.get('dev_buyer');
      // A complete body for each cart call: the customer is weighed before anything it names.
      const bodies: Record<string, object> = {
        '/hello/cart/selectCartPage': {},
        '/hello/cart/selectCartProductPage': { productId: '1' },
        '/hello/cart/getProductNum': {},
        '/hello/cart/addCart': { productId: '1', skuId: '1', quantity: 1 },
        '/hello/cart/updateProduct': { id: '1', quantity: 1 },
        '/hello/cart/deleteProduct': { ids: ['1'] },
        '/hello/cart/selectProduct': { all: true, selected: true },
      };
      expect(Object.keys(bodies).sort()).toEqual(cartEndpoints.map((endpoint) => endpoint.path).sort());
      for (const endpoint of cartEndpoints) {
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const body = { ...bodies[endpoint.path], customerId };
          const answer = await call(endpoint.path, body, { token, locale: 'en' });
          const what = `${endpoint.path} as ${caller}: ${answer.status} ${answer.body.msg}`;
          const expected = caller === 'guest' ? 401 : caller === 'procurement' ? 422 : 403;
          expect(answer.status, what).toBe(expected);
          if (expected === 422) {
            expect(answer.body.msg, what).toBe('Buying on a customer’s behalf is not available yet.');
          }
        }
      }
    });

    it('guards the order calls: each private one 401 without a token, cancelOrder for operations staff only', async () => {
      // Complete bodies: the door is checked before the body, so the answer is the same either way.
      const orderNo = '2603011234567890';
      const bodies: Record<string, object> = {
        '/hello/order/previewOrder': { itemIds: ['1'] },
        '/hello/order/createOrder': {
          requestId: '00000000-0000-4000-8000-000000000000',
          itemIds: ['1'],
          deliveryMethod: 2,
        },
        '/hello/order/selectOrderPage': {},
        '/hello/order/getStatusCount': {},
        '/hello/order/queryOrderDetail': { orderNo },
        '/hello/order/addOrderRemark': { orderNo, remark: '' },
        '/hello/order/changeOrder': { orderNo, deliveryMethod: 2 },
        '/hello/order/cancelOrder': { orderNo },
        '/hello/order/confirmOrder': { orderNo },
        '/hello/order/printOrder': { orderNo },
        '/hello/order/exportOrderPdf': { orderNo },
        '/hello/order/exportOrderFeePdf': { orderNo },
        '/hello/logistic/track': { orderNo },
      };
      expect(Object.keys(bodies).sort()).toEqual(orderEndpoints.map((endpoint) => endpoint.path).sort());
      for (const endpoint of orderEndpoints) {
        expect(endpoint.access, endpoint.path).not.toBe('public');
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const answer = await call(endpoint.path, bodies[endpoint.path], { token, locale: 'en' });
          const what = `${endpoint.path} as ${caller}: ${answer.status} ${answer.body.msg}`;
          if (caller === 'guest') expect(answer.status, what).toBe(401);
          else if (endpoint === cancelOrder && caller !== 'operations') expect(answer.status, what).toBe(403);
          // Allowed in: a made-up order number or cart line is not found (or the cart rules refuse).
          else expect([200, 404], what).toContain(answer.status);
        }
      }
    });

    it("guards the payment calls: the buyer's 401 without a token, finance's 403 to everyone else", async () => {
      // Complete bodies: the door is checked before the body, so the answer is the same either way.
      const orderNo = '2603011234567890';
      const voucherId = '00000000-0000-4000-8000-000000000001';
      const attemptId = '999999999';
      const bodies: Record<string, object> = {
        '/hello/pay/payOrder/create': { orderNo },
        '/hello/pay/payOrder/result': { orderNo },
        '/hello/pay/payment': {
          orderNo,
          stage: 1,
          method: 'cash',
          idempotencyKey: '00000000-0000-4000-8000-000000000002',
        },
        '/hello/pay/switchPay': { orderNo, stage: 1 },
        '/upload/image': {},
        '/hello/pay/voucher': { voucherId },
        '/hello/staff/payment/reviewList': {},
        '/hello/staff/payment/voucher': { voucherId },
        '/hello/staff/payment/approve': { attemptId },
        '/hello/staff/payment/reject': { attemptId, reason: 'notReceived' },
        '/hello/staff/payment/confirmCash': { attemptId },
        '/hello/pay/provider/start': {
          orderNo,
          stage: 1,
          method: 'zaincash',
          idempotencyKey: '00000000-0000-4000-8000-000000000003',
        },
        '/hello/pay/provider/zaincash/return': { token: 'not-a-token' },
        '/hello/pay/provider/zaincash/webhook': { webhook_token: 'not-a-token' },
        '/hello/pay/provider/fib/callback': { id: 'no-such-payment' },
      };
      // What the providers call is public: the provider's signature or a status query back decides.
      const providerNotices = [
        '/hello/pay/provider/zaincash/return',
        '/hello/pay/provider/zaincash/webhook',
        '/hello/pay/provider/fib/callback',
      ];
      expect(Object.keys(bodies).sort()).toEqual(paymentEndpoints.map((endpoint) => endpoint.path).sort());
      for (const endpoint of paymentEndpoints) {
        const financeOnly = staffRolesOf(endpoint.access);
        const isNotice = providerNotices.includes(endpoint.path);
        expect(financeOnly === null ? endpoint.access : financeOnly, endpoint.path).toEqual(
          financeOnly !== null ? ['finance'] : isNotice ? 'public' : 'private',
        );
        for (const caller of CALLERS) {
          const token = caller === 'guest' ? undefined : await sessionOf(caller);
          const body = bodies[endpoint.path] as Record<string, string>;
          const answer = await call(endpoint.path, body, {
            token,
            locale: 'en',
            method: endpoint.method,
            ...(endpoint.method === 'GET' ? { query: body } : {}),
          });
          const what = `${endpoint.path} as ${caller}: ${answer.status} ${answer.body.msg}`;
          // No provider is configured in this app: to anyone, the provider is not found.
          if (isNotice) expect(answer.status, what).toBe(404);
          else if (caller === 'guest') expect(answer.status, what).toBe(401);
          else if (financeOnly !== null && caller !== 'finance') expect(answer.status, what).toBe(403);
          // Allowed in: a made-up order, voucher or attempt is not found; the upload wants a file.
          else if (endpoint.path === '/upload/image') expect(answer.status, what).toBe(400);
          else expect([200, 404], what).toContain(answer.status);
        }
      }
    });

    it('finds customers for procurement staff by user name, email or phone, buyers only', async () => {
      const procurement = await sessionOf('procurement');
      const lookup = (account: string) =>
        call<{ userName: string; phone: string; email: string }[]>(
          getUserList.path,
          {},
          { method: 'GET', token: procurement, query: { account } },
        );
      const byName = await lookup('DEV_');
      expect(byName.body.data.map((customer) => customer.userName)).toEqual(['dev_buyer', 'dev_vip']);
      expect(byName.body.data[0]).toMatchObject({ phone: '7700000001', email: 'dev.buyer@example.com' });
      expect((await lookup('7700000002')).body.data.map((customer) => customer.userName)).toEqual([
        'dev_vip',
      ]);
      expect((await lookup('buyer@EXAMPLE')).body.data.map((customer) => customer.userName)).toEqual([
        'dev_buyer',
      ]);
      // Staff are not customers; `%` and `_` are letters, not wildcards.
      expect((await lookup('dev_finance')).body.data).toEqual([]);
      expect((await lookup('%')).body.data).toEqual([]);
      expect((await lookup('   ')).status).toBe(400);
    });
  });
}
