import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SocialConfig } from '../modules/auth/social/socialConfig';
import { cameOverTls } from './clientAddress';
import { contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';

export { newNonce } from './contentSecurityPolicy';

/**
 * The browser-facing security headers (issue 12, item 7), in one place.
 *
 * Every answer (API, pages, assets, media): `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin`, and
 * `Strict-Transport-Security` when the request came over TLS (directly, or through a proxy that
 * TRUST_PROXY lets say so with `X-Forwarded-Proto`): over plain HTTP the header would be ignored,
 * and sending it from a development server on localhost would pin the browser to HTTPS there.
 *
 * Every HTML page: the Content-Security-Policy of `contentSecurityPolicy.ts`.
 */

/** One year, the usual value for a site that is HTTPS only. */
const HSTS = 'max-age=31536000';

export interface SecurityHeaders {
  /** The policy of a server-rendered page whose scripts carry `nonce`. */
  pagePolicy(nonce: string): string;
}

/**
 * Adds the headers to every answer of `app`. An HTML answer that has no policy yet (the app shell,
 * served as a file) gets the shell's: its inline scripts by hash, read from the built `index.html`
 * at start.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    social,
    webDist,
    pageOrigins = [],
  }: {
    social: SocialConfig;
    webDist?: string | undefined;
    /** Other origins the pages load scripts and frames from (the areas' `pageOrigins`). */
    pageOrigins?: readonly string[];
  },
): SecurityHeaders {
  const shell = webDist ? path.join(webDist, 'index.html') : null;
  const shellHashes = shell && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
  const shellPolicy = contentSecurityPolicy({ scriptHashes: shellHashes, social, pageOrigins });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (cameOverTls(request)) reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', shellPolicy);
    }
    return payload;
  });

  return {
    pagePolicy: (nonce) => contentSecurityPolicy({ nonce, scriptHashes: shellHashes, social, pageOrigins }),
  };
}
