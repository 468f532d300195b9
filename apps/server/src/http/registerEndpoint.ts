import type { Locale } from '@tijara/domain';
import { PDPD_BASE_PATH, type Endpoint, type WireResponseOf } from '@tijara/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticatorOf, type Authentication } from './authentication';
import { localeOf, sendSuccess } from './envelope';
import { invalidInput } from './invalidInput';
import { checkText } from './textRule';

export interface PublicContext {
  request: FastifyRequest;
  locale: Locale;
}

/** A private handler also knows who is signed in, and by which token. */
export type PrivateContext = PublicContext & Authentication;

export type HandlerContext<E extends Endpoint> = E['access'] extends 'private'
  ? PrivateContext
  : PublicContext;

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
 * Serves one endpoint of the contract at /pdpd{path}: for a private endpoint checks the bearer
 * token first (401 before anything about the body is revealed), validates the JSON body (POST) or
 * the query (GET) against the text rule (textRule.ts) and the contract's request schema, and wraps the handler's answer in the
 * envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const authenticate = endpoint.access === 'private' ? authenticatorOf(app) : null;
  app.route({
    method: endpoint.method,
    url: `${PDPD_BASE_PATH}${endpoint.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      const authentication = authenticate ? await authenticate(request) : null;
      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      checkText(raw, locale);
      const parsed = endpoint.request.safeParse(raw, { error: zodLocales[locale].localeError });
      if (!parsed.success) throw invalidInput(parsed.error.issues, locale);
      const context = authentication ? { request, locale, ...authentication } : { request, locale };
      const data = await handler(parsed.data as z.output<E['request']>, context as HandlerContext<E>);
      return sendSuccess(request, reply, data);
    },
  });
}
