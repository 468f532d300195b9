import type { Locale } from '@tijara/domain';
import { PDPD_BASE_PATH, type Endpoint, type WireResponseOf } from '@tijara/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { localeOf, sendSuccess } from './envelope';

export interface HandlerContext {
  request: FastifyRequest;
  locale: Locale;
}

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: HandlerContext,
) => Promise<WireResponseOf<E>>;

/** Zod's own messages (the problem with a field) in the caller's language. */
const zodLocales = {
  ar: z.locales.ar(),
  ckb: z.locales.ckb(),
  en: z.locales.en(),
  zh: z.locales.zhCN(),
} satisfies Record<Locale, unknown>;

/** Turns the first problem zod found into the envelope's message, naming the field. */
function invalidInput(issues: readonly z.core.$ZodIssue[]): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError(400, 400, 'invalidField', { field: '(body)', problem: '' });
  if (issue.code === 'unrecognized_keys') {
    return new ApiError(400, 400, 'unknownField', { field: issue.keys.join(', ') });
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : '(body)';
  return new ApiError(400, 400, 'invalidField', { field, problem: issue.message });
}

/**
 * Serves one endpoint of the contract at /pdpd{path}: validates the JSON body (POST) or the query
 * (GET) against the contract's request schema, and wraps the handler's answer in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: `${PDPD_BASE_PATH}${endpoint.path}`,
    async handler(request, reply) {
      const locale = localeOf(request);
      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw, { error: zodLocales[locale].localeError });
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const data = await handler(parsed.data as z.output<E['request']>, { request, locale });
      return sendSuccess(request, reply, data);
    },
  });
}
