import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { PdpdError, type PdpdCallOptions } from '../client';
import { needsSignIn, type Endpoint, type RequestOf, type ResponseOf } from '../contract';
import { pdpdKey } from './keys';
import { PREFETCHED_FRESH_MS, usePdpdContext } from './PdpdProvider';
import { useSessionSnapshot } from './useSession';

/**
 * Reads one call through SWR, under the key `[path, request, locale, identity]` (see `pdpdKey`):
 * a language change, a sign-in and a sign-out each refetch. Pass `null` as the request to wait
 * (conditional fetching); a private or staff endpoint also waits while nobody is signed in. A failure is
 * SWR's `error`, a `PdpdError` whose `failure` has already been reported (toast or sign-out), unless
 * `callOptions.silent` leaves it to the screen.
 */
export function usePdpdQuery<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, PdpdError>,
  callOptions?: PdpdCallOptions,
): SWRResponse<ResponseOf<E>, PdpdError> {
  const { client, locale, renderedSignedIn, startedAt } = usePdpdContext();
  const { fallback } = useSWRConfig();
  const session = useSessionSnapshot();
  const waiting = request === null || (needsSignIn(endpoint.access) && session === null);
  const key = waiting ? null : pdpdKey(endpoint, request, locale, session?.id ?? '');
  const served =
    key === null ? undefined : (fallback as Record<string, unknown> | undefined)?.[unstable_serialize(key)];
  // An answer the server has just rendered the page from, for this very session: not asked for
  // again as the page hydrates (PdpdProvider's `prefetched`).
  const justServed =
    served !== undefined &&
    Date.now() - startedAt < PREFETCHED_FRESH_MS &&
    (session === null || renderedSignedIn);
  const response = useSWR<ResponseOf<E>, PdpdError>(
    key,
    async () => {
      const result = await client.call(endpoint, request as RequestOf<E>, callOptions);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    },
    justServed ? { ...config, revalidateOnMount: false } : config,
  );
  // SWR counts a key's `fallback` as not loaded (isLoading stays true while it revalidates). Here
  // the fallback is this very call's answer, read ahead (PdpdProvider's `prefetched`): loaded.
  // Only a previous request's answer shown meanwhile (`keepPreviousData`) or none is loading.
  const prefetched = key !== null && response.data !== undefined && served === response.data;
  return prefetched ? loaded(response) : response;
}

/** `response`, read through (SWR tracks which fields a render reads), with `isLoading` false. */
function loaded<Data, Error>(response: SWRResponse<Data, Error>): SWRResponse<Data, Error> {
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    isLoading: false,
    mutate: response.mutate,
  };
}
