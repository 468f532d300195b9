import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the storefront's server-side renderer (apps/web/src/entry-server.tsx) gives: the page and
 * its status (404 for a product, category or brand that does not exist), or null for an address
 * it leaves to the browser. `private`: the page shows a signed-in buyer's data, rendered with the
 * token of their session cookie. The page's own scripts carry `nonce`, the Content-Security-Policy
 * nonce of the answer (securityHeaders.ts).
 */
export type PageRenderer = (
  url: string,
  cookieHeader?: string,
  nonce?: string,
) => Promise<{ html: string; status: number; private?: boolean } | null>;

interface RendererModule {
  createPageRenderer: (options: { distDir: string; fetch: typeof fetch }) => PageRenderer;
}

/** Where the web build puts the renderer, next to the browser build (`dist`). */
export function rendererPathOf(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * A `fetch` that answers /pdpd requests in this process (Fastify's `inject`), for the renderer's
 * reads: the same routes, validation and envelopes as over HTTP, without a socket.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body ?? (request ? await request.text() : undefined);
    const response = await app.inject({
      method: (init?.method ?? request?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    const empty =
      response.statusCode === 204 || response.statusCode === 304 || response.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Loads the renderer of the web build in `webDist`, or null when the build has none (a browser-only
 * build, or none at all): the storefront is then served as a single-page app only.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = rendererPathOf(webDist);
  if (!existsSync(entry) || !existsSync(path.join(webDist, 'index.html'))) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer({ distDir: webDist, fetch: inProcessFetch(app) });
}

/**
 * Brotli when the browser takes it, else gzip, else as it is; a fast level, as it is per request.
 * A page with a buyer's data (`isPrivate`) is kept by no cache, the browser's included.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  isPrivate = false,
): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', isPrivate ? 'private, no-store' : 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
