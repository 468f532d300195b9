import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
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

export interface ZainCashDoubleOptions extends ListenOptions {
  clientId: string;
  clientSecret: string;
  /** The merchant's API key: signs the redirect and webhook JWTs (HS256). */
  secret: string;
  /** Where webhooks go (ZainCash sets this up per merchant, not per transaction). */
  webhookUrl?: string | undefined;
  clock?: Clock | undefined;
  accessTokenTtlSeconds?: number | undefined;
  /** How long a transaction can be paid (ZainCash's expiryTime). */
  transactionTtlSeconds?: number | undefined;
  /** Lifetime of the redirect and webhook JWTs. */
  signedTokenTtlSeconds?: number | undefined;
}

export interface ZainCashDoubleTransaction {
  transactionId: string;
  externalReferenceId: string;
  orderId: string;
  serviceType: string;
  amount: number;
  currency: string;
  language: string;
  successUrl: string;
  failureUrl: string;
  status: string;
  createdAt: Date;
  expiryTime: Date;
  completedAt: Date | undefined;
}

export interface ZainCashDouble extends RunningDouble {
  transactions: Map<string, ZainCashDoubleTransaction>;
  tokens: IssuedTokens;
  webhooks: { url: string; body: unknown; status: number }[];
  /** Signs a JWT the way the double's redirect and webhook do (tests forge or expire with it). */
  sign(payload: Record<string, unknown>, ttlSeconds?: number): Promise<string>;
}

const API = '/api/v2/payment-gateway/transaction';

/** A local ZainCash Payment Gateway v2 speaking the protocol ZainCashClient uses (see README). */
export async function startZainCashDouble(options: ZainCashDoubleOptions): Promise<ZainCashDouble> {
  const clock = options.clock ?? systemClock;
  const tokens = new IssuedTokens(clock, options.accessTokenTtlSeconds ?? 3600);
  const transactions = new Map<string, ZainCashDoubleTransaction>();
  const byExternalReference = new Map<string, ZainCashDoubleTransaction>();
  const webhooks: ZainCashDouble['webhooks'] = [];
  const key = new TextEncoder().encode(options.secret);
  let baseUrl = '';

  const sign = (payload: Record<string, unknown>, ttlSeconds = options.signedTokenTtlSeconds ?? 3600) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(key);
  };

  const current = (transaction: ZainCashDoubleTransaction) => {
    if (transaction.status === 'PENDING' && clock.now() >= transaction.expiryTime)
      transaction.status = 'EXPIRED';
    return transaction;
  };

  const details = (t: ZainCashDoubleTransaction) => ({
    transactionId: t.transactionId,
    externalReferenceId: t.externalReferenceId,
    orderId: t.orderId,
    amount: { value: t.amount, currency: t.currency },
  });

  const tokenData = (t: ZainCashDoubleTransaction) => ({ ...details(t), currentStatus: t.status });

  const init = (request: DoubleRequest): DoubleAnswer => {
    const body = request.json;
    const amount = isRecord(body) && isRecord(body.amount) ? body.amount : undefined;
    const urls = isRecord(body) && isRecord(body.redirectUrls) ? body.redirectUrls : undefined;
    const value = Number(amount?.value);
    if (
      !isRecord(body) ||
      typeof body.externalReferenceId !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(body.externalReferenceId) ||
      typeof body.orderId !== 'string' ||
      typeof body.serviceType !== 'string' ||
      !Number.isSafeInteger(value) ||
      value <= 0 ||
      amount?.currency !== 'IQD' ||
      typeof urls?.successUrl !== 'string' ||
      typeof urls.failureUrl !== 'string'
    ) {
      return { status: 400, json: { message: 'invalid transaction init request' } };
    }
    const existing = byExternalReference.get(body.externalReferenceId);
    if (existing) {
      if (existing.orderId !== body.orderId || existing.amount !== value) {
        return { status: 409, json: { message: 'externalReferenceId already used for another transaction' } };
      }
      return { status: 200, json: initAnswer(current(existing)) };
    }
    const now = clock.now();
    const transaction: ZainCashDoubleTransaction = {
      transactionId: randomBytes(12).toString('hex'),
      externalReferenceId: body.externalReferenceId,
      orderId: body.orderId,
      serviceType: body.serviceType,
      amount: value,
      currency: 'IQD',
      language: typeof body.language === 'string' ? body.language : 'ar',
      successUrl: urls.successUrl,
      failureUrl: urls.failureUrl,
      status: 'PENDING',
      createdAt: now,
      expiryTime: new Date(now.getTime() + (options.transactionTtlSeconds ?? 900) * 1000),
      completedAt: undefined,
    };
    transactions.set(transaction.transactionId, transaction);
    byExternalReference.set(transaction.externalReferenceId, transaction);
    return { status: 200, json: initAnswer(transaction) };
  };

  const initAnswer = (t: ZainCashDoubleTransaction) => ({
    status: t.status,
    transactionDetails: details(t),
    redirectUrl: `${baseUrl}/pay/${t.transactionId}`,
    expiryTime: t.expiryTime.toISOString(),
    createdAt: t.createdAt.toISOString(),
  });

  const inquiry = (t: ZainCashDoubleTransaction) => ({
    status: t.status,
    transactionDetails: {
      ...details(t),
      operationId: null,
      amount: { value: t.amount, currency: t.currency, feeValue: 0 },
    },
    customer: { phone: '9647802999569' },
    timeStamps: {
      expiryTime: t.expiryTime.toISOString(),
      createdAt: t.createdAt.toISOString(),
      updatedAt: (t.completedAt ?? t.createdAt).toISOString(),
      completedAt: t.completedAt?.toISOString() ?? null,
    },
  });

  const notify = async (t: ZainCashDoubleTransaction) => {
    if (!options.webhookUrl) return;
    const webhookToken = await sign({
      eventId: randomUUID(),
      eventType: 'TRANSACTION_STATUS_CHANGED',
      data: tokenData(t),
    });
    webhooks.push(await deliver(options.webhookUrl, { webhook_token: webhookToken }));
  };

  const decide = async (t: ZainCashDoubleTransaction, approve: boolean): Promise<DoubleAnswer> => {
    if (current(t).status !== 'PENDING')
      return { status: 409, html: donePage('ZainCash', `Transaction is ${t.status}`) };
    t.status = approve ? 'SUCCESS' : 'FAILED';
    t.completedAt = clock.now();
    await notify(t);
    const target = new URL(approve ? t.successUrl : t.failureUrl);
    target.searchParams.set('token', await sign({ data: tokenData(t) }));
    return { status: 303, location: target.toString() };
  };

  const reverse = async (request: DoubleRequest): Promise<DoubleAnswer> => {
    const body = request.json;
    const t =
      isRecord(body) && typeof body.transactionId === 'string'
        ? transactions.get(body.transactionId)
        : undefined;
    if (!t) return { status: 404, json: { message: 'no such transaction' } };
    if (!isRecord(body) || typeof body.reason !== 'string' || body.reason === '') {
      return { status: 400, json: { message: 'a reason is required' } };
    }
    if (current(t).status !== 'SUCCESS')
      return { status: 400, json: { message: `cannot reverse a ${t.status} transaction` } };
    t.status = 'REFUNDED';
    await notify(t);
    return { status: 200, json: { status: t.status, transactionDetails: details(t) } };
  };

  const route = async (request: DoubleRequest): Promise<DoubleAnswer | undefined> => {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/oauth2/token') {
      if (!credentialsMatch(request, options.clientId, options.clientSecret)) {
        return { status: 401, json: { error: 'invalid_client' } };
      }
      return { status: 200, json: { ...tokens.issue(), scope: request.form.get('scope') ?? '' } };
    }
    const pay = /^\/pay\/([0-9a-f]+)(?:\/(approve|decline))?$/.exec(path);
    if (pay) {
      const t = transactions.get(pay[1] ?? '');
      if (!t) return { status: 404, html: donePage('ZainCash', 'No such transaction') };
      if (request.method === 'POST' && pay[2]) return decide(t, pay[2] === 'approve');
      if (request.method !== 'GET' || pay[2]) return undefined;
      const lines = [`Order ${t.orderId}`, `${t.amount} ${t.currency}`, `Status ${current(t).status}`];
      return {
        status: 200,
        html: payPage(
          'ZainCash test payment',
          lines,
          `/pay/${t.transactionId}/approve`,
          `/pay/${t.transactionId}/decline`,
        ),
      };
    }
    if (!path.startsWith(API)) return undefined;
    if (!tokens.accepts(request))
      return { status: 401, json: { message: 'invalid or expired access token' } };
    if (request.method === 'POST' && path === `${API}/init`) return init(request);
    if (request.method === 'POST' && path === `${API}/reverse`) return reverse(request);
    const inquiryMatch = new RegExp(`^${API}/inquiry/([^/]+)$`).exec(path);
    if (request.method === 'GET' && inquiryMatch) {
      const t = transactions.get(decodeURIComponent(inquiryMatch[1] ?? ''));
      return t
        ? { status: 200, json: inquiry(current(t)) }
        : { status: 404, json: { message: 'no such transaction' } };
    }
    return undefined;
  };

  const running = await serveDouble(route, options);
  baseUrl = running.baseUrl;
  return { ...running, transactions, tokens, webhooks, sign };
}
