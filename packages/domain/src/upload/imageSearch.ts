import { withKey } from '../validation';
import { fileDescriptionSchema } from './fileDescription';
import { IMAGE_SEARCH_ERROR_KEYS, isImageSearchType } from './imageSearchRule';

/**
 * A file chosen or pasted for image search. The declared MIME type decides here, not the name:
 * the browser decodes and re-encodes the picture, and a pasted image has no meaningful name.
 */
export const imageSearchFileSchema = fileDescriptionSchema.refine(
  (file) => isImageSearchType(file.type),
  withKey(IMAGE_SEARCH_ERROR_KEYS.unsupportedType),
);
