import type { ErrorKey } from '../validation';
import type { FileDescription } from './fileDescriptionRule';
import { essenceOf } from './fileType';

/** Spec section 5: image search accepts only these declared types. */
export const IMAGE_SEARCH_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;

/** Spec sections 5 and 9: the image is downscaled so its longer side is at most 800 px. */
export const IMAGE_SEARCH_MAX_SIDE_PX = 800;

/** Spec sections 5 and 9: the downscaled image is re-encoded at quality 0.5. */
export const IMAGE_SEARCH_QUALITY = 0.5;

/**
 * The re-encoding format. Spec section 5 gives only a quality, and a quality applies to JPEG
 * (a PNG encoder ignores it), so the downscaled image is always sent as JPEG.
 */
export const IMAGE_SEARCH_OUTPUT_TYPE = 'image/jpeg';

/** Spec section 5: the image is uploaded as the multipart field `file`. */
export const IMAGE_SEARCH_FIELD_NAME = 'file';

export const IMAGE_SEARCH_ERROR_KEYS = {
  unsupportedType: 'upload.imageSearch.unsupportedType',
} as const;

/** Whether a declared MIME type may be searched by (spec section 5); parameters and case do not count. */
export function isImageSearchType(mimeType: string): boolean {
  return (IMAGE_SEARCH_MIME_TYPES as readonly string[]).includes(essenceOf(mimeType));
}

/**
 * What keeps a chosen or pasted file out of image search, or null: the rule of
 * `imageSearchFileSchema` for a file the browser describes, without loading zod (the search box is
 * in the header of every page).
 */
export function imageSearchFileProblem(file: FileDescription): ErrorKey | null {
  return isImageSearchType(file.type) ? null : IMAGE_SEARCH_ERROR_KEYS.unsupportedType;
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size an image is redrawn at before image search: the longer side at most 800 px, the
 * aspect ratio kept, never enlarged (a small picture gains nothing and costs bytes).
 */
export function imageSearchSize({ width, height }: PixelSize): PixelSize {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`An image has a positive finite size, got ${width}x${height}`);
  }
  const scale = Math.min(1, IMAGE_SEARCH_MAX_SIDE_PX / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
