import { MEGABYTE } from './fileDescriptionRule';
import { hasAcceptedType, type FileExtension } from './fileType';
import { detectImageType } from './imageContent';

/** Spec section 5: uploaded images are jpg, jpeg, png or gif. */
export const IMAGE_UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const satisfies readonly FileExtension[];

/** Spec sections 5 and 9: an uploaded image is at most 10 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * MEGABYTE;

export const IMAGE_UPLOAD_ERROR_KEYS = {
  unsupportedType: 'upload.image.unsupportedType',
  tooLarge: 'upload.image.tooLarge',
} as const;

/**
 * The server's check of an uploaded image by its bytes: the content must be an image of an
 * accepted kind and agree with the file's extension, so a renamed file cannot pass for an image.
 */
export function isImageUploadContent(name: string, bytes: Uint8Array): boolean {
  const detected = detectImageType(bytes);
  return detected !== null && hasAcceptedType({ name, type: detected }, IMAGE_UPLOAD_EXTENSIONS);
}
