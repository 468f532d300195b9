import { localeFromLanguageCode, type Locale } from '@tijara/domain';
import type { Envelope } from '@tijara/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../i18n/messages';
import type { ApiError } from './ApiError';

/** The caller's language, from the `language` header (spec section 7); Arabic when absent. */
export function localeOf(request: FastifyRequest): Locale {
  return localeFromLanguageCode(request.headers.language);
}

export function sendSuccess<Data>(request: FastifyRequest, reply: FastifyReply, data: Data): FastifyReply {
  const body: Envelope<Data> = { success: true, code: 200, msg: message(localeOf(request), 'ok'), data };
  return reply.code(200).send(body);
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const body: Envelope<unknown> = {
    success: false,
    code: error.code,
    msg: message(localeOf(request), error.messageKey, error.values),
    data: error.data,
  };
  return reply.code(error.status).headers(error.headers).send(body);
}
