import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { UserInfo } from '@tijara/domain';
import type { z } from 'zod';
import type { areaSchema, savedAddressSchema } from '../../contract/schemas';
import { answerCatalogueCall } from './catalogueDouble';

/**
 * A small HTTP server on 127.0.0.1 that speaks the /pdpd protocol of spec section 7 for the hook
 * tests of this package. The package may not import the server (ARCHITECTURE.md, layers), so
 * these tests run the hooks over real HTTP against this double; the client itself is tested
 * against the real server in apps/server/test/client. It answers a few calls the way the server
 * does: the envelope, `msg` in the `language` header's language, 401 without a valid bearer token.
 * The catalogue's calls are answered by catalogueDouble.ts.
 */

type SavedAddress = z.input<typeof savedAddressSchema>;
type Area = z.input<typeof areaSchema>;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  language: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

export interface PdpdDouble {
  /** `http://127.0.0.1:PORT/pdpd`, for `createPdpdClient({ baseUrl })`. */
  baseUrl: string;
  calls: RecordedCall[];
  /** The calls made to one path, e.g. '/ds/business/getRate'. */
  callsTo(path: string): RecordedCall[];
  /** The rate `getRate` answers. */
  rate: number;
  /** Adds a buyer and answers their bearer token. */
  addUser(user: UserInfo): string;
  /** Makes a token stop working, as an expired or revoked session does. */
  revoke(token: string): void;
  /**
   * Holds the answers to `path` (recorded as they arrive) until the returned function is called,
   * to see what a screen shows while a call is on its way.
   */
  hold(path: string): () => void;
  /** Forgets the calls, buyers and addresses, answers what is held, and the rate goes back to 1310. */
  reset(): void;
  close(): Promise<void>;
}

const SUCCESS_MSG: Record<string, string> = {
  '0': '成功',
  '1': 'Success',
  '9': 'تمت العملية بنجاح',
  '10': 'سەرکەوتوو بوو',
};
const UNAUTHORIZED_MSG: Record<string, string> = {
  '0': '请先登录。',
  '1': 'Please sign in first.',
  '9': 'يرجى تسجيل الدخول أولاً.',
  '10': 'تکایە سەرەتا بچۆ ژوورەوە.',
};

const AREAS: Area[] = [
  {
    id: 4840,
    parentId: 0,
    areaName: '伊拉克',
    areaEnName: 'Iraq',
    areaKuName: 'عێراق',
    areaArName: 'العراق',
    hasChildren: true,
  },
  {
    id: 484001,
    parentId: 4840,
    areaName: '巴格达',
    areaEnName: 'Baghdad',
    areaKuName: 'بەغدا',
    areaArName: 'بغداد',
    hasChildren: true,
  },
  {
    id: 484002,
    parentId: 4840,
    areaName: '巴士拉',
    areaEnName: 'Basra',
    areaKuName: 'بەسرە',
    areaArName: 'البصرة',
    hasChildren: true,
  },
];

export async function startPdpdDouble(): Promise<PdpdDouble> {
  const calls: RecordedCall[] = [];
  const users = new Map<string, UserInfo>();
  const addresses = new Map<string, SavedAddress[]>();
  let serial = 0;
  const held = new Map<string, (() => void)[]>();

  function send(response: ServerResponse, status: number, code: number, msg: string, data: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ success: status === 200, code, msg, data }));
  }

  function handle(call: RecordedCall, response: ServerResponse) {
    const language = call.language ?? '9';
    const ok = (data: unknown) => send(response, 200, 200, SUCCESS_MSG[language] ?? '', data);
    const token = /^Bearer (.+)$/.exec(call.authorization ?? '')?.[1];
    const user = token === undefined ? undefined : users.get(token);
    const signedIn = (then: (user: UserInfo) => void) => {
      if (!user) send(response, 401, 401, UNAUTHORIZED_MSG[language] ?? '', null);
      else then(user);
    };
    const route = `${call.method} ${call.path}`;
    const fields = (call.body ?? {}) as Record<string, unknown>;

    switch (route) {
      case 'POST /ds/business/getRate':
        return ok(double.rate);
      case 'GET /hello/user/userInfo':
        return signedIn(ok);
      case 'POST /hello/user/login/logout':
        return signedIn(() => {
          if (token !== undefined) users.delete(token);
          ok(null);
        });
      case 'GET /hello/userAddress/area':
        return ok(AREAS.filter((area) => String(area.parentId) === call.query.get('parentId')));
      case 'POST /hello/userAddress/list':
        return signedIn((buyer) => ok(addresses.get(buyer.userId) ?? []));
      case 'POST /hello/userAddress/add':
        return signedIn((buyer) => {
          serial += 1;
          const id = String(serial);
          const saved: SavedAddress = {
            id,
            firstName: String(fields.firstName),
            lastName: String(fields.lastName),
            address: String(fields.address),
            countryId: Number(fields.countryId),
            provinceId: Number(fields.provinceId),
            cityId: null,
            mobile: String(fields.mobile),
            postcode: '',
            email: '',
            isDefault: (addresses.get(buyer.userId) ?? []).length === 0 ? 1 : 0,
            countryName: 'Iraq',
            provinceName: 'Baghdad',
            cityName: null,
          };
          addresses.set(buyer.userId, [...(addresses.get(buyer.userId) ?? []), saved]);
          ok({ id });
        });
      case 'POST /hello/userAddress/delete':
        return signedIn((buyer) => {
          const mine = addresses.get(buyer.userId) ?? [];
          if (!mine.some((address) => address.id === fields.id)) {
            return send(response, 404, 404, 'no such address', null);
          }
          addresses.set(
            buyer.userId,
            mine.filter((address) => address.id !== fields.id),
          );
          ok({ id: fields.id });
        });
      default: {
        const answer = answerCatalogueCall(call);
        if (!answer) return send(response, 404, 404, `There is no /pdpd${call.path} endpoint.`, null);
        if (answer.status === 200) return ok(answer.data);
        return send(response, answer.status, answer.status, answer.msg, null);
      }
    }
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = incoming.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const call: RecordedCall = {
        method: incoming.method ?? 'GET',
        path: url.pathname.replace(/^\/pdpd/, ''),
        query: url.searchParams,
        language: header('language'),
        authorization: header('authorization'),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      if (header('channel') !== '6' || header('user-type') !== '2') {
        return send(response, 400, 400, 'channel 6 and user-type 2 are required', null);
      }
      const queue = held.get(call.path);
      if (queue) queue.push(() => handle(call, response));
      else handle(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const double: PdpdDouble = {
    baseUrl: `http://127.0.0.1:${port}/pdpd`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    rate: 1310,
    addUser(user) {
      serial += 1;
      const token = `token-${serial}-${user.userId}`;
      users.set(token, user);
      return token;
    },
    revoke(token) {
      users.delete(token);
    },
    hold(path) {
      const queue: (() => void)[] = [];
      held.set(path, queue);
      return () => {
        if (held.get(path) === queue) held.delete(path);
        for (const answer of queue.splice(0)) answer();
      };
    },
    reset() {
      for (const queue of held.values()) for (const answer of queue.splice(0)) answer();
      held.clear();
      calls.length = 0;
      users.clear();
      addresses.clear();
      double.rate = 1310;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return double;
}
