import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardGatewayFromEnv } from '../src/modules/card/gateway/env';
import { MpgsClient } from '../src/modules/card/gateway/mpgsClient';
import {
  fillHostedFields,
  startMpgsDouble,
  TEST_CARDS,
  type MpgsDouble,
  type TestCard,
} from '../src/modules/card/gateway/mpgsDouble';
import { CardGatewayFailure } from '../src/modules/card/gateway/types';

const MERCHANT = { merchantId: 'TESTTIJARA01', apiPassword: 'double-api-password' };

let double: MpgsDouble;

const clientFor = (overrides: Partial<{ apiPassword: string; timeoutMs: number }> = {}) =>
  new MpgsClient(
    {
      baseUrl: double.baseUrl,
      merchantId: MERCHANT.merchantId,
      apiPassword: overrides.apiPassword ?? MERCHANT.apiPassword,
    },
    { fetch: (url, init) => fetch(url, init), timeoutMs: overrides.timeoutMs ?? 2_000 },
  );

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CardGatewayFailure);
  return error as CardGatewayFailure;
};

/** A session filled through the hosted fields' own calls, then saved as a token. */
const savedCard = async (client: MpgsClient, card: TestCard = TEST_CARDS.mastercard) => {
  const session = await client.createSession();
  expect(await fillHostedFields(double.baseUrl, session.sessionId, card)).toEqual([]);
  return client.saveCard(session.sessionId);
};

beforeEach(async () => {
  double = await startMpgsDouble(MERCHANT);
});
afterEach(async () => {
  await double.stop();
});

describe('MPGS client against the double', () => {
  it('creates a hosted session whose session.js and fields are served from the gateway origin', async () => {
    const session = await clientFor().createSession();
    expect(session.sessionId).toMatch(/^SESSION[0-9A-Z]+$/);
    expect(session.origin).toBe(double.baseUrl);
    expect(session.scriptUrl).toBe(
      `${double.baseUrl}/form/version/100/merchant/${MERCHANT.merchantId}/session.js`,
    );
    const script = await fetch(session.scriptUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('window.PaymentSession');
    expect(text).toContain(JSON.stringify(double.baseUrl));
    const field = await fetch(
      `${double.baseUrl}/form/hostedField?session=${session.sessionId}&field=number&origin=http://shop.test`,
    );
    expect(await field.text()).toContain('autocomplete="cc-number"');
  });

  it('tokenizes a filled session into brand, last four and expiry, and never returns the number', async () => {
    const client = clientFor();
    const card = await savedCard(client);
    expect(card).toMatchObject({ brand: 'MASTERCARD', last4: '0008', expiryMonth: 1, expiryYear: 2039 });
    expect(JSON.stringify(card)).not.toContain(TEST_CARDS.mastercard.number);
    expect(card.token).toMatch(/^9\d{15}$/);
    expect(double.tokens.has(card.token)).toBe(true);
    const visa = await savedCard(client, TEST_CARDS.visa);
    expect(visa).toMatchObject({ brand: 'VISA', last4: '1019' });
  });

  it('refuses a session whose fields are missing or wrong', async () => {
    const client = clientFor();
    const session = await client.createSession();
    expect(
      await fillHostedFields(double.baseUrl, session.sessionId, {
        ...TEST_CARDS.mastercard,
        number: '5123450000000009',
      }),
    ).toEqual(['number']);
    expect((await failureOf(client.saveCard(session.sessionId))).kind).toBe('rejected');
    expect((await failureOf(client.saveCard('SESSION0000NOSUCH0000'))).kind).toBe('rejected');
  });

  it('pays with a token once per order and transaction id, and retrieves the transaction', async () => {
    const client = clientFor();
    const card = await savedCard(client);
    const charge = {
      orderId: 'card-1',
      transactionId: '1',
      token: card.token,
      amount: 5_400,
      currency: 'USD' as const,
      description: 'Order 1',
    };
    expect(await client.pay(charge)).toEqual({
      status: 'approved',
      gatewayCode: 'APPROVED',
      amount: 5_400,
      currency: 'USD',
      orderId: 'card-1',
      transactionId: '1',
    });
    expect(double.payRequests.at(-1)?.body).toMatchObject({
      apiOperation: 'PAY',
      order: { amount: '54.00', currency: 'USD' },
      sourceOfFunds: { type: 'CARD', token: card.token },
    });
    // The same ids again: refused by the gateway, nothing charged twice.
    expect((await failureOf(client.pay(charge))).kind).toBe('rejected');
    expect(double.transactions.size).toBe(1);
    expect(await client.retrieveTransaction('card-1', '1')).toMatchObject({
      status: 'approved',
      amount: 5_400,
    });
    expect(await client.retrieveTransaction('card-2', '1')).toBeNull();
  });

  it('reads a declined card as declined', async () => {
    const client = clientFor();
    const card = await savedCard(client, TEST_CARDS.declined);
    const result = await client.pay({
      orderId: 'card-9',
      transactionId: '1',
      token: card.token,
      amount: 1_999,
      currency: 'USD',
      description: 'x',
    });
    expect(result).toMatchObject({ status: 'declined', gatewayCode: 'DECLINED', amount: 1_999 });
  });

  it('deletes a token, and a token already gone is not an error', async () => {
    const client = clientFor();
    const card = await savedCard(client);
    await client.deleteCard(card.token);
    expect(double.tokens.has(card.token)).toBe(false);
    await client.deleteCard(card.token);
  });

  it('maps wrong credentials, 5xx, 4xx and timeouts to typed failures', async () => {
    expect((await failureOf(clientFor({ apiPassword: 'wrong' }).createSession())).kind).toBe('auth');
    double.failNext(503);
    expect((await failureOf(clientFor().createSession())).kind).toBe('unavailable');
    double.failNext(400);
    expect((await failureOf(clientFor().createSession())).kind).toBe('rejected');
    double.delayNext(500);
    expect((await failureOf(clientFor({ timeoutMs: 100 }).createSession())).kind).toBe('timeout');
  });
});

describe('cardGatewayFromEnv', () => {
  it('is off without its variables, refuses half a configuration and bad values, and builds the client', () => {
    expect(cardGatewayFromEnv({})).toBeNull();
    expect(() => cardGatewayFromEnv({ MPGS_BASE_URL: 'https://epayment.areeba.com' })).toThrow(
      /set MPGS_MERCHANT_ID, MPGS_API_PASSWORD/,
    );
    const full = {
      MPGS_BASE_URL: 'https://epayment.areeba.com',
      MPGS_MERCHANT_ID: 'M1',
      MPGS_API_PASSWORD: 'p',
    };
    expect(() => cardGatewayFromEnv({ ...full, MPGS_BASE_URL: 'epayment.areeba.com' })).toThrow(/http/);
    expect(() => cardGatewayFromEnv({ ...full, MPGS_API_VERSION: '12' })).toThrow(/MPGS_API_VERSION/);
    expect(() => cardGatewayFromEnv({ ...full, CARD_GATEWAY_TIMEOUT_MS: '-1' })).toThrow(
      /CARD_GATEWAY_TIMEOUT_MS/,
    );
    const gateway = cardGatewayFromEnv(full);
    expect(gateway?.name).toBe('mpgs');
    expect(gateway?.origin).toBe('https://epayment.areeba.com');
  });
});
