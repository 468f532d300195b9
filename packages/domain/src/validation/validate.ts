import type { z } from 'zod';
import type { ErrorKey, FieldErrors } from './errorKey';

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
