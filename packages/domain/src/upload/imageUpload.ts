import { fileSchema } from './fileRule';
import { IMAGE_UPLOAD_ERROR_KEYS, IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MAX_BYTES } from './imageUploadRule';

/** An image chosen for upload (spec section 5), judged by its name, declared type and size. */
export const imageUploadSchema = fileSchema({
  extensions: IMAGE_UPLOAD_EXTENSIONS,
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  keys: IMAGE_UPLOAD_ERROR_KEYS,
});
