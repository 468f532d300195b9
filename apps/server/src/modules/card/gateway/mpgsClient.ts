import {
  CardGatewayFailure,
  type CardChargeRequest,
  type CardChargeResult,
  type CardGateway,
  type HostedSession,
  type TokenizedCard,
} from './types';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface MpgsSettings {
  /** The gateway's origin: `https://test-gateway.mastercard.com`, an acquirer's (`https://epayment.areeba.com`). */
  baseUrl: string;
  merchantId: string;
  /** The Integration Authentication password of the merchant's API (Basic auth, user `merchant.<id>`). */
  apiPassword: string;
  /** The REST API version in the paths. @default 100 */
  apiVersion?: number;
}

export interface MpgsDeps {
  fetch: FetchLike;
  /** Milliseconds to wait for each answer. @default 10000 */
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** MPGS amounts are decimals in the currency's major unit; ours are integer cents. */
export const centsToAmount = (cents: number) => (cents / 100).toFixed(2);

function amountToCents(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value : '';
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new CardGatewayFailure('malformed', `amount ${JSON.stringify(value)} is not a decimal`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The last four digits of a masked number (`512345xxxxxx0008`). */
function lastFour(masked: unknown): string {
  const match = typeof masked === 'string' ? /(\d{4})$/.exec(masked) : null;
  if (!match?.[1])
    throw new CardGatewayFailure('malformed', 'the token answer carries no masked card number');
  return match[1];
}

/** Expiry as MPGS gives it on a token: `MMYY`. */
function expiryOf(expiry: unknown): { expiryMonth: number; expiryYear: number } {
  const match = typeof expiry === 'string' ? /^(\d{2})(\d{2})$/.exec(expiry) : null;
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12)
    throw new CardGatewayFailure('malformed', `card expiry ${JSON.stringify(expiry)} is not MMYY`);
  return { expiryMonth: month, expiryYear: 2000 + Number(match[2]) };
}

/**
 * The gateway codes of a captured or refused PAY (the API's `response.gatewayCode`): APPROVED and
 * APPROVED_AUTO are money taken; SUBMITTED and PENDING are not final; everything else is a refusal
 * (DECLINED, EXPIRED_CARD, INSUFFICIENT_FUNDS, BLOCKED, TIMED_OUT, ACQUIRER_SYSTEM_ERROR, ...).
 */
function statusOfCode(code: string): CardChargeResult['status'] {
  if (code === 'APPROVED' || code === 'APPROVED_AUTO') return 'approved';
  if (code === 'SUBMITTED' || code === 'PENDING' || code === 'APPROVED_PENDING_SETTLEMENT') return 'pending';
  return 'declined';
}

/**
 * Mastercard Payment Gateway Services (REST API, Hosted Session), as used by Iraqi acquirers (Areeba):
 * `POST /session`, the browser's hosted fields, `POST /token` from the session, `PUT .../transaction`
 * with `apiOperation: PAY` and the token, `GET .../transaction`, `DELETE /token/{id}`. See README.md
 * for what was checked against what.
 */
export class MpgsClient implements CardGateway {
  readonly name = 'mpgs';
  private readonly version: number;

  constructor(
    private readonly settings: MpgsSettings,
    private readonly deps: MpgsDeps,
  ) {
    this.version = settings.apiVersion ?? 100;
  }

  get origin(): string {
    return new URL(this.settings.baseUrl).origin;
  }

  private url(path: string): string {
    return `${this.origin}/api/rest/version/${this.version}/merchant/${encodeURIComponent(this.settings.merchantId)}${path}`;
  }

  private async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    accept: number[] = [200, 201],
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const authorization = `Basic ${Buffer.from(`merchant.${this.settings.merchantId}:${this.settings.apiPassword}`).toString('base64')}`;
    const timeoutMs = this.deps.timeoutMs ?? 10_000;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await this.deps.fetch(this.url(path), {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted)
        throw new CardGatewayFailure('timeout', `no answer from ${what} in ${timeoutMs} ms`);
      throw new CardGatewayFailure(
        'unavailable',
        `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    } catch {
      throw new CardGatewayFailure('malformed', `${what} answered non-JSON`, response.status);
    }
    if (!accept.includes(response.status)) {
      // MPGS errors: { result: 'ERROR', error: { cause, explanation, field } }.
      const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const detail =
        `${what} answered ${response.status}: ${text(error.cause)} ${text(error.explanation)}`.trim();
      if (response.status >= 500 || error.cause === 'SERVER_BUSY' || error.cause === 'SERVER_FAILED')
        throw new CardGatewayFailure('unavailable', detail, response.status);
      if (response.status === 401 || response.status === 403)
        throw new CardGatewayFailure('auth', detail, response.status);
      if (response.status === 404) throw new CardGatewayFailure('not_found', detail, response.status);
      throw new CardGatewayFailure('rejected', detail, response.status);
    }
    if (!isRecord(parsed))
      throw new CardGatewayFailure('malformed', `${what} answered no object`, response.status);
    return { status: response.status, body: parsed };
  }

  async createSession(): Promise<HostedSession> {
    // An authentication limit of 25, as the Hosted Session guide asks.
    const { body } = await this.call('POST', '/session', { session: { authenticationLimit: 25 } });
    const session = isRecord(body.session) ? body.session : {};
    if (typeof session.id !== 'string' || session.id === '')
      throw new CardGatewayFailure('malformed', 'the session answer carries no session.id');
    return {
      sessionId: session.id,
      scriptUrl: `${this.origin}/form/version/${this.version}/merchant/${encodeURIComponent(this.settings.merchantId)}/session.js`,
      origin: this.origin,
    };
  }

  async saveCard(sessionId: string): Promise<TokenizedCard> {
    const { body } = await this.call('POST', '/token', {
      session: { id: sessionId },
      sourceOfFunds: { type: 'CARD' },
    });
    if (body.result !== 'SUCCESS' || typeof body.token !== 'string' || body.token === '')
      throw new CardGatewayFailure('rejected', `the token was not created (result ${String(body.result)})`);
    const funds = isRecord(body.sourceOfFunds) ? body.sourceOfFunds : {};
    const provided = isRecord(funds.provided) ? funds.provided : {};
    const card = isRecord(provided.card) ? provided.card : {};
    if (typeof card.brand !== 'string')
      throw new CardGatewayFailure('malformed', 'the token answer names no card brand');
    return { token: body.token, brand: card.brand, last4: lastFour(card.number), ...expiryOf(card.expiry) };
  }

  async deleteCard(token: string): Promise<void> {
    try {
      await this.call('DELETE', `/token/${encodeURIComponent(token)}`);
    } catch (error) {
      if (error instanceof CardGatewayFailure && error.kind === 'not_found') return;
      throw error;
    }
  }

  private chargeOf(body: Record<string, unknown>, orderId: string, transactionId: string): CardChargeResult {
    const response = isRecord(body.response) ? body.response : {};
    const transaction = isRecord(body.transaction) ? body.transaction : {};
    const code = typeof response.gatewayCode === 'string' ? response.gatewayCode : '';
    if (code === '')
      throw new CardGatewayFailure('malformed', 'the transaction answer carries no gatewayCode');
    if (typeof transaction.currency !== 'string')
      throw new CardGatewayFailure('malformed', 'the transaction answer carries no currency');
    return {
      status: statusOfCode(code),
      gatewayCode: code,
      amount: amountToCents(transaction.amount),
      currency: transaction.currency,
      orderId,
      transactionId,
    };
  }

  async pay(charge: CardChargeRequest): Promise<CardChargeResult> {
    const path = `/order/${encodeURIComponent(charge.orderId)}/transaction/${encodeURIComponent(charge.transactionId)}`;
    // A declined PAY answers 200 with result FAILURE; a 400 is a request the gateway refused.
    const { body } = await this.call('PUT', path, {
      apiOperation: 'PAY',
      order: {
        amount: centsToAmount(charge.amount),
        currency: charge.currency,
        description: charge.description,
      },
      sourceOfFunds: { type: 'CARD', token: charge.token },
      transaction: { source: 'INTERNET' },
    });
    return this.checked(this.chargeOf(body, charge.orderId, charge.transactionId), charge);
  }

  /** A charge of another amount or currency than asked is not the one we made. */
  private checked(result: CardChargeResult, charge: CardChargeRequest): CardChargeResult {
    if (result.amount !== charge.amount || result.currency !== charge.currency)
      throw new CardGatewayFailure(
        'malformed',
        `transaction ${charge.orderId}/${charge.transactionId} is ${result.amount} ${result.currency}, expected ${charge.amount} ${charge.currency}`,
      );
    return result;
  }

  async retrieveTransaction(orderId: string, transactionId: string): Promise<CardChargeResult | null> {
    try {
      const { body } = await this.call(
        'GET',
        `/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`,
      );
      return this.chargeOf(body, orderId, transactionId);
    } catch (error) {
      if (error instanceof CardGatewayFailure && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
