import { isIP } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY: which reverse proxies may say who the client is (`X-Forwarded-For`) and whether it
 * came over TLS (`X-Forwarded-Proto`). Empty (the default): none, the headers are ignored and the
 * client is the socket's peer, so nobody can pretend to be another address. A whole number: that
 * many proxy hops in front of the server (1 for one load balancer). Otherwise a comma-separated
 * list of proxy addresses or CIDR ranges (`10.0.0.1, 192.168.0.0/16`), or `loopback`,
 * `linklocal`, `uniquelocal`. `true` (trust anyone) is refused: any caller could then pick its
 * own address and walk past every per-address limit.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a list of proxy addresses or ranges, got "${wrong.join(', ')}"`,
    );
  }
  return entries;
}

/** The value for Fastify's `trustProxy` option. */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  // A hop count as Fastify itself reads a number (its types leave numbers out): the nearest hops.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The address a request came from, for per-address limits: the socket's peer, or with TRUST_PROXY
 * the address the trusted proxies forwarded (Fastify's `request.ip`).
 */
export function clientAddressOf(request: FastifyRequest): string {
  return request.ip;
}

/** Whether the request reached us over TLS, directly or (with TRUST_PROXY) through the proxy. */
export function cameOverTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
