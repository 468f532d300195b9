import { PRODUCT_THUMBNAIL_PX } from '@tijara/domain';

/** Where the media route serves the `media` table: `/media/<key>` (same origin as the API). */
export const MEDIA_PATH = '/media';

/** The product page's main picture, in pixels on its longer side. */
export const PRODUCT_DETAIL_IMAGE_PX = 800;

/** Keys of only these characters read the same encoded: every generated and uploaded key. */
const PLAIN_KEY = /^[A-Za-z0-9/._~-]*$/;

/** The address of a full media key (a video, a brand logo, a banner). */
export function mediaUrl(key: string): string {
  // Twenty cards a page, each page of every list: skip the split when nothing needs encoding.
  if (PLAIN_KEY.test(key)) return `${MEDIA_PATH}/${key}`;
  return `${MEDIA_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function mediaUrlOrNull(key: string | null): string | null {
  return key === null ? null : mediaUrl(key);
}

/** A product picture's 300 x 300 card thumbnail (spec section 9), from its base key. */
export function thumbnailUrl(baseKey: string): string {
  return mediaUrl(`${baseKey}/${PRODUCT_THUMBNAIL_PX}.webp`);
}

/** A product picture's 800 px detail view, from its base key. */
export function detailImageUrl(baseKey: string): string {
  return mediaUrl(`${baseKey}/${PRODUCT_DETAIL_IMAGE_PX}.webp`);
}
