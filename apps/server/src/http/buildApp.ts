import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { endpoints, PDPD_BASE_PATH } from '@tijara/api/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/database';
import { areas as allAreas } from '../modules/areas';
import { bearerAuthenticator } from '../modules/auth/bearerAuthenticator';
import type { SocialConfig } from '../modules/auth/social/socialConfig';
import type { ServerArea } from '../modules/serverArea';
import { ApiError } from './ApiError';
import { setAuthenticator } from './authentication';
import { fastifyTrustProxy, type TrustProxy } from './clientAddress';
import type { RateLimits } from './rateLimit';
import { sendFailure } from './envelope';
import { loadPageRenderer, sendPage, type PageRenderer } from './pageRendering';
import { newNonce, registerSecurityHeaders } from './securityHeaders';

export interface AppOptions {
  db: Database;
  /** Built storefront to serve at `/`; the API alone is served when it is missing. */
  webDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The time handlers act on. @default the system clock */
  clock?: Clock;
  /** Social sign-in providers; none configured by default (login types 3-5 answer 503). */
  social?: SocialConfig;
  /** How the server calls sign-in providers. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Keep search rankings and list totals for a minute (`catalogueCache.ts`). @default true */
  catalogueCache?: boolean;
  /** The areas to serve. @default every area (`modules/areas.ts`); tests serve fewer to see a gap. */
  areas?: readonly ServerArea[];
  /** Which proxies may name the client (TRUST_PROXY, `clientAddress.ts`). @default false */
  trustProxy?: TrustProxy;
  /** Calls allowed per client address (`rateLimit.ts`). @default DEFAULT_RATE_LIMITS */
  rateLimits?: RateLimits;
}

/** Body limit for JSON and form calls; file uploads will get their own route-level limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

class MalformedJsonError extends ApiError {
  constructor() {
    super(400, 400, 'malformedJson');
  }
}

function parseJson(body: string): unknown {
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new MalformedJsonError();
  }
}

/** Maps what Fastify itself rejects (parsers, limits) to envelope errors; anything else is ours. */
function toApiError(error: unknown, request: FastifyRequest): ApiError | null {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError(415, 415, 'unsupportedMediaType', { type: request.headers['content-type'] ?? '' });
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError(413, 413, 'bodyTooLarge');
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return new ApiError(400, 400, 'malformedJson');
  return null;
}

export async function buildApp({
  db,
  webDist,
  logger = false,
  clock = systemClock,
  social = {},
  fetch = globalThis.fetch,
  catalogueCache = true,
  areas = allAreas,
  trustProxy = false,
  rateLimits,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: fastifyTrustProxy(trustProxy),
  });

  // Spec section 7: POST bodies are JSON or form. An empty JSON body reads as `{}`.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const security = registerSecurityHeaders(app, {
    social,
    webDist,
    pageOrigins: areas.flatMap((area) => area.pageOrigins?.() ?? []),
  });

  app.setErrorHandler((error, request, reply) => {
    const known = toApiError(error, request);
    if (known) return sendFailure(request, reply, known);
    // A defect, not the caller's fault: log it in full, answer without internals.
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, new ApiError(500, 500, 'error.system'));
  });

  // The landing pages come rendered from the web build's server-side renderer, when it has one.
  let renderPage: PageRenderer | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === PDPD_BASE_PATH || pathname.startsWith(`${PDPD_BASE_PATH}/`)) {
      const endpointPath = pathname.slice(PDPD_BASE_PATH.length);
      const allowed = endpoints.filter((endpoint) => endpoint.path === endpointPath).map((e) => e.method);
      if (allowed.length > 0) {
        return sendFailure(
          request,
          reply,
          new ApiError(
            405,
            405,
            'methodNotAllowed',
            { path: pathname, method: request.method, allowed: allowed.join(', ') },
            { allow: allowed.join(', ') },
          ),
        );
      }
      return sendFailure(request, reply, new ApiError(404, 404, 'notFound', { path: pathname }));
    }
    // The storefront is a single-page app: any other page address gets index.html, and the
    // app's router shows the page (or its own 404). Missing files under /assets stay 404.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/');
    if (wantsPage && renderPage) {
      try {
        const nonce = newNonce();
        const page = await renderPage(request.url, request.headers.cookie, nonce);
        if (page !== null) {
          reply.code(page.status).header('content-security-policy', security.pagePolicy(nonce));
          return sendPage(request, reply, page.html, page.private === true);
        }
      } catch (error) {
        // The browser renders the page itself from the shell below: slower, but the page works.
        request.log.error({ err: error }, 'server-side rendering failed');
      }
    }
    if (wantsPage && webDist && existsSync(path.join(webDist, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(request, reply, new ApiError(404, 404, 'notFound', { path: pathname }));
  });

  setAuthenticator(app, bearerAuthenticator(db, clock));
  for (const area of areas) {
    area.register(app, { db, clock, social, fetch, catalogueCache, ...(rateLimits ? { rateLimits } : {}) });
  }

  if (webDist && existsSync(webDist)) {
    renderPage = await loadPageRenderer(app, webDist);
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is a page like the others (the not-found handler above renders it), not index.html.
      index: false,
      // The web build writes .br and .gz next to each asset: sent to browsers that accept them.
      preCompressed: true,
      setHeaders(response, filePath) {
        // Vite puts a content hash in every file name under assets/: safe to keep for a year.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
