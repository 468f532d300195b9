import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_ERROR_KEYS, IMAGE_UPLOAD_MAX_BYTES, isImageUploadContent } from '@tijara/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ApiError } from '../../http/ApiError';

/** The multipart body's limit: the image's 10 MB and room for the form's headers. */
export const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

/** A voucher is kept at most this wide and high: enough to read a bank's small print when zoomed. */
const VOUCHER_MAX_SIDE_PX = 2400;

/**
 * Reads `multipart/form-data` bodies in this (encapsulated) scope only, as buffers up to the
 * upload's limit, into an object of their fields: a file part becomes a `File`, a text part a
 * string. The web platform's own parser (undici's `Response.formData`) reads the parts.
 */
export function acceptMultipart(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => {
      try {
        const form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': String(request.headers['content-type']) },
        }).formData();
        const fields: Record<string, unknown> = {};
        for (const [name, value] of form.entries()) fields[name] = value;
        return fields;
      } catch {
        throw new ApiError(400, 400, 'payment.fileMissing');
      }
    },
  );
}

export interface VoucherImage {
  id: string;
  bytes: Uint8Array;
  contentType: 'image/webp';
  sha256: string;
}

/**
 * A voucher picture as it is kept: the upload must be a PNG, JPEG or GIF by its content and agree
 * with its name (`isImageUploadContent`), and is decoded and re-encoded as WebP (first frame of a
 * GIF, EXIF orientation applied, every metadata block dropped, at most 2400 px a side), so what is
 * stored and shown to finance is pixels the server wrote, never the bytes as sent.
 */
export async function prepareVoucher(file: Blob & { name?: string }): Promise<VoucherImage> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw new ApiError(413, 413, IMAGE_UPLOAD_ERROR_KEYS.tooLarge);
  const original = new Uint8Array(await file.arrayBuffer());
  if (!isImageUploadContent(file.name ?? '', original))
    throw new ApiError(400, 400, IMAGE_UPLOAD_ERROR_KEYS.unsupportedType);
  let bytes: Buffer;
  try {
    bytes = await sharp(original, { pages: 1, limitInputPixels: 60_000_000 })
      .rotate()
      .resize(VOUCHER_MAX_SIDE_PX, VOUCHER_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88, effort: 2 })
      .toBuffer();
  } catch {
    throw new ApiError(400, 400, IMAGE_UPLOAD_ERROR_KEYS.unsupportedType);
  }
  return {
    id: randomUUID(),
    bytes: new Uint8Array(bytes),
    contentType: 'image/webp',
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
