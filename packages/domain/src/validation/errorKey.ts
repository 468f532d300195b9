/**
 * What a failed rule reports: a dotted key such as `address.firstName.tooLong`, never a sentence.
 * Each layer (server envelope, web form) turns the key into a message in the buyer's language.
 */
export type ErrorKey = `${string}.${string}`;

/** The second argument of a zod check that reports `key`: `z.string().max(128, withKey('...'))`. */
export function withKey(key: ErrorKey): { error: ErrorKey } {
  return { error: key };
}

/** Field path (dotted, `''` for the whole value) to the first error key zod reported there. */
export type FieldErrors = Record<string, ErrorKey>;
