/**
 * Flattens a request into name=value pairs, for a GET query or a form body (spec section 7: "GET
 * uses query parameters", "POST (JSON or form)"). Strings, numbers, booleans and bigints are
 * written as text, dates as ISO 8601, arrays repeat their name once per element, nested objects
 * travel as JSON text; `undefined` and `null` are left out. Anything but an object is no pairs.
 */
export function toSearchParams(request: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return params;
  for (const [name, value] of Object.entries(request as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const text = fieldText(item);
      if (text !== null) params.append(name, text);
    }
  }
  return params;
}

function fieldText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? null;
}

/** The `?name=value` part of a GET call's URL, or '' when the request has no fields to send. */
export function toQueryString(request: unknown): string {
  const query = toSearchParams(request).toString();
  return query === '' ? '' : `?${query}`;
}

/** The media type of a Content-Type header, lower case, without its parameters. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether an answer is to be read as the JSON envelope. A missing Content-Type is read as JSON (the
 * envelope is the protocol); `application/json` and any `+json` type are JSON; anything else
 * (a PDF, an image, a spreadsheet) is a file that passes through as a Blob.
 */
export function isJsonMediaType(contentType: string | null): boolean {
  const type = mediaTypeOf(contentType);
  return type === '' || type === 'application/json' || type.endsWith('+json');
}
