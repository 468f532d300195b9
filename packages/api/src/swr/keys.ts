import type { Endpoint } from '../contract';

/**
 * The SWR cache key of a call: `[path, request, locale, identity]`.
 * - `request` is JSON with its object keys sorted, so equal requests share one entry whatever the
 *   order their fields were written in;
 * - `locale` makes a language change refetch translated names and messages;
 * - `identity` is the session's id ('' when signed out), so signing in or out refetches.
 */
export type PdpdKey = readonly [path: string, request: string, locale: string, identity: string];

export function pdpdKey(
  endpoint: Pick<Endpoint, 'path'>,
  request: unknown,
  locale: string,
  identity = '',
): PdpdKey {
  return [endpoint.path, stableStringify(request ?? {}), locale, identity];
}

/** JSON with object keys in sorted order; `undefined` fields are left out, as JSON.stringify does. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_name, field: unknown) => {
    if (field === null || typeof field !== 'object' || Array.isArray(field)) return field;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(field).sort()) sorted[name] = (field as Record<string, unknown>)[name];
    return sorted;
  });
}

/** Whether an SWR key is one of ours. */
export function isPdpdKey(key: unknown): key is PdpdKey {
  return (
    Array.isArray(key) &&
    key.length === 4 &&
    key.every((part) => typeof part === 'string') &&
    (key[0] as string).startsWith('/')
  );
}

/** A filter for SWR's `mutate`: the cached answers of these endpoints, in every language. */
export function keysOfEndpoints(endpoints: readonly Pick<Endpoint, 'path'>[]): (key: unknown) => boolean {
  return keysOfPaths(endpoints.map((endpoint) => endpoint.path));
}

/** A filter for SWR's `mutate`: the cached answers of the calls at these paths, in every language. */
export function keysOfPaths(paths: readonly string[]): (key: unknown) => boolean {
  const wanted = new Set(paths);
  return (key) => isPdpdKey(key) && wanted.has(key[0]);
}

/** A filter for SWR's `mutate`: every cached answer of one session. */
export function keysOfSession(identity: string): (key: unknown) => boolean {
  return (key) => isPdpdKey(key) && key[3] === identity;
}
