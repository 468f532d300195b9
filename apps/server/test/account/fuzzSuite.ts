import { endpoints, PDPD_BASE_PATH, staffRolesOf, type Endpoint } from '@tijara/api/contract';
import { LANGUAGE_CODE } from '@tijara/domain';
import { expect, it } from 'vitest';
import { setAccountRole } from '../../src/modules/roles/roleRepository';
import { stringFieldsOf, withValueAt } from '../support/stringFields';
import type { Harness } from './harness';
import { seededRandom } from '../support/seededRandom';
import { schemasOf } from '@tijara/api/contract/schemas';

/** A valid address of Baghdad (spec section 3), for the address calls. */
const ADDRESS = {
  firstName: 'Ali',
  lastName: 'Hassan',
  address: 'Karrada, street 62',
  countryId: 4840,
  provinceId: 484001,
  cityId: 48400101,
  mobile: '07701234567',
  isDefault: 0,
};

interface Call {
  path: string;
  valid: Record<string, unknown>;
  /** Fields whose absence makes the body invalid. */
  required: string[];
  private?: boolean;
}

const CALLS: Call[] = [
  {
    path: '/hello/user/login/login',
    valid: { type: 1, account: 'fuzzer', password: 'secret1' },
    required: ['type', 'account', 'password'],
  },
  {
    path: '/hello/user/login/login',
    valid: { type: 2, account: '7701234567', areaId: '964', code: '123456' },
    required: ['type', 'account', 'areaId', 'code'],
  },
  { path: '/hello/user/login/login', valid: { type: 3, code: 'a.b.c' }, required: ['type', 'code'] },
  {
    path: '/hello/user/login/login',
    valid: { type: 4, openId: '1', code: 'x' },
    required: ['type', 'openId', 'code'],
  },
  {
    path: '/hello/user/login/register',
    valid: {
      userName: 'fuzzy',
      email: 'fuzzy@example.com',
      phone: '7709999999',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
    required: ['userName', 'email', 'phone', 'password', 'confirmPassword'],
  },
  { path: '/hello/user/login/checkEmail', valid: { email: 'a@example.com' }, required: ['email'] },
  { path: '/hello/user/login/checkPhone', valid: { phone: '7701234567' }, required: ['phone'] },
  { path: '/hello/user/login/checkUserName', valid: { userName: 'somebody' }, required: ['userName'] },
  { path: '/hello/user/login/sendEmailCode', valid: { email: 'a@example.com' }, required: ['email'] },
  {
    path: '/hello/user/login/forgetPassword',
    valid: { email: 'a@example.com', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
    required: ['email', 'code', 'password', 'confirmPassword'],
  },
  {
    path: '/hello/user/login/sendWhatsAppLoginCode',
    valid: { areaId: '964', phone: '7701234567' },
    required: ['areaId', 'phone'],
  },
  {
    path: '/hello/user/login/checkWhatsAppCode',
    valid: { areaId: '964', phone: '7701234567' },
    required: ['areaId', 'phone'],
  },
  {
    path: '/hello/user/changePassword',
    valid: { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' },
    required: ['oldPassword', 'password', 'confirmPassword'],
    private: true,
  },
  {
    path: '/hello/user/paymentPassword/set',
    valid: { paymentPassword: '123456', paymentPasswordConfirmation: '123456' },
    required: ['paymentPassword', 'paymentPasswordConfirmation'],
    private: true,
  },
  {
    path: '/hello/user/paymentPassword/reset',
    valid: { password: 'secret1', paymentPassword: '123456', paymentPasswordConfirmation: '123456' },
    required: ['password', 'paymentPassword', 'paymentPasswordConfirmation'],
    private: true,
  },
  { path: '/hello/userAddress/add', valid: ADDRESS, required: Object.keys(ADDRESS), private: true },
  {
    path: '/hello/userAddress/update',
    valid: { ...ADDRESS, id: '1' },
    required: [...Object.keys(ADDRESS), 'id'],
    private: true,
  },
  { path: '/hello/userAddress/delete', valid: { id: '1' }, required: ['id'], private: true },
  {
    path: '/ds/product/hello-page',
    valid: { keyword: 'phone', categoryId: 30, pageNum: 1, pageSize: 20 },
    required: ['pageNum', 'pageSize'],
  },
  { path: '/ds/product/searchSuggestions', valid: { name: 'powr bank' }, required: ['name'] },
  { path: '/hello/product/detail', valid: { productId: '1688000000000001' }, required: ['productId'] },
  { path: '/hello/product/recommended', valid: { productId: '1688000000000001' }, required: ['productId'] },
  { path: '/hello/product/description', valid: { productId: '1688000000000001' }, required: ['productId'] },
  {
    path: '/ds/product/freightEstimate',
    valid: { productId: '1688000000000001', quantity: 20 },
    required: ['productId', 'quantity'],
  },
  { path: '/ds/category/sub-category-tree', valid: { parentId: 1000 }, required: ['parentId'] },
  { path: '/ds/category/list-sub-category', valid: { parentId: 1000 }, required: ['parentId'] },
  { path: '/hello/front/brand/detail', valid: { brandId: 1 }, required: ['brandId'] },
  {
    path: '/hello/order/quotations',
    valid: {
      productName: 'LED strip 5 m',
      description: 'warm white',
      quantity: 100,
      unit: 'roll',
      targetUnitPrice: 250,
      maximumBudget: 30_000,
      contactName: 'Ali Hassan',
      areaId: '964',
      phone: '07701234567',
      email: 'ali@example.com',
      sourceUrl: 'https://detail.1688.com/offer/123.html',
    },
    // The rest is optional (null and '' read as absent), so dropping or nulling it is no fault.
    required: ['productName', 'contactName'],
  },
];

/**
 * Fields that take numbers (area ids, the 0/1 default flag, catalogue pages, quantities and ids):
 * they get values no such field accepts.
 */
const NUMERIC_FIELDS = new Set([
  'countryId',
  'provinceId',
  'cityId',
  'isDefault',
  'pageNum',
  'pageSize',
  'quantity',
  'parentId',
  'brandId',
]);

/**
 * Text no form can type, which the text rule (src/http/textRule.ts) refuses in any string: NUL
 * (PostgreSQL refused the statement: a 500 before the rule), other C0 controls and DEL, and lone
 * UTF-16 surrogates (JSON's \ud800 parses to one), alone and inside ordinary text.
 */
const UNTYPEABLE_TEXT = [
  '\u0000',
  'ab\u0000cd',
  '\u0001',
  'x\u0008',
  '\u000b',
  '\u001b[31m',
  'x\u001f',
  '\u007f',
  '\ud800',
  'x\udc00y',
  '\udbff',
];

/** Values of the wrong type for any field of these calls (all of which take strings, `type` a number). */
const WRONG_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  [],
  ['x'],
  {},
  { nested: 'x' },
  '',
  ' ',
  '\u0000',
  '٠'.repeat(3),
];

/** The string fields of a call's request schema, read from the contract (see stringFieldsOf). */
function stringFieldsOfPath(path: string): string[] {
  return endpoints
    .filter((endpoint) => endpoint.path === path)
    .flatMap((e) => stringFieldsOf(schemasOf(e).request));
}

function wrongFor(field: string, pick: <T>(items: readonly T[]) => T): unknown {
  if (field === 'type') return pick(['1', 0, 6, -1, 1.5, null, 'password', [1], {}]);
  if (NUMERIC_FIELDS.has(field)) return pick(['1', null, true, [], {}, 1.5, -1, 1e308]);
  return pick(WRONG_VALUES.filter((value) => typeof value !== 'string' || field !== 'account'));
}

/** One invalid request: the call, and the raw body with its content type. */
function mutate(call: Call, next: () => number): { body: string; contentType: string } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const body: Record<string, unknown> = { ...call.valid };
  switch (
    pick(['drop', 'retype', 'extra', 'notObject', 'broken', 'huge', 'contentType', 'untypeable'] as const)
  ) {
    case 'drop':
      delete body[pick(call.required)];
      return json(body);
    case 'retype': {
      const field = pick(call.required);
      body[field] = wrongFor(field, pick);
      // Strings that are wrong only for some fields: keep to values no field accepts.
      if (typeof body[field] === 'string' && field !== 'type' && !NUMERIC_FIELDS.has(field)) {
        body[field] = pick([null, 42, [], {}]);
      }
      return json(body);
    }
    case 'extra':
      body[pick(['admin', 'level', 'userId', '__proto__x', 'constructor', 'token'])] = pick(WRONG_VALUES);
      return json(body);
    case 'notObject':
      return json(pick([[], [body], 'text', 42, null, true]));
    case 'broken': {
      const text = JSON.stringify(body);
      return {
        body: text.slice(0, Math.max(1, Math.floor(next() * (text.length - 1)))),
        contentType: 'application/json',
      };
    }
    case 'huge':
      // Over the 1 MiB body limit.
      return json({ ...body, [pick(call.required)]: 'x'.repeat(1024 * 1024 + 10) });
    case 'untypeable': {
      // Any string field of the call's schema, nested ones too, set to text no form can type.
      // A call without text fields gets it as a key, which the rule checks as well.
      const fields = stringFieldsOfPath(call.path);
      if (fields.length === 0) return json({ ...body, [pick(UNTYPEABLE_TEXT)]: 1 });
      return json(withValueAt(body, pick(fields), pick(UNTYPEABLE_TEXT)));
    }
    case 'contentType':
      return {
        body: JSON.stringify(body),
        contentType: pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x']),
      };
  }
}

export function fuzzTests(h: Harness) {
  it('a thousand malformed bodies to the account, address, catalogue and quote request calls get only 4xx envelopes, never a 5xx', async () => {
    const user = await h.registerUser();
    const next = seededRandom(20_260_302);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const call = CALLS[i % CALLS.length] as Call;
      const { body, contentType } = mutate(call, next);
      const answer = await fetch(`${h.base}/pdpd${call.path}`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          language: String(Math.floor(next() * 12)),
          ...(call.private ? { authorization: `Bearer ${user.token}` } : {}),
        },
        body,
      });
      const text = await answer.text();
      const context = `${call.path} ${contentType} ${body.slice(0, 200)} -> ${answer.status} ${text.slice(0, 200)}`;
      expect(answer.status, context).toBeGreaterThanOrEqual(400);
      expect(answer.status, context).toBeLessThan(500);
      const envelope = JSON.parse(text) as { success: unknown; code: unknown; msg: unknown; data: unknown };
      expect(envelope.success, context).toBe(false);
      expect(typeof envelope.code, context).toBe('number');
      expect(typeof envelope.msg === 'string' && envelope.msg.length > 0, context).toBe(true);
      expect(text, context).not.toMatch(/at .+\(.+:\d+:\d+\)/);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    // The generator reached the parser, the size limit and the content-type check, not only validation.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 413, 415]));
    // A thousand calls: a few seconds alone, many times that on a machine busy with other work.
  }, 120_000);

  it('refuses NUL, control characters and lone surrogates in every string field of every call with a 400 naming the field', async () => {
    const user = await h.registerUser();
    // A staff call is made with a token of its first role, so the text rule, not the 403, answers.
    const staffTokens = new Map<string, string>();
    const tokenFor = async (endpoint: Endpoint): Promise<string | null> => {
      if (endpoint.access === 'public') return null;
      const role = staffRolesOf(endpoint.access)?.[0];
      if (role === undefined) return user.token;
      const known = staffTokens.get(role);
      if (known !== undefined) return known;
      const staff = await h.registerUser();
      await setAccountRole(h.db, staff.userId, role);
      staffTokens.set(role, staff.token);
      return staff.token;
    };
    let requests = 0;
    for (const endpoint of endpoints) {
      const fields = stringFieldsOf(schemasOf(endpoint).request);
      const valid = CALLS.filter((call) => call.path === endpoint.path).map((call) => call.valid);
      for (const field of fields) {
        // A URL carries UTF-8 only: a lone surrogate cannot be put into a query (it arrives as U+FFFD).
        const texts =
          endpoint.method === 'GET'
            ? UNTYPEABLE_TEXT.filter((text) => !/[\uD800-\uDFFF]/.test(text))
            : UNTYPEABLE_TEXT;
        for (const [index, text] of texts.entries()) {
          // Each bad text inside each known valid body of the call (or alone when none is known here).
          const base = valid.length > 0 ? (valid[index % valid.length] ?? {}) : {};
          const body = withValueAt(base, field, text);
          const token = await tokenFor(endpoint);
          const headers: Record<string, string> = {
            language: String(LANGUAGE_CODE.en),
            ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          };
          const url = `${h.base}${PDPD_BASE_PATH}${endpoint.path}`;
          const answer =
            endpoint.method === 'GET'
              ? await fetch(`${url}?${new URLSearchParams({ [field]: text }).toString()}`, { headers })
              : await fetch(url, {
                  method: 'POST',
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                });
          const envelope = (await answer.json()) as { success: boolean; code: number; msg: string };
          const context = `${endpoint.path} ${field} ${JSON.stringify(text)} -> ${answer.status} ${envelope.msg}`;
          expect(answer.status, context).toBe(400);
          expect(envelope, context).toMatchObject({ success: false, code: 400 });
          expect(envelope.msg, context).toBe(
            `The field ${field} is invalid: it contains a control character or a broken character that cannot be typed.`,
          );
          requests += 1;
        }
      }
    }
    // The contract was read, not skipped: every call with text input took part.
    expect(requests).toBeGreaterThan(50 * UNTYPEABLE_TEXT.length);
    // Several hundred calls: as above.
  }, 120_000);

  it('keeps tab, line feed and carriage return in what a buyer types into several lines', async () => {
    const user = await h.registerUser();
    const answer = await h.call(
      '/hello/userAddress/add',
      { ...ADDRESS, address: 'Karrada,\r\nstreet 62\tnear the bridge' },
      { token: user.token },
    );
    expect(answer.body).toMatchObject({ success: true, code: 200 });
  });

  it('names a key that holds such a character, shown escaped', async () => {
    const answer = await h.call('/hello/user/login/checkUserName', { userName: 'somebody', 'a\u0000b': 1 });
    h.expectFailure(answer, 400, 400);
    expect(answer.body.msg).toContain('a\\u0000b');
  });
}
