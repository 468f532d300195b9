import type { Envelope } from '@tijara/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { localeOf } from '../../http/envelope';
import { matchesAnyEtag, parseByteRange } from './byteRange';
import { mediaMessage } from './mediaMessages';
import { isMediaKey } from './mediaKeys';
import { mediaBytes, mediaInfo } from './mediaRepository';

/** Where the catalogue's pictures and videos are served: `/media/<key>`. */
export const MEDIA_PATH = '/media';

/**
 * Keys are content-addressed (a fingerprint of the picture or of the bytes is part of every key),
 * so a key's file never changes: browsers and proxies may keep it for a year without asking.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 404 | 416,
  msg: string,
  headers: Record<string, string> = {},
): FastifyReply {
  const body: Envelope<null> = { success: false, code: status, msg, data: null };
  return reply.code(status).headers(headers).header('cache-control', 'no-store').send(body);
}

/**
 * GET and HEAD `/media/*`: the file with its content type, a strong ETag (304 when the browser's
 * copy is current), and single byte ranges (206) so a <video> can seek.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Database): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PATH}/*`,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      const path = `${MEDIA_PATH}/${key}`;
      const notFound = () => fail(request, reply, 404, mediaMessage(localeOf(request), 'notFound', { path }));
      if (!isMediaKey(key)) return notFound();
      const info = await mediaInfo(db, key);
      if (!info) return notFound();

      const etag = `"${info.md5}"`;
      reply
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      if (matchesAnyEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      // If-Range: serve the part only when the browser's partial copy is of these very bytes.
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? parseByteRange(request.headers.range, info.size)
          : { kind: 'whole' as const };
      if (range.kind === 'unsatisfiable') {
        return fail(
          request,
          reply,
          416,
          mediaMessage(localeOf(request), 'rangeNotSatisfiable', { size: String(info.size) }),
          { 'content-range': `bytes */${info.size}` },
        );
      }
      const start = range.kind === 'part' ? range.start : 0;
      const length = range.kind === 'part' ? range.end - range.start + 1 : info.size;
      reply.header('content-type', info.contentType).header('content-length', String(length));
      if (range.kind === 'part')
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === 'HEAD') return reply.send();
      const bytes = await mediaBytes(db, key, start, range.kind === 'part' ? length : undefined);
      // Deleted between the two reads (a catalogue replace): as if it had never been there.
      if (!bytes) {
        reply
          .removeHeader('etag')
          .removeHeader('content-length')
          .removeHeader('content-range')
          .removeHeader('content-type');
        return notFound();
      }
      return reply.send(bytes);
    },
  });
}
