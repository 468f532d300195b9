import { localeFromLanguageCode, type Locale } from '@tijara/domain';
import type { Envelope } from '@tijara/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../i18n/messages';
import type { ApiError } from './ApiError';

/** The caller's language, from the `language` header (spec section 7); Arabic when absent. */
export function localeOf(request: FastifyRequest): Locale {
  return localeFromLanguageCode(request.headers.language);
}

/**
 * `Content-Disposition` of a file answer: a `File` is one to keep (`attachment`, with its name,
 * ASCII for old clients and UTF-8 per RFC 6266), any other `Blob` is shown in place (`inline`).
 */
function dispositionOf(file: Blob): string {
  if (!(file instanceof File)) return 'inline';
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/**
 * The handler's answer: data in the envelope, or a file (spec section 7: "blob responses pass
 * through") as its own bytes with its type, no envelope. Files are the caller's own (an order's
 * PDF): never kept by a cache.
 */
export async function sendSuccess<Data>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Data,
): Promise<FastifyReply> {
  if (data instanceof Blob) {
    const bytes = Buffer.from(await data.arrayBuffer());
    return reply
      .code(200)
      .headers({
        'content-type': data.type || 'application/octet-stream',
        'content-disposition': dispositionOf(data),
        'cache-control': 'private, no-store',
      })
      .send(bytes);
  }
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
