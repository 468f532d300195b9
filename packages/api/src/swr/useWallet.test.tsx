import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletFreezeWire, WalletMovementWire } from '../contract';
import { createStorefront } from './testing/storefront';
import { useFreezeWallet, useWalletHistory, useWalletSummary } from './useWallet';

/*
 * The wallet hooks over real HTTP against a loopback stand-in for the wallet calls (the calls
 * themselves are tested against the real server): one wallet of 100,000 dinars in memory for one
 * token, with the payment password 246810. A freeze is made once per request id, as the server
 * makes it.
 */

const TOKEN = 'token-of-ali';
const PASSWORD = '246810';
let server: Server;
let baseUrl = '';
let available = 100_000;
let freezes: WalletFreezeWire[] = [];
let movements: WalletMovementWire[] = [];
const arrivals: { path: string; body: Record<string, unknown> }[] = [];

function answer(
  path: string,
  body: Record<string, unknown>,
): { status: number; data?: unknown; msg?: string } {
  switch (path) {
    case '/hello/wallet/summary':
      return {
        status: 200,
        data: {
          availableIqd: available,
          availableInUsdCents: Math.round((available * 100) / 1310),
          iqdPerUsd: 1310,
          heldUsdCents: 0,
          frozenIqd: freezes.reduce((sum, freeze) => sum + freeze.amountIqd, 0),
          freezes,
        },
      };
    case '/hello/wallet/history': {
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 20);
      const records = movements.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return { status: 200, data: { records, total: movements.length, pageNum, pageSize } };
    }
    case '/hello/wallet/freeze': {
      if (body.paymentPassword !== PASSWORD)
        return { status: 400, data: { remaining: 4 }, msg: 'Payment password incorrect, 4 attempts left.' };
      const id = String(body.requestId);
      let freeze = freezes.find((existing) => existing.id === id);
      if (!freeze) {
        const amountIqd = Number(body.amountIqd);
        freeze = {
          id,
          amountIqd,
          days: body.days as 7,
          bonusIqd: Math.floor((amountIqd * (body.days === 15 ? 200 : 50)) / 10_000),
          startedAt: '2026-11-27T05:00:00.000Z',
          endsAt: '2026-12-04T05:00:00.000Z',
        };
        freezes = [...freezes, freeze];
        available -= amountIqd;
        movements = [
          {
            id: String(movements.length + 1),
            kind: 'freeze',
            currency: 'IQD',
            amount: amountIqd,
            direction: 'out',
            createdAt: freeze.startedAt,
            reference: `freeze:${id}`,
          },
          ...movements,
        ];
      }
      return { status: 200, data: { freeze, availableIqd: available } };
    }
    default:
      return { status: 404, msg: 'no such call' };
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/pdpd/, '');
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      arrivals.push({ path, body });
      const reply = (code: number, data: unknown, msg: string) =>
        response
          .writeHead(code, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: code === 200, code, msg, data }));
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(401, null, 'Please sign in first.');
      const { status, data, msg } = answer(path, body);
      reply(status, data ?? null, msg ?? 'Success');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdpd`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  arrivals.length = 0;
  available = 100_000;
  freezes = [];
  movements = [];
  localStorage.clear();
});

const callsTo = (path: string) => arrivals.filter((arrival) => arrival.path === path);

function signedIn() {
  const app = createStorefront(baseUrl, 'en');
  app.session.signIn(TOKEN);
  return app;
}

describe('the wallet hooks', () => {
  it('read the balance and the history, freeze once for a double click, and read both again', async () => {
    const app = signedIn();
    const { result } = renderHook(
      () => ({ summary: useWalletSummary(), history: useWalletHistory(1, 10), freeze: useFreezeWallet() }),
      { wrapper: app.wrapper },
    );
    await waitFor(() => expect(result.current.summary.summary?.availableIqd).toBe(100_000));
    expect(result.current.summary.summary?.availableInUsdCents).toBe(7_634);
    await waitFor(() => expect(result.current.history.page?.total).toBe(0));
    expect(callsTo('/hello/wallet/history')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });

    const submission = { amountIqd: 40_000, days: 15 as const, paymentPassword: PASSWORD };
    const [first, second] = await act(() =>
      Promise.all([result.current.freeze.freeze(submission), result.current.freeze.freeze(submission)]),
    );
    expect(first).toBe(second);
    expect(first).toMatchObject({ success: true, data: { freeze: { bonusIqd: 800 }, availableIqd: 60_000 } });
    expect(callsTo('/hello/wallet/freeze').map((call) => call.body)).toEqual([
      { ...submission, requestId: result.current.freeze.requestId },
    ]);
    await waitFor(() => expect(result.current.summary.summary?.availableIqd).toBe(60_000));
    expect(result.current.summary.summary?.frozenIqd).toBe(40_000);
    await waitFor(() =>
      expect(result.current.history.page?.records.map((movement) => movement.kind)).toEqual(['freeze']),
    );
    expect(result.current.freeze.isMutating).toBe(false);
  });

  it('leave a wrong payment password to the form, with the attempts left, and retry under the same id', async () => {
    const app = signedIn();
    const { result } = renderHook(() => useFreezeWallet(), { wrapper: app.wrapper });
    const wrong = await act(() =>
      result.current.freeze({ amountIqd: 1_000, days: 7, paymentPassword: '111111' }),
    );
    expect(wrong).toMatchObject({ success: false, code: 400, data: { remaining: 4 } });
    expect(app.failures).toEqual([]);
    const right = await act(() =>
      result.current.freeze({ amountIqd: 1_000, days: 7, paymentPassword: PASSWORD }),
    );
    expect(right).toMatchObject({ success: true, data: { freeze: { bonusIqd: 5 } } });
    const ids = callsTo('/hello/wallet/freeze').map((call) => call.body.requestId);
    expect(ids).toEqual([result.current.requestId, result.current.requestId]);
  });
});
