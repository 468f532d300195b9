import { endpoints, PDPD_BASE_PATH, type Endpoint } from '@tijara/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/http/buildApp';
import { areas, migrations, migrationsOf } from '../src/modules/areas';
import type { ServerArea } from '../src/modules/serverArea';

/** The ids databases already record in `schema_migrations`, in the order they were applied. */
const SHIPPED_MIGRATIONS = [
  '0001_exchange_rate',
  '0002_accounts',
  '0003_addresses',
  '0004_catalogue',
  '0005_account_roles',
  '0006_product_search_words',
  '0007_quote_requests',
];

interface Route {
  method: string;
  url: string;
}

/** An area that registers nothing and records every route the areas after it register. */
function routeRecorder(into: Route[]): ServerArea {
  return {
    name: 'route recorder',
    migrations: [],
    register(app) {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) into.push({ method, url: route.url });
      });
    },
  };
}

/** Contract endpoints no route serves, and /pdpd routes no contract endpoint describes. */
function gapsBetween(routes: readonly Route[], contract: readonly Endpoint[]) {
  const key = (method: string, url: string) => `${method} ${url}`;
  const served = new Set(routes.map((route) => key(route.method, route.url)));
  const described = new Set(contract.map((e) => key(e.method, `${PDPD_BASE_PATH}${e.path}`)));
  return {
    withoutHandler: [...described].filter((call) => !served.has(call)),
    withoutContract: routes
      .filter((route) => route.url.startsWith(`${PDPD_BASE_PATH}/`))
      // Fastify answers HEAD for every GET route by itself: part of the GET call.
      .map((route) => key(route.method === 'HEAD' ? 'GET' : route.method, route.url))
      .filter((call) => !described.has(call)),
  };
}

describe('areas', () => {
  it('have unique names', () => {
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keep every shipped migration id, in the order databases applied them, then the newer ones', () => {
    const ids = migrations.map((migration) => migration.id);
    expect(ids.slice(0, SHIPPED_MIGRATIONS.length)).toEqual(SHIPPED_MIGRATIONS);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^\d{4}_[a-z_]+$/);
  });

  it('refuse two migrations with one id, since the second would never be applied', () => {
    const twin: ServerArea = {
      name: 'twin',
      migrations: [{ id: '0001_exchange_rate', sql: '' }],
      register() {},
    };
    expect(() => migrationsOf([...areas, twin])).toThrow('0001_exchange_rate');
  });
});

describe('every contract endpoint has a handler and every /pdpd route a contract', () => {
  let db: Database;
  let app: FastifyInstance;
  const routes: Route[] = [];

  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, migrations);
    app = await buildApp({ db, areas: [routeRecorder(routes), ...areas] });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('registers exactly the contract under /pdpd', () => {
    expect(gapsBetween(routes, endpoints)).toEqual({ withoutHandler: [], withoutContract: [] });
  });

  it('answers no contract call with 404 or 405', async () => {
    for (const endpoint of endpoints) {
      const response = await app.inject({
        method: endpoint.method,
        url: `${PDPD_BASE_PATH}${endpoint.path}`,
        headers: endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {},
        payload: endpoint.method === 'POST' ? '{}' : undefined,
      });
      expect([404, 405], `${endpoint.method} ${endpoint.path}`).not.toContain(response.statusCode);
    }
  });

  it('would see an area left out of the list, and a route outside the contract', async () => {
    const partial: Route[] = [];
    const withoutInquiry = areas.filter((area) => area.name !== 'inquiry');
    const stray: ServerArea = {
      name: 'stray',
      migrations: [],
      register(strayApp) {
        strayApp.post(`${PDPD_BASE_PATH}/hello/not/inContract`, () => Promise.resolve({}));
      },
    };
    const other = await buildApp({ db, areas: [routeRecorder(partial), ...withoutInquiry, stray] });
    await other.ready();
    try {
      expect(gapsBetween(partial, endpoints)).toEqual({
        withoutHandler: ['POST /pdpd/hello/order/quotations'],
        withoutContract: ['POST /pdpd/hello/not/inContract'],
      });
    } finally {
      await other.close();
    }
  });
});
