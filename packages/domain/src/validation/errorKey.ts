import type { z } from 'zod';

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

/**
 * Flattens a zod error into one key per field, keeping the first problem of each field: a form
 * shows one message under each field.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in result)) result[path] = issue.message as ErrorKey;
  }
  return result;
}

/** Runs a schema and answers either the parsed value or the error key of each field. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
