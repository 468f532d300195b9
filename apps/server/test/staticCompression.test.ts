import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { buildApp } from '../src/http/buildApp';

/** The built storefront's assets go out compressed: the web build writes .br and .gz beside them. */
describe('serving the storefront build', () => {
  let db: Database;
  let app: FastifyInstance;
  let webDist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tijara-web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    const asset = path.join(webDist, 'assets', 'main-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    db = await openTestPglite();
    app = await buildApp({ db, webDist });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the Brotli file to a browser that accepts it, with a year of caching', async () => {
    expect(readdirSync(path.join(webDist, 'assets'))).toHaveLength(3);
    const response = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('answers every page address, the home page included, with index.html when the build has no renderer', async () => {
    for (const url of ['/', '/commodity_details?productId=1', '/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe('<!doctype html><title>t</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
