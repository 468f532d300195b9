import { unstable_serialize } from 'swr';
import type { PdpdClient } from '../client';
import type { Endpoint, RequestOf } from '../contract';
import { pdpdKey } from './keys';

/** One call a screen reads, with the request it reads it with. */
export interface PdpdRead<E extends Endpoint = Endpoint> {
  endpoint: E;
  request: RequestOf<E>;
}

/** A read done ahead of the screen (on the server, for its first render): plain JSON throughout. */
export interface PrefetchedAnswer {
  path: Endpoint['path'];
  request: unknown;
  data: unknown;
}

/**
 * Does `reads` through `client`, silently: an answer that fails is left out, and the screen asks
 * for it again itself (showing its loading state until then, on the server and in the browser).
 * The answers go through JSON, as they do on their way to the browser, so the server renders from
 * exactly what the browser will hydrate with.
 */
export async function prefetchAnswers(
  client: PdpdClient,
  reads: readonly PdpdRead[],
): Promise<PrefetchedAnswer[]> {
  const answers = await Promise.all(
    reads.map(async ({ endpoint, request }): Promise<PrefetchedAnswer | null> => {
      const result = await client.call(endpoint, request, { silent: true });
      return result.success ? { path: endpoint.path, request, data: result.data } : null;
    }),
  );
  return JSON.parse(JSON.stringify(answers.filter((answer) => answer !== null))) as PrefetchedAnswer[];
}

/**
 * SWR's `fallback` for prefetched answers: each under the key its hook reads (`pdpdKey`), for each
 * of `identities`. A signed-in buyer's page hydrates as the server rendered it, signed out (''),
 * then reads under their own identity: both find the answer, so nothing flashes back to loading.
 */
export function fallbackOfAnswers(
  answers: readonly PrefetchedAnswer[],
  locale: string,
  identities: readonly string[],
): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const { path, request, data } of answers) {
    for (const identity of new Set(identities)) {
      fallback[unstable_serialize(pdpdKey({ path }, request, locale, identity))] = data;
    }
  }
  return fallback;
}
