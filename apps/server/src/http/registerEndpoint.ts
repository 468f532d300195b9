import type { Locale } from '@tijara/domain';
import {
  PDPD_BASE_PATH,
  staffRolesOf,
  type Endpoint,
  type ParsedRequestOf,
  type WireResponseOf,
} from '@tijara/api/contract';
import { schemasOf } from '@tijara/api/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { authenticatorOf, type Authentication, type Authenticator, type TokenCheck } from './authentication';
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
  input: ParsedRequestOf<E>,
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
  authenticator: Authenticator | null,
  request: FastifyRequest,
): Promise<Authentication | null> {
  if (authenticator === null) return null;
  if (endpoint.access === 'optional' && (request.headers.authorization ?? '').trim() === '') return null;
  const authentication = await authenticator.authenticate(request);
  const roles = staffRolesOf(endpoint.access);
  if (roles !== null && !(roles as readonly string[]).includes(authentication.user.role)) {
    throw new ApiError(403, 403, 'staffOnly');
  }
  return authentication;
}

/**
 * The request's body (POST) or query (GET), checked against the text rule (textRule.ts) and the
 * contract's request schema: a 400 in the caller's language when it is not valid. A route that
 * answers outside the envelope (a redirect) checks its input with it too.
 */
export function validInput<E extends Endpoint>(
  endpoint: E,
  request: FastifyRequest,
  locale: Locale,
): ParsedRequestOf<E> {
  const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
  checkText(raw, locale);
  const parsed = schemasOf(endpoint).request.safeParse(raw, { error: zodLocales[locale].localeError });
  if (!parsed.success) throw invalidInput(parsed.error.issues, locale);
  return parsed.data;
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
  const authenticator = endpoint.access === 'public' ? null : authenticatorOf(app);
  app.route({
    method: endpoint.method,
    url: `${PDPD_BASE_PATH}${endpoint.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      const authentication = await callerOf(endpoint, authenticator, request);
      const input = validInput(endpoint, request, locale);
      const context = authentication
        ? { request, locale, ...authentication }
        : endpoint.access === 'optional'
          ? { request, locale, user: null, tokenHash: null }
          : { request, locale };
      const data = await handler(input, context as HandlerContext<E>);
      return sendSuccess(request, reply, data);
    },
  });
}

/** What a token-checked handler answers when its statement found no caller for the token. */
export const TOKEN_NOT_VALID: unique symbol = Symbol('token not valid');

/** What a token-checked handler knows: the token to check in its own statement, not yet its owner. */
export type TokenCheckedContext = PublicContext & {
  token: TokenCheck;
  /**
   * The caller as a private handler knows it, checked in a statement of its own (a 401 when the
   * token is not valid): for a rarer path that needs the caller before its statement (a role).
   */
  caller: () => Promise<Authentication>;
};

export type TokenCheckedHandler<E extends Endpoint> = (
  input: ParsedRequestOf<E>,
  context: TokenCheckedContext,
) => Promise<WireResponseOf<E> | typeof TOKEN_NOT_VALID>;

/**
 * Serves a private endpoint whose handler checks the caller's token in its own statement instead
 * of a statement before it: one round trip to the database per call instead of two, for the hot
 * reads of signed-in pages. The handler gets the token's hash and the time (`TokenCheck`), reads
 * through `callerCte` (auth/tokenRepository.ts), and answers `TOKEN_NOT_VALID` when the statement
 * found no caller. Only for reads: a statement that finds no caller must change nothing.
 *
 * The answers are those of `registerEndpoint`: a missing or malformed token is a 401 before the
 * body is read; an unknown, expired or revoked one is the same 401, and a body that is not valid
 * is checked against the token in a statement of its own first, so it too is a 401 before any
 * 400. Staff calls keep `registerEndpoint` (their 403 needs the role before the work).
 */
export function registerTokenCheckedEndpoint<E extends Endpoint & { access: 'private' }>(
  app: FastifyInstance,
  endpoint: E,
  handler: TokenCheckedHandler<E>,
): void {
  const authenticator = authenticatorOf(app);
  app.route({
    method: endpoint.method,
    url: `${PDPD_BASE_PATH}${endpoint.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      const token = authenticator.tokenCheckOf(request);
      let input: ParsedRequestOf<E>;
      try {
        input = validInput(endpoint, request, locale);
      } catch (error) {
        await authenticator.authenticate(request);
        throw error;
      }
      const caller = () => authenticator.authenticate(request);
      const data = await handler(input, { request, locale, token, caller });
      if (data === TOKEN_NOT_VALID) throw authenticator.notValid();
      return sendSuccess(request, reply, data);
    },
  });
}
