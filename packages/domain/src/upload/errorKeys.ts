import { FILE_ERROR_KEYS } from './fileDescriptionRule';
import { IMAGE_SEARCH_ERROR_KEYS } from './imageSearchRule';
import { IMAGE_UPLOAD_ERROR_KEYS } from './imageUploadRule';
import { SEARCH_TEXT_ERROR_KEYS } from './searchTextRule';

/** Every error key the upload and search schemas can report, for checking message catalogues. */
export const UPLOAD_ERROR_KEYS = [
  ...Object.values(FILE_ERROR_KEYS),
  ...Object.values(IMAGE_UPLOAD_ERROR_KEYS),
  ...Object.values(IMAGE_SEARCH_ERROR_KEYS),
  ...Object.values(SEARCH_TEXT_ERROR_KEYS),
] as const;

export type UploadErrorKey = (typeof UPLOAD_ERROR_KEYS)[number];
