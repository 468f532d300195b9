import { AccessTokenCache, withBearer } from '../accessToken';
import { checkExpected, ProviderFailure } from '../failure';
import { callProvider, isRecord, joinUrl, type HttpDeps } from '../http';
import { referenceUuid } from '../reference';
import { verifyHs256 } from '../signedToken';
import type {
  CallbackInput,
  ExpectedAmount,
  PaymentProvider,
  ProviderLocale,
  ReturnInput,
  StartedPayment,
  StartPaymentInput,
  VerifiedPayment,
} from '../types';
import { mapZainCashStatus, parseTransaction, type ZainCashTransaction } from './zainCashStatus';

export interface ZainCashSettings {
  /** UAT `https://pg-api-uat.zaincash.iq`, production `https://pg-api.zaincash.iq`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant's secret key that signs the redirect and webhook JWTs (HS256). */
  apiKey: string;
  /** Merchant-defined label of what is sold (ZainCash has no fixed list). */
  serviceType: string;
}

const INIT = '/api/v2/payment-gateway/transaction/init';
const INQUIRY = '/api/v2/payment-gateway/transaction/inquiry/';
const REVERSE = '/api/v2/payment-gateway/transaction/reverse';

/** ZainCash's page speaks Arabic, Kurdish (`ku`) and English. */
const LANGUAGE: Record<ProviderLocale, string> = { ar: 'ar', ckb: 'ku', en: 'en', zh: 'en' };

/**
 * ZainCash Payment Gateway API v2: OAuth2 token, transaction init, the buyer's redirect to the
 * hosted page, a JWT on the return and in webhooks (HS256 with the merchant's key), inquiry and
 * reverse. A return or webhook is trusted only after its signature verifies, and its status is
 * then read back by inquiry.
 */
export class ZainCashClient implements PaymentProvider {
  readonly name = 'zaincash' as const;
  private readonly tokens: AccessTokenCache;

  constructor(
    private readonly settings: ZainCashSettings,
    private readonly deps: HttpDeps,
  ) {
    this.tokens = new AccessTokenCache(
      'zaincash',
      {
        tokenUrl: joinUrl(settings.baseUrl, '/oauth2/token'),
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        scope: 'payment:read payment:write reverse:write',
      },
      deps,
    );
  }

  /** externalReferenceId is derived from our reference, so a repeated start names the same attempt. */
  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const request = {
      language: LANGUAGE[input.locale],
      externalReferenceId: referenceUuid(input.reference),
      orderId: input.reference,
      serviceType: this.settings.serviceType,
      amount: { value: input.amount, currency: input.currency },
      redirectUrls: { successUrl: input.returnUrl, failureUrl: input.returnUrl },
    };
    const { body } = await this.call(INIT, { method: 'POST', body: request });
    const transaction = parseTransaction(body, 'init');
    if (transaction.amount !== input.amount || transaction.currency !== input.currency) {
      throw new ProviderFailure(
        'zaincash',
        'mismatch',
        `init of ${input.reference} answered ${transaction.amount} ${transaction.currency}`,
      );
    }
    const redirectUrl = isRecord(body) ? body.redirectUrl : undefined;
    if (typeof redirectUrl !== 'string')
      throw new ProviderFailure('zaincash', 'malformed', 'init lacks redirectUrl');
    const expiry =
      isRecord(body) && typeof body.expiryTime === 'string' ? new Date(body.expiryTime) : undefined;
    return {
      providerRef: transaction.transactionId,
      redirectUrl,
      ...(expiry && !Number.isNaN(expiry.getTime()) ? { validUntil: expiry } : {}),
    };
  }

  /** The buyer comes back to successUrl or failureUrl with `?token=<JWT>`. */
  async verifyReturn(input: ReturnInput): Promise<VerifiedPayment> {
    const token = input.query.token;
    if (!token) throw new ProviderFailure('zaincash', 'malformed', 'the return has no token');
    return this.verifyToken(token, input.expected);
  }

  /** ZainCash posts `{ webhook_token: <JWT> }` (some integrations name it `token`). */
  async verifyCallback(input: CallbackInput): Promise<VerifiedPayment> {
    const body = input.body;
    const token = isRecord(body) ? (body.webhook_token ?? body.token) : undefined;
    if (typeof token !== 'string')
      throw new ProviderFailure('zaincash', 'malformed', 'the webhook has no token');
    return this.verifyToken(token, input.expected);
  }

  async status(providerRef: string, expected?: ExpectedAmount): Promise<VerifiedPayment> {
    return checkExpected(this.toVerified(await this.inquiry(providerRef)), expected);
  }

  async refund(providerRef: string, reason: string): Promise<void> {
    await this.call(REVERSE, { method: 'POST', body: { transactionId: providerRef, reason } });
  }

  private async verifyToken(token: string, expected: ExpectedAmount | undefined): Promise<VerifiedPayment> {
    const payload = await verifyHs256('zaincash', token, this.settings.apiKey, this.deps.clock);
    const data = isRecord(payload.data) ? payload.data : payload;
    if (typeof data.transactionId !== 'string') {
      throw new ProviderFailure('zaincash', 'malformed', 'the signed token names no transactionId');
    }
    const transaction = await this.inquiry(data.transactionId);
    if (typeof data.orderId === 'string' && data.orderId !== transaction.orderId) {
      throw new ProviderFailure(
        'zaincash',
        'mismatch',
        `the token's order ${data.orderId} is not the transaction's`,
      );
    }
    return checkExpected(this.toVerified(transaction), expected);
  }

  private async inquiry(transactionId: string): Promise<ZainCashTransaction> {
    const { body } = await this.call(`${INQUIRY}${encodeURIComponent(transactionId)}`, { method: 'GET' });
    const transaction = parseTransaction(body, 'inquiry');
    if (transaction.transactionId !== transactionId) {
      throw new ProviderFailure(
        'zaincash',
        'malformed',
        `inquiry of ${transactionId} answered another transaction`,
      );
    }
    return transaction;
  }

  private toVerified(transaction: ZainCashTransaction): VerifiedPayment {
    return {
      provider: 'zaincash',
      providerRef: transaction.transactionId,
      reference: transaction.orderId,
      status: mapZainCashStatus(transaction.status),
      providerStatus: transaction.status,
      amount: transaction.amount,
      currency: transaction.currency,
    };
  }

  private call(path: string, options: { method: 'GET' | 'POST'; body?: unknown }) {
    return withBearer(this.tokens, (token) =>
      callProvider('zaincash', this.deps, joinUrl(this.settings.baseUrl, path), {
        ...options,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
}
