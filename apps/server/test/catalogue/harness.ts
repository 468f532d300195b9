import { LANGUAGE_CODE, type Locale } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/modules/areas';
import { seed } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { ManualClock } from '../support/manualClock';
import { insertCatalogueFixture, NOW } from './fixture';

export interface Envelope<Data> {
  success: boolean;
  code: number;
  msg: string;
  data: Data;
}

export interface Answer<Data> {
  status: number;
  body: Envelope<Data>;
}

export interface CallOptions {
  /** The `language` header; English unless said. `null` sends no header (Arabic by default). */
  locale?: Locale | null;
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
}

export interface CatalogueHarness {
  readonly db: Database;
  readonly app: FastifyInstance;
  readonly clock: ManualClock;
  /** Calls /pdpd{path} through `app.inject` (the whole HTTP stack, no socket) and reads the envelope. */
  call<Data = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Answer<Data>>;
  /** Calls and expects a success, answering its data. */
  data<Data = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Data>;
  expectFailure(answer: Answer<unknown>, status: number, code: number, msg?: string | RegExp): void;
}

/** Opens the database, migrates and seeds it, writes the fixture catalogue and builds the app. */
export function useCatalogueHarness(
  open: () => Promise<Database | { unavailable: string }>,
): CatalogueHarness {
  let db: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    const opened = await open();
    if ('unavailable' in opened) throw new Error(opened.unavailable);
    db = opened;
    await migrate(db, migrations);
    await seed(db);
    await insertCatalogueFixture(db);
    app = await buildApp({ db, clock });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const harness: CatalogueHarness = {
    get db() {
      return db;
    },
    get app() {
      return app;
    },
    clock,
    async call<Data>(path: string, body: unknown = {}, options: CallOptions = {}) {
      const method = options.method ?? 'POST';
      const headers: Record<string, string> = { channel: '6', 'user-type': '2' };
      const locale = options.locale === undefined ? 'en' : options.locale;
      if (locale !== null) headers.language = String(LANGUAGE_CODE[locale]);
      if (method === 'POST') headers['content-type'] = 'application/json';
      const response = await app.inject({
        method,
        url: `/pdpd${path}`,
        query: options.query,
        headers,
        ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: response.statusCode, body: response.json<Envelope<Data>>() };
    },
    async data<Data>(path: string, body?: unknown, options?: CallOptions) {
      const answer = await harness.call<Data>(path, body, options);
      expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ success: true, code: 200 });
      expect(answer.status).toBe(200);
      return answer.body.data;
    },
    expectFailure(answer, status, code, msg) {
      expect({ status: answer.status, success: answer.body.success, code: answer.body.code }).toEqual({
        status,
        success: false,
        code,
      });
      if (typeof msg === 'string') expect(answer.body.msg).toBe(msg);
      else if (msg) expect(answer.body.msg).toMatch(msg);
    },
  };
  return harness;
}
