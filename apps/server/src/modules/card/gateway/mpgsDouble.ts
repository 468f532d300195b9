import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { passesLuhn } from '@tijara/domain';
import { hostedFieldPage, sessionScript } from './hostedFieldsScript';

/**
 * A local double of the MPGS REST API and its hosted fields, written from the same reading of the
 * documentation as the client (README.md). Test cards follow MPGS's test rules as we read them: the
 * expiry decides the outcome (05/39 declined, 04/27 expired card, anything else approved).
 */
export interface MpgsDoubleOptions {
  merchantId: string;
  apiPassword: string;
  port?: number;
  host?: string;
}

interface StoredCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
}

interface Transaction {
  orderId: string;
  transactionId: string;
  token: string;
  amount: string;
  currency: string;
  gatewayCode: string;
}

export interface MpgsDouble {
  baseUrl: string;
  stop(): Promise<void>;
  /** The next `times` REST calls (not the hosted fields) answer `status`. */
  failNext(status: number, times?: number): void;
  /** The next REST call waits `ms` before answering (it still acts, as a slow gateway does). */
  delayNext(ms: number): void;
  /** Tokens the double holds, for tests. */
  readonly tokens: ReadonlyMap<string, StoredCard>;
  /** PAY operations received, including refused repeats. */
  readonly payRequests: { orderId: string; transactionId: string; body: unknown }[];
  readonly transactions: ReadonlyMap<string, Transaction>;
}

const FIELDS = ['number', 'securityCode', 'expiryMonth', 'expiryYear'] as const;
type Field = (typeof FIELDS)[number];

function brandOf(number: string): string | null {
  if (/^4/.test(number)) return 'VISA';
  const six = Number(number.slice(0, 6));
  if (/^5[1-5]/.test(number) || (six >= 222_100 && six <= 272_099)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  return null;
}

function fieldError(field: Field, value: string): string | null {
  if (value === '') return 'missing';
  switch (field) {
    case 'number': {
      const digits = value.replace(/\s+/g, '');
      return /^\d{12,19}$/.test(digits) && passesLuhn(digits) && brandOf(digits) ? null : 'invalid';
    }
    case 'securityCode':
      return /^\d{3,4}$/.test(value) ? null : 'invalid';
    case 'expiryMonth':
      return /^(0[1-9]|1[0-2])$/.test(value) ? null : 'invalid';
    case 'expiryYear':
      return /^\d{2}$/.test(value) ? null : 'invalid';
  }
}

const masked = (number: string) =>
  `${number.slice(0, 6)}${'x'.repeat(number.length - 10)}${number.slice(-4)}`;

function outcomeOf(card: StoredCard): string {
  const expiry = `${card.expiryMonth}/${card.expiryYear}`;
  if (expiry === '05/39') return 'DECLINED';
  if (expiry === '04/27') return 'EXPIRED_CARD';
  return 'APPROVED';
}

const error = (status: number, cause: string, explanation: string) => ({
  status,
  json: { result: 'ERROR', error: { cause, explanation } },
});

type Answer = { status: number; json?: unknown; body?: string; type?: string };

export async function startMpgsDouble(options: MpgsDoubleOptions): Promise<MpgsDouble> {
  const sessions = new Map<string, Partial<Record<Field, string>>>();
  const tokens = new Map<string, StoredCard>();
  const transactions = new Map<string, Transaction>();
  const payRequests: MpgsDouble['payRequests'] = [];
  const failures: number[] = [];
  const delays: number[] = [];
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const expectedAuth = `Basic ${Buffer.from(`merchant.${options.merchantId}:${options.apiPassword}`).toString('base64')}`;

  const cardOfSession = (id: string): StoredCard | null => {
    const fields = sessions.get(id);
    if (!fields || FIELDS.some((field) => fields[field] === undefined)) return null;
    return {
      number: (fields.number ?? '').replace(/\s+/g, ''),
      expiryMonth: fields.expiryMonth ?? '',
      expiryYear: fields.expiryYear ?? '',
    };
  };

  const providedCard = (card: StoredCard) => ({
    brand: brandOf(card.number),
    scheme: brandOf(card.number),
    number: masked(card.number),
    expiry: `${card.expiryMonth}${card.expiryYear}`,
    fundingMethod: 'CREDIT',
  });

  const transactionAnswer = (transaction: Transaction) => {
    const approved = transaction.gatewayCode === 'APPROVED';
    return {
      result: approved ? 'SUCCESS' : 'FAILURE',
      merchant: options.merchantId,
      response: { gatewayCode: transaction.gatewayCode, acquirerCode: approved ? '00' : '05' },
      order: {
        id: transaction.orderId,
        amount: Number(transaction.amount),
        currency: transaction.currency,
        status: approved ? 'CAPTURED' : 'FAILED',
        totalCapturedAmount: approved ? Number(transaction.amount) : 0,
      },
      transaction: {
        id: transaction.transactionId,
        type: 'PAYMENT',
        amount: Number(transaction.amount),
        currency: transaction.currency,
      },
      sourceOfFunds: { type: 'CARD', token: transaction.token },
    };
  };

  /** The hosted fields' own calls (the frames' origin is the double's): never faulted. */
  const form = (method: string, path: string, query: URLSearchParams, json: unknown): Answer | undefined => {
    const script = /^\/form\/version\/\d+\/merchant\/([^/]+)\/session\.js$/.exec(path);
    if (method === 'GET' && script) {
      if (decodeURIComponent(script[1] ?? '') !== options.merchantId)
        return { status: 404, body: '', type: 'text/plain' };
      return { status: 200, body: sessionScript(origin), type: 'text/javascript; charset=utf-8' };
    }
    if (method === 'GET' && path === '/form/hostedField') {
      const field = query.get('field') ?? '';
      if (!(FIELDS as readonly string[]).includes(field))
        return { status: 404, body: '', type: 'text/plain' };
      return { status: 200, body: hostedFieldPage(field), type: 'text/html; charset=utf-8' };
    }
    const fieldPost = /^\/form\/session\/([^/]+)\/field$/.exec(path);
    if (method === 'POST' && fieldPost) {
      const fields = sessions.get(decodeURIComponent(fieldPost[1] ?? ''));
      const body = (json ?? {}) as { field?: unknown; value?: unknown };
      if (!fields) return { status: 404, json: { ok: false, error: 'session' } };
      if (typeof body.field !== 'string' || !(FIELDS as readonly string[]).includes(body.field))
        return { status: 400, json: { ok: false, error: 'invalid' } };
      const field = body.field as Field;
      const value = typeof body.value === 'string' ? body.value.trim() : '';
      const problem = fieldError(field, value);
      if (problem) return { status: 200, json: { ok: false, error: problem } };
      fields[field] = value;
      return { status: 200, json: { ok: true } };
    }
    const summary = /^\/form\/session\/([^/]+)$/.exec(path);
    if (method === 'GET' && summary) {
      const id = decodeURIComponent(summary[1] ?? '');
      const card = cardOfSession(id);
      if (!card)
        return {
          status: 200,
          json: { status: 'fields_in_error', session: { id }, errors: { cardNumber: 'missing' } },
        };
      return {
        status: 200,
        json: {
          status: 'ok',
          session: { id, updateStatus: 'SUCCESS' },
          sourceOfFunds: {
            provided: {
              card: {
                ...providedCard(card),
                securityCode: 'xxx',
                expiry: { month: card.expiryMonth, year: card.expiryYear },
              },
            },
          },
        },
      };
    }
    return undefined;
  };

  const api = (method: string, path: string, headers: IncomingMessage['headers'], json: unknown): Answer => {
    const match = /^\/api\/rest\/version\/(\d+)\/merchant\/([^/]+)(\/.*)$/.exec(path);
    if (!match) return error(404, 'INVALID_REQUEST', 'no such resource');
    if (decodeURIComponent(match[2] ?? '') !== options.merchantId || headers.authorization !== expectedAuth)
      return error(401, 'INVALID_REQUEST', 'Invalid credentials.');
    const rest = match[3] ?? '';
    const body = (json ?? {}) as Record<string, Record<string, unknown> | undefined>;

    if (method === 'POST' && rest === '/session') {
      const id = `SESSION${randomBytes(12).toString('hex').toUpperCase()}`;
      sessions.set(id, {});
      return {
        status: 201,
        json: {
          merchant: options.merchantId,
          result: 'SUCCESS',
          session: { id, updateStatus: 'NO_UPDATE', version: '1' },
        },
      };
    }
    if (method === 'POST' && rest === '/token') {
      const sessionId = body.session?.id;
      const card = typeof sessionId === 'string' ? cardOfSession(sessionId) : null;
      if (!card) return error(400, 'INVALID_REQUEST', 'The session does not hold complete card details.');
      const token = `9${randomBytes(8).readBigUInt64BE().toString().padStart(15, '0').slice(0, 15)}`;
      tokens.set(token, card);
      return {
        status: 201,
        json: {
          result: 'SUCCESS',
          status: 'VALID',
          token,
          repositoryId: 'DOUBLE',
          response: { gatewayCode: 'BASIC_VERIFICATION_SUCCESSFUL' },
          sourceOfFunds: { type: 'CARD', provided: { card: providedCard(card) } },
        },
      };
    }
    const tokenPath = /^\/token\/([^/]+)$/.exec(rest);
    if (method === 'DELETE' && tokenPath) {
      const token = decodeURIComponent(tokenPath[1] ?? '');
      if (!tokens.delete(token)) return error(404, 'INVALID_REQUEST', 'No such token.');
      return { status: 200, json: { result: 'SUCCESS' } };
    }
    const transactionPath = /^\/order\/([^/]+)\/transaction\/([^/]+)$/.exec(rest);
    if (transactionPath) {
      const orderId = decodeURIComponent(transactionPath[1] ?? '');
      const transactionId = decodeURIComponent(transactionPath[2] ?? '');
      const key = `${orderId}/${transactionId}`;
      if (method === 'GET') {
        const found = transactions.get(key);
        return found
          ? { status: 200, json: transactionAnswer(found) }
          : error(404, 'INVALID_REQUEST', 'No such transaction.');
      }
      if (method === 'PUT') {
        payRequests.push({ orderId, transactionId, body: json });
        if ((body as { apiOperation?: unknown }).apiOperation !== 'PAY')
          return error(400, 'INVALID_REQUEST', 'The double supports apiOperation PAY only.');
        if (transactions.has(key))
          return error(400, 'INVALID_REQUEST', 'Transaction with the given id already exists.');
        const token = body.sourceOfFunds?.token;
        const card = typeof token === 'string' ? tokens.get(token) : undefined;
        if (!card || typeof token !== 'string') return error(400, 'INVALID_REQUEST', 'Invalid token.');
        const amount = body.order?.amount;
        const currency = body.order?.currency;
        if (typeof amount !== 'string' || !/^\d+\.\d{2}$/.test(amount) || Number(amount) <= 0)
          return error(400, 'INVALID_REQUEST', 'Invalid value for order.amount.');
        if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
          return error(400, 'INVALID_REQUEST', 'Invalid order.currency.');
        const transaction = { orderId, transactionId, token, amount, currency, gatewayCode: outcomeOf(card) };
        transactions.set(key, transaction);
        return { status: 200, json: transactionAnswer(transaction) };
      }
    }
    return error(404, 'INVALID_REQUEST', 'no such resource');
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        json = undefined;
      }
      const url = new URL(incoming.url ?? '/', 'http://double.invalid');
      const method = incoming.method ?? 'GET';
      const run = async (): Promise<Answer> => {
        const hosted = form(method, url.pathname, url.searchParams, json);
        if (hosted) return hosted;
        const delay = delays.shift();
        const failure = failures.shift();
        if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
        if (failure !== undefined)
          return error(
            failure,
            failure >= 500 ? 'SERVER_FAILED' : 'REQUEST_REJECTED',
            'fault injected by the test',
          );
        return api(method, url.pathname, incoming.headers, json);
      };
      void run()
        .catch((thrown: unknown): Answer => error(500, 'SERVER_FAILED', String(thrown)))
        .then((answer) => {
          if (answer.json !== undefined) {
            response.writeHead(answer.status, { 'content-type': 'application/json' });
            response.end(JSON.stringify(answer.json));
          } else {
            response.writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain' });
            response.end(answer.body ?? '');
          }
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  origin = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl: origin,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    delayNext: (ms) => delays.push(ms),
    tokens,
    payRequests,
    transactions,
  };
}

/** A test card as a buyer types it into the hosted fields. */
export interface TestCard {
  number: string;
  securityCode: string;
  expiryMonth: string;
  expiryYear: string;
}

/** MPGS's published test cards (Mastercard, Visa) with an expiry the double approves. */
export const TEST_CARDS = {
  mastercard: { number: '5123450000000008', securityCode: '100', expiryMonth: '01', expiryYear: '39' },
  visa: { number: '4508750015741019', securityCode: '100', expiryMonth: '01', expiryYear: '39' },
  declined: { number: '5123450000000008', securityCode: '100', expiryMonth: '05', expiryYear: '39' },
} as const satisfies Record<string, TestCard>;

/**
 * What the hosted fields' frames do when the page calls `updateSessionFromForm('card')`: each field
 * posts its value to the gateway's origin. For tests without a browser; answers the fields refused.
 */
export async function fillHostedFields(
  baseUrl: string,
  sessionId: string,
  card: TestCard,
): Promise<string[]> {
  const refused: string[] = [];
  for (const field of FIELDS) {
    const response = await fetch(`${baseUrl}/form/session/${encodeURIComponent(sessionId)}/field`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ field, value: card[field] }),
    });
    const answer = (await response.json()) as { ok?: boolean };
    if (answer.ok !== true) refused.push(field);
  }
  return refused;
}
