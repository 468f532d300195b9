import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/areas';
import { seed, SEED_RATE } from '../src/db/seed';
import { buildApp } from '../src/http/buildApp';

/**
 * A web build with a server-side renderer (`dist-ssr/entry-server.js`, as apps/web builds it):
 * its pages come from the renderer, which reads the API in-process through the `fetch` it is
 * given. The renderer here is a double of the web build's, speaking the same interface; the real
 * one is tested against this server in e2e/server-rendering.e2e.ts.
 */
const RENDERER = `
export function createPageRenderer({ distDir, fetch }) {
  return async (url, cookie) => {
    if (url.startsWith('/login')) return null;
    if (url.startsWith('/broken')) throw new Error('the renderer broke');
    const response = await fetch('http://storefront.invalid/pdpd/ds/business/getRate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: '1' },
      body: '{}',
    });
    const envelope = await response.json();
    const missing = await fetch('http://storefront.invalid/pdpd/no/such/call', { method: 'POST', body: '{}' });
    const html = '<!doctype html><p>' + [url, envelope.data, missing.status, cookie ?? '-', distDir.endsWith('dist')].join(' | ') + '</p>' + 'x'.repeat(2000);
    return { html, status: url.startsWith('/commodity_details?productId=none') ? 404 : 200 };
  };
}
`;

describe('pages from the web build’s server-side renderer', () => {
  let db: Database;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'tijara-web-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
    db = await openTestPglite();
    await migrate(db, migrations);
    await seed(db);
    app = await buildApp({ db, webDist: path.join(root, 'dist') });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders the home page (not the shell index.html), reading the API in-process', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'tijara.locale=en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(response.payload).toContain(`<p>/ | ${SEED_RATE} | 404 | tijara.locale=en | true</p>`);
  });

  it('passes the whole address, query included, and compresses the page for browsers that take it', async () => {
    const url = '/search-list?name=%D9%85%D8%B5%D8%A8%D8%A7%D8%AD';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain(`<p>${url} |`);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain(`<p>${url} |`);
    expect(gzip.rawPayload.length).toBeLessThan(500);
  });

  it('answers with the status the renderer gives: 404 for a product that does not exist, with its page', async () => {
    const response = await app.inject({
      url: '/commodity_details?productId=none',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain(
      '<p>/commodity_details?productId=none |',
    );
  });

  it('serves the shell for a page the renderer leaves to the browser, and when it fails', async () => {
    for (const url of ['/login?redirect=%2F', '/broken']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.payload).toContain('<title>shell</title>');
    }
  });

  it('still answers API calls, assets and HEAD requests as before', async () => {
    const api = await app.inject({ method: 'POST', url: '/pdpd/ds/business/getRate', payload: {} });
    expect(api.json()).toMatchObject({ success: true, data: SEED_RATE });
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
  });
});
