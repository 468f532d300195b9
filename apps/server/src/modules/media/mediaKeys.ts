import { createHash } from 'node:crypto';

/**
 * Product pictures are stored twice, under `<base>/300.webp` (the card thumbnail, spec section 9)
 * and `<base>/800.webp` (the detail page); `product.image_keys` holds the bases.
 */
export const PRODUCT_IMAGE_SIZES = [300, 800] as const;
export type ProductImageSize = (typeof PRODUCT_IMAGE_SIZES)[number];

export function productImageKey(base: string, size: ProductImageSize): string {
  return `${base}/${size}.webp`;
}

/** Everything the catalogue stores in `media` lives under this prefix (cleaned up on replace). */
export const CATALOGUE_MEDIA_PREFIX = 'catalogue/';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 300;

/** Whether `key` can name a media file: path segments of safe characters, no `..`, no empty part. */
export function isMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** The first 16 hex digits of the SHA-256 of `bytes`: a content address. */
export function contentFingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}
