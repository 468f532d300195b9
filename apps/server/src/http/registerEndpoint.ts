import type { Locale } from '@tijara/domain';
import { PDPD_BASE_PATH, staffRolesOf, type Endpoint, type WireResponseOf } from '@tijara/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { authenticatorOf, type Authentication, type Authenticator } from './authentication';
import { localeOf, sendSuccess } from './envelope';
import { invalidInput } from './invalidInput';
import { checkText } from './textRule';

export interface PublicContext {
  request: FastifyRequest;
  locale: Locale;
}

/** A private or staff handler also knows who is signed in, and by which token. */
export type PrivateContext = PublicContext & Authentication;

/** An optional handler knows the signed-in caller, or null for a guest. */
export type OptionalContext = PublicContext & {
  user: Authentication['user'] | null;
  tokenHash: string | null;
};

export type HandlerContext<E extends Endpoint> = E['access'] extends 'public'
  ? PublicContext
  : E['access'] extends 'optional'
    ? OptionalContext
    : PrivateContext;

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: HandlerContext<E>,
) => Promise<WireResponseOf<E>>;

/** Zod's own messages (the problem with a field) in the caller's language. */
const zodLocales = {
  ar: z.locales.ar(),
  ckb: z.locales.ckb(),
  en: z.locales.en(),
  zh: z.locales.zhCN(),
} satisfies Record<Locale, unknown>;

/**
 * Who is calling, as the endpoint's access asks: nobody for a public call; the token's owner or
 * null (no token) for an optional one; the token's owner for a private one; the token's owner with
 * one of the roles for a staff call. A token sent and not valid is a 401 in every case but public
 * (see `EndpointAccess`); a signed-in account without the role is a 403.
 */
async function callerOf(
  endpoint: Endpoint,
  authenticate: Authenticator | null,
  request: FastifyRequest,
): Promise<Authentication | null> {
  if (authenticate === null) return null;
  if (endpoint.access === 'optional' && (request.headers.authorization ?? '').trim() === '') return null;
  const authentication = await authenticate(request);
  const roles = staffRolesOf(endpoint.access);
  if (roles !== null && !(roles as readonly string[]).includes(authentication.user.role)) {
    throw new ApiError(403, 403, 'staffOnly');
  }
  return authentication;
}

/**
 * Serves one endpoint of the contract at /pdpd{path}: checks the caller against the endpoint's
 * access first (401 or 403 before anything about the body is revealed), validates the JSON body
 * (POST) or the query (GET) against the text rule (textRule.ts) and the contract's request schema,
 * so handlers receive valid data,
 * and wraps the handler's answer in the envelope (a `Blob` answer, a PDF, is sent as its own bytes:
 * see `sendSuccess`).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const authenticate = endpoint.access === 'public' ? null : authenticatorOf(app);
  app.route({
    method: endpoint.method,
    url: `${PDPD_BASE_PATH}${endpoint.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      const authentication = await callerOf(endpoint, authenticate, request);
      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      checkText(raw, locale);
      const parsed = endpoint.request.safeParse(raw, { error: zodLocales[locale].localeError });
      if (!parsed.success) throw invalidInput(parsed.error.issues, locale);
      const context = authentication
        ? { request, locale, ...authentication }
        : endpoint.access === 'optional'
          ? { request, locale, user: null, tokenHash: null }
          : { request, locale };
      const data = await handler(parsed.data as z.output<E['request']>, context as HandlerContext<E>);
      return sendSuccess(request, reply, data);
    },
  });
}
