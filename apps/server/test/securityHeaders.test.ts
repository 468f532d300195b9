import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { migrate } from '../src/db/migrate';
import { areas, migrations } from '../src/modules/areas';
import { createCardArea } from '../src/modules/card';
import { MpgsClient } from '../src/modules/card/gateway/mpgsClient';
import { seed } from '../src/db/seed';
import { buildApp } from '../src/http/buildApp';
import { contentSecurityPolicy, inlineScriptHashes, SOCIAL_SOURCES } from '../src/http/contentSecurityPolicy';

const BOOT = "document.documentElement.lang = 'en';";
const SHELL = `<!doctype html><html><head><script id="locale-boot">${BOOT}</script></head><body><div id="root"></div></body></html>`;

/** A renderer double speaking the web build's interface: its own scripts carry the nonce it is given. */
const RENDERER = `
export function createPageRenderer() {
  return async (url, cookie, nonce) => {
    if (url.startsWith('/login')) return null;
    const html = '<!doctype html><script nonce="' + nonce + '">start()</script><p>' + url + '</p>';
    return { html, status: 200 };
  };
}
`;

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

/** A card gateway configured at an acquirer's address (no call is made to it here). */
const GATEWAY_ORIGIN = 'https://epayment.areeba.example';
const configuredGateway = () =>
  new MpgsClient(
    { baseUrl: `${GATEWAY_ORIGIN}/`, merchantId: 'M1', apiPassword: 'p', apiVersion: 100 },
    { fetch: () => Promise.reject(new Error('no call expected')), timeoutMs: 1_000 },
  );

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the security headers, over HTTP', () => {
  let db: Database;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  let withCards: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'tijara-headers-'));
    mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist', 'index.html'), SHELL);
    writeFileSync(path.join(root, 'dist', 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
    db = await openTestPglite();
    await migrate(db, migrations);
    await seed(db);
    const webDist = path.join(root, 'dist');
    app = await buildApp({ db, webDist });
    behindProxy = await buildApp({ db, webDist, trustProxy: ['127.0.0.1'] });
    withCards = await buildApp({
      db,
      webDist,
      areas: [
        ...areas.filter((area) => area.name !== 'card'),
        createCardArea({ gateway: configuredGateway() }),
      ],
    });
  });

  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await withCards.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('a rendered page: a fresh nonce per answer on its scripts and in its policy, no unsafe-inline script', async () => {
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    const nonceOf = (payload: string) => /<script nonce="([^"]+)">/.exec(payload)?.[1];
    const nonce = nonceOf(first.payload);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.payload)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    const script = directivesOf(policy).get('script-src') ?? [];
    expect(script).toContain(`'nonce-${nonce}'`);
    expect(script).toContain(sha256(BOOT));
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(directivesOf(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('the shell: its inline script allowed by hash', async () => {
    const shell = await app.inject({ url: '/login' });
    expect(shell.payload).toBe(SHELL);
    const policy = directivesOf(String(shell.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'", sha256(BOOT)]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it("a configured card gateway: its origin, and only it, in the pages' script-src, frame-src and connect-src", async () => {
    for (const url of ['/', '/login']) {
      const policy = directivesOf(
        String((await withCards.inject({ url })).headers['content-security-policy']),
      );
      expect(policy.get('script-src')?.at(-1), url).toBe(GATEWAY_ORIGIN);
      expect(policy.get('frame-src'), url).toEqual([GATEWAY_ORIGIN]);
      expect(policy.get('connect-src'), url).toEqual(["'self'", GATEWAY_ORIGIN]);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
    // Without one (the environment of this suite sets no MPGS_*): no gateway anywhere in the policy.
    for (const url of ['/', '/login'])
      expect(String((await app.inject({ url })).headers['content-security-policy'])).not.toContain('areeba');
  });

  it('nosniff, DENY and the referrer policy on every answer: API, errors, assets; no page policy on them', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/pdpd/ds/business/getRate', payload: {} }),
      await app.inject({ method: 'POST', url: '/pdpd/no/such/call', payload: {} }),
      await app.inject({
        method: 'POST',
        url: '/pdpd/ds/business/getRate',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({ url: '/assets/app-1234.js' }),
      await app.inject({ url: '/assets/missing.js' }),
      await app.inject({ url: '/media/catalogue/none/300.webp' }),
      await app.inject({ url: '/' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options'], answer.payload.slice(0, 80)).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect(answers[0]?.headers['content-security-policy']).toBeUndefined();
  });

  it('Strict-Transport-Security only over TLS: X-Forwarded-Proto counts only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const ignored = await app.inject({ url: '/', headers: forwarded, remoteAddress: '127.0.0.1' });
    expect(ignored.headers['strict-transport-security']).toBeUndefined();
    const trusted = await behindProxy.inject({ url: '/', headers: forwarded, remoteAddress: '127.0.0.1' });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await behindProxy.inject({
      method: 'POST',
      url: '/pdpd/ds/business/getRate',
      payload: {},
      headers: forwarded,
      remoteAddress: '127.0.0.1',
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    const stranger = await behindProxy.inject({ url: '/', headers: forwarded, remoteAddress: '203.0.113.5' });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  it('lets in exactly the configured sign-in providers', () => {
    const none = directivesOf(contentSecurityPolicy({ scriptHashes: [], social: {} }));
    expect(none.get('script-src')).toEqual(["'self'"]);
    const google = directivesOf(
      contentSecurityPolicy({
        scriptHashes: [],
        social: {
          google: { clientIds: ['x'], issuers: [], jwksUrl: '', clientSecret: undefined, tokenUrl: '' },
        },
      }),
    );
    expect(google.get('script-src')).toEqual(["'self'", ...SOCIAL_SOURCES.google.script]);
    expect(google.get('frame-src')).toEqual([...SOCIAL_SOURCES.google.frame]);
    expect(google.get('connect-src')).toEqual(["'self'", ...SOCIAL_SOURCES.google.connect]);
    expect(google.get('script-src')?.join(' ')).not.toMatch(/facebook|apple/);
    const all = contentSecurityPolicy({
      scriptHashes: [],
      social: {
        apple: { clientIds: ['a'], issuers: [], jwksUrl: '' },
        facebook: { appId: 'f', appSecret: 's', graphUrl: '' },
      },
    });
    expect(directivesOf(all).get('script-src')).toEqual([
      "'self'",
      ...SOCIAL_SOURCES.facebook.script,
      ...SOCIAL_SOURCES.apple.script,
    ]);
  });

  it('lets in a card gateway by its origin alone, beside the sign-in providers, and nothing else', () => {
    const none = directivesOf(contentSecurityPolicy({ scriptHashes: [], social: {}, pageOrigins: [] }));
    expect(none.get('frame-src')).toEqual(["'none'"]);
    expect(none.get('connect-src')).toEqual(["'self'"]);
    const policy = directivesOf(
      contentSecurityPolicy({
        nonce: 'n0nce',
        scriptHashes: [],
        social: {},
        // A base URL with a path and a port, given twice: one origin, no path, no duplicate.
        pageOrigins: ['https://gateway.example:8443/api/rest/', 'https://gateway.example:8443'],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'", 'https://gateway.example:8443']);
    expect(policy.get('frame-src')).toEqual(['https://gateway.example:8443']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://gateway.example:8443']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const withGoogle = directivesOf(
      contentSecurityPolicy({
        scriptHashes: [],
        social: {
          google: { clientIds: ['x'], issuers: [], jwksUrl: '', clientSecret: undefined, tokenUrl: '' },
        },
        pageOrigins: [GATEWAY_ORIGIN],
      }),
    );
    expect(withGoogle.get('frame-src')).toEqual([...SOCIAL_SOURCES.google.frame, GATEWAY_ORIGIN]);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '*', "'unsafe-inline'"])
      expect(
        () => contentSecurityPolicy({ scriptHashes: [], social: {}, pageOrigins: [bad] }),
        bad,
      ).toThrow();
  });

  it('hashes the inline scripts a browser runs, not data blocks or scripts with a source', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script>' +
      '<script src="/x.js"></script><script id="s" >d()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('d()')]);
  });
});
