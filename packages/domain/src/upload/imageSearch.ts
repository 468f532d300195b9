import { withKey } from '../validation';
import { fileDescriptionSchema } from './fileDescription';
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

/**
 * A file chosen or pasted for image search. The declared MIME type decides here, not the name:
 * the browser decodes and re-encodes the picture, and a pasted image has no meaningful name.
 */
export const imageSearchFileSchema = fileDescriptionSchema.refine(
  (file) => (IMAGE_SEARCH_MIME_TYPES as readonly string[]).includes(essenceOf(file.type)),
  withKey(IMAGE_SEARCH_ERROR_KEYS.unsupportedType),
);

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
