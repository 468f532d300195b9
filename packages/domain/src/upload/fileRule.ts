import { withKey, type ErrorKey } from '../validation';
import { fileDescriptionSchema } from './fileDescription';
import { FILE_ERROR_KEYS } from './fileDescriptionRule';
import { hasAcceptedType, type FileExtension } from './fileType';

/** What one kind of upload accepts, and the keys it reports when a file breaks the rule. */
export interface FileRule {
  extensions: readonly FileExtension[];
  /** Largest accepted size in bytes, inclusive. */
  maxBytes: number;
  keys: { unsupportedType: ErrorKey; tooLarge: ErrorKey };
}

/**
 * The schema of one file under `rule`: the type, then emptiness (a 0-byte file is never a
 * document or a picture: the upload failed on the buyer's side), then the size.
 */
export function fileSchema(rule: FileRule) {
  return fileDescriptionSchema
    .refine((file) => hasAcceptedType(file, rule.extensions), withKey(rule.keys.unsupportedType))
    .refine((file) => file.size > 0, withKey(FILE_ERROR_KEYS.empty))
    .refine((file) => file.size <= rule.maxBytes, withKey(rule.keys.tooLarge));
}
