import { randomInt, randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../../../clock';
import { isRecord } from '../http';
import {
  credentialsMatch,
  deliver,
  donePage,
  IssuedTokens,
  payPage,
  serveDouble,
  type DoubleAnswer,
  type DoubleRequest,
  type ListenOptions,
  type RunningDouble,
} from './doubleHttp';

export interface FibDoubleOptions extends ListenOptions {
  clientId: string;
  clientSecret: string;
  clock?: Clock | undefined;
  accessTokenTtlSeconds?: number | undefined;
  /** How long a payment can be paid when the request names no expiresIn. */
  paymentTtlSeconds?: number | undefined;
}

export interface FibDoublePayment {
  paymentId: string;
  readableCode: string;
  amount: number;
  currency: string;
  description: string;
  statusCallbackUrl: string;
  redirectUri: string | undefined;
  status: 'UNPAID' | 'PAID' | 'DECLINED' | 'REFUND_REQUESTED' | 'REFUNDED';
  decliningReason: string | undefined;
  validUntil: Date;
  paidAt: Date | undefined;
  declinedAt: Date | undefined;
}

export interface FibDouble extends RunningDouble {
  payments: Map<string, FibDoublePayment>;
  tokens: IssuedTokens;
  callbacks: { url: string; body: unknown; status: number }[];
}

const TOKEN = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENTS = '/protected/v1/payments';

/** `PT1H30M`, `PT15M`, `P1D`: the durations FIB's expiresIn takes, in seconds. */
function durationSeconds(text: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function readableCode(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const pick = () => Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join('');
  return `${pick()}-${pick()}-${pick()}`;
}

/** The double's QR stand-in: an SVG picture of the readable code (not a scannable QR symbol). */
function codeImage(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#fff"/><text x="120" y="125" font-size="20" text-anchor="middle" font-family="monospace">${code}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A local FIB web-payments server speaking the protocol FibClient uses (see README). */
export async function startFibDouble(options: FibDoubleOptions): Promise<FibDouble> {
  const clock = options.clock ?? systemClock;
  const tokens = new IssuedTokens(clock, options.accessTokenTtlSeconds ?? 3600);
  const payments = new Map<string, FibDoublePayment>();
  const callbacks: FibDouble['callbacks'] = [];
  let baseUrl = '';

  const current = (p: FibDoublePayment) => {
    if (p.status === 'UNPAID' && clock.now() >= p.validUntil) {
      p.status = 'DECLINED';
      p.decliningReason = 'PAYMENT_EXPIRATION';
      p.declinedAt = p.validUntil;
    }
    return p;
  };

  const notify = async (p: FibDoublePayment) => {
    callbacks.push(await deliver(p.statusCallbackUrl, { id: p.paymentId, status: p.status }));
  };

  const create = (request: DoubleRequest): DoubleAnswer => {
    const body = request.json;
    const money = isRecord(body) && isRecord(body.monetaryValue) ? body.monetaryValue : undefined;
    const amount = Number(money?.amount);
    const expiresIn =
      isRecord(body) && typeof body.expiresIn === 'string' ? durationSeconds(body.expiresIn) : undefined;
    if (
      !isRecord(body) ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      (money?.currency !== 'IQD' && money?.currency !== 'USD') ||
      typeof body.statusCallbackUrl !== 'string' ||
      (body.description !== undefined &&
        (typeof body.description !== 'string' || [...body.description].length > 50)) ||
      (body.expiresIn !== undefined && expiresIn === undefined)
    ) {
      return {
        status: 400,
        json: { errors: [{ code: 'INVALID_REQUEST', title: 'invalid payment request' }] },
      };
    }
    const payment: FibDoublePayment = {
      paymentId: randomUUID(),
      readableCode: readableCode(),
      amount,
      currency: money.currency,
      description: typeof body.description === 'string' ? body.description : '',
      statusCallbackUrl: body.statusCallbackUrl,
      redirectUri: typeof body.redirectUri === 'string' ? body.redirectUri : undefined,
      status: 'UNPAID',
      decliningReason: undefined,
      validUntil: new Date(clock.now().getTime() + (expiresIn ?? options.paymentTtlSeconds ?? 3600) * 1000),
      paidAt: undefined,
      declinedAt: undefined,
    };
    payments.set(payment.paymentId, payment);
    const link = (app: string) => `${baseUrl}/pay/${payment.paymentId}?app=${app}`;
    return {
      status: 201,
      json: {
        paymentId: payment.paymentId,
        readableCode: payment.readableCode,
        qrCode: codeImage(payment.readableCode),
        validUntil: payment.validUntil.toISOString(),
        personalAppLink: link('personal'),
        businessAppLink: link('business'),
        corporateAppLink: link('corporate'),
      },
    };
  };

  const statusAnswer = (p: FibDoublePayment) => ({
    paymentId: p.paymentId,
    status: p.status,
    validUntil: p.validUntil.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    amount: { amount: p.amount, currency: p.currency },
    decliningReason: p.decliningReason ?? null,
    declinedAt: p.declinedAt?.toISOString() ?? null,
    paidBy: p.paidAt ? { name: 'FIB test customer', iban: 'IQ98FIQB004085190510001' } : null,
  });

  const act = async (p: FibDoublePayment, action: string): Promise<DoubleAnswer> => {
    current(p);
    if (action === 'cancel') {
      if (p.status !== 'UNPAID')
        return { status: 400, json: { message: `cannot cancel a ${p.status} payment` } };
      Object.assign(p, {
        status: 'DECLINED',
        decliningReason: 'PAYMENT_CANCELLATION',
        declinedAt: clock.now(),
      });
      await notify(p);
      return { status: 204 };
    }
    if (p.status !== 'PAID') return { status: 400, json: { message: `cannot refund a ${p.status} payment` } };
    p.status = 'REFUNDED';
    await notify(p);
    return { status: 202 };
  };

  const decide = async (p: FibDoublePayment, approve: boolean): Promise<DoubleAnswer> => {
    if (current(p).status !== 'UNPAID')
      return { status: 409, html: donePage('FIB', `Payment is ${p.status}`) };
    if (approve) Object.assign(p, { status: 'PAID', paidAt: clock.now() });
    else Object.assign(p, { status: 'DECLINED', decliningReason: 'SERVER_FAILURE', declinedAt: clock.now() });
    await notify(p);
    if (p.redirectUri) return { status: 303, location: p.redirectUri };
    return { status: 200, html: donePage('FIB', `Payment ${p.status}`) };
  };

  const route = async (request: DoubleRequest): Promise<DoubleAnswer | undefined> => {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === TOKEN) {
      if (!credentialsMatch(request, options.clientId, options.clientSecret)) {
        return { status: 401, json: { error: 'unauthorized_client' } };
      }
      return { status: 200, json: { ...tokens.issue(), scope: 'profile' } };
    }
    const pay = /^\/pay\/([0-9a-f-]{36})(?:\/(approve|decline))?$/.exec(path);
    if (pay) {
      const p = payments.get(pay[1] ?? '');
      if (!p) return { status: 404, html: donePage('FIB', 'No such payment') };
      if (request.method === 'POST' && pay[2]) return decide(p, pay[2] === 'approve');
      if (request.method !== 'GET' || pay[2]) return undefined;
      const app = request.url.searchParams.get('app') ?? 'personal';
      const lines = [
        `${p.amount} ${p.currency}`,
        p.description,
        `Code ${p.readableCode}`,
        `App ${app}`,
        `Status ${current(p).status}`,
      ];
      return {
        status: 200,
        html: payPage(
          'FIB test payment',
          lines,
          `/pay/${p.paymentId}/approve`,
          `/pay/${p.paymentId}/decline`,
        ),
      };
    }
    if (!path.startsWith(PAYMENTS)) return undefined;
    if (!tokens.accepts(request))
      return { status: 401, json: { message: 'invalid or expired access token' } };
    if (request.method === 'POST' && path === PAYMENTS) return create(request);
    const one = /^\/protected\/v1\/payments\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const p = one ? payments.get(decodeURIComponent(one[1] ?? '')) : undefined;
    if (!one) return undefined;
    if (!p) return { status: 404, json: { message: 'no such payment' } };
    if (request.method === 'GET' && one[2] === 'status')
      return { status: 200, json: statusAnswer(current(p)) };
    if (request.method === 'POST' && one[2] !== 'status') return act(p, one[2] ?? '');
    return undefined;
  };

  const running = await serveDouble(route, options);
  baseUrl = running.baseUrl;
  return { ...running, payments, tokens, callbacks };
}
