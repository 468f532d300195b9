import { AccessTokenCache, withBearer } from '../accessToken';
import { checkExpected, ProviderFailure } from '../failure';
import { callProvider, isRecord, joinUrl, type HttpDeps } from '../http';
import type {
  CallbackInput,
  ExpectedAmount,
  PaymentProvider,
  ReturnInput,
  StartedPayment,
  StartPaymentInput,
  VerifiedPayment,
} from '../types';
import { mapFibStatus } from './fibStatus';

export interface FibSettings {
  /** Stage `https://fib.stage.fib.iq`, production `https://fib.prod.fib.iq`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** ISO 8601 duration a paid payment stays refundable, e.g. `P7D`; FIB's default otherwise. */
  refundableFor?: string | undefined;
}

const TOKEN = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENTS = '/protected/v1/payments';
/** FIB limits a payment's description to 50 characters. */
const DESCRIPTION_MAX = 50;

/**
 * FIB (First Iraqi Bank) web payments: OAuth2 client credentials at the bank's identity server, a
 * payment with a QR code, a readable code and links into the three FIB apps, a status callback,
 * and status, cancel and refund calls. The callback is not signed: it is trusted only through a
 * status query back to FIB.
 */
export class FibClient implements PaymentProvider {
  readonly name = 'fib' as const;
  private readonly tokens: AccessTokenCache;

  constructor(
    private readonly settings: FibSettings,
    private readonly deps: HttpDeps,
  ) {
    this.tokens = new AccessTokenCache(
      'fib',
      {
        tokenUrl: joinUrl(settings.baseUrl, TOKEN),
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      },
      deps,
    );
  }

  /** FIB has no idempotency key: every call creates a payment, so the caller starts an attempt once. */
  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const request = {
      monetaryValue: { amount: String(input.amount), currency: input.currency },
      statusCallbackUrl: input.callbackUrl,
      redirectUri: input.returnUrl,
      description: [...input.description].slice(0, DESCRIPTION_MAX).join(''),
      ...(this.settings.refundableFor ? { refundableFor: this.settings.refundableFor } : {}),
    };
    const { body } = await this.call(PAYMENTS, { method: 'POST', body: request, accept: [200, 201] });
    if (!isRecord(body)) throw new ProviderFailure('fib', 'malformed', 'create payment answered no object');
    const { paymentId, qrCode, readableCode, personalAppLink, businessAppLink, corporateAppLink } = body;
    const validUntil = typeof body.validUntil === 'string' ? new Date(body.validUntil) : undefined;
    if (
      typeof paymentId !== 'string' ||
      typeof qrCode !== 'string' ||
      typeof readableCode !== 'string' ||
      typeof personalAppLink !== 'string' ||
      typeof businessAppLink !== 'string' ||
      typeof corporateAppLink !== 'string' ||
      !validUntil ||
      Number.isNaN(validUntil.getTime())
    ) {
      throw new ProviderFailure(
        'fib',
        'malformed',
        'create payment lacks paymentId, codes, app links or validUntil',
      );
    }
    return {
      providerRef: paymentId,
      qrCode,
      readableCode,
      appLinks: { personal: personalAppLink, business: businessAppLink, corporate: corporateAppLink },
      validUntil,
    };
  }

  /** FIB's redirect carries nothing to verify: the payment named by the caller is asked for. */
  async verifyReturn(input: ReturnInput): Promise<VerifiedPayment> {
    const providerRef = input.providerRef ?? input.query.paymentId;
    if (!providerRef) throw new ProviderFailure('fib', 'malformed', 'the return names no payment');
    return this.status(providerRef, input.expected);
  }

  /** FIB posts `{ id, status }`; only the id is used, the status is read back from FIB. */
  async verifyCallback(input: CallbackInput): Promise<VerifiedPayment> {
    const id = isRecord(input.body) ? input.body.id : undefined;
    if (typeof id !== 'string' || id === '')
      throw new ProviderFailure('fib', 'malformed', 'the callback has no id');
    return this.status(id, input.expected);
  }

  async status(providerRef: string, expected?: ExpectedAmount): Promise<VerifiedPayment> {
    const { body } = await this.call(`${PAYMENTS}/${encodeURIComponent(providerRef)}/status`, {
      method: 'GET',
    });
    const amount = isRecord(body) ? body.amount : undefined;
    const value = isRecord(amount) ? Number(amount.amount) : NaN;
    if (
      !isRecord(body) ||
      typeof body.status !== 'string' ||
      !isRecord(amount) ||
      typeof amount.currency !== 'string' ||
      !Number.isSafeInteger(value)
    ) {
      throw new ProviderFailure('fib', 'malformed', `status of ${providerRef} lacks status or amount`);
    }
    if (typeof body.paymentId === 'string' && body.paymentId !== providerRef) {
      throw new ProviderFailure('fib', 'malformed', `status of ${providerRef} answered another payment`);
    }
    const reason = typeof body.decliningReason === 'string' ? body.decliningReason : undefined;
    const payment: VerifiedPayment = {
      provider: 'fib',
      providerRef,
      reference: undefined,
      status: mapFibStatus(body.status, reason),
      providerStatus: reason ? `${body.status}:${reason}` : body.status,
      amount: value,
      currency: amount.currency,
    };
    return checkExpected(payment, expected);
  }

  async cancel(providerRef: string): Promise<void> {
    await this.call(`${PAYMENTS}/${encodeURIComponent(providerRef)}/cancel`, {
      method: 'POST',
      accept: [200, 204],
    });
  }

  /** FIB refunds the whole payment; it has no reason field, so `reason` stays with the caller. */
  async refund(providerRef: string, _reason: string): Promise<void> {
    await this.call(`${PAYMENTS}/${encodeURIComponent(providerRef)}/refund`, {
      method: 'POST',
      accept: [200, 202, 204],
    });
  }

  private call(path: string, options: { method: 'GET' | 'POST'; body?: unknown; accept?: number[] }) {
    return withBearer(this.tokens, (token) =>
      callProvider('fib', this.deps, joinUrl(this.settings.baseUrl, path), {
        ...options,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
}
