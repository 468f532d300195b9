import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { PdpdError } from '../client';
import type { Endpoint, RequestOf, ResponseOf } from '../contract';
import { pdpdKey } from './keys';
import { usePdpdContext } from './PdpdProvider';
import { useSessionSnapshot } from './useSession';

/**
 * Reads one call through SWR, under the key `[path, request, locale, identity]` (see `pdpdKey`):
 * a language change, a sign-in and a sign-out each refetch. Pass `null` as the request to wait
 * (conditional fetching); a private endpoint also waits while nobody is signed in. A failure is
 * SWR's `error`, a `PdpdError` whose `failure` has already been reported (toast or sign-out).
 */
export function usePdpdQuery<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, PdpdError>,
): SWRResponse<ResponseOf<E>, PdpdError> {
  const { client, locale } = usePdpdContext();
  const session = useSessionSnapshot();
  const waiting = request === null || (endpoint.access === 'private' && session === null);
  return useSWR<ResponseOf<E>, PdpdError>(
    waiting ? null : pdpdKey(endpoint, request, locale, session?.id ?? ''),
    async () => {
      const result = await client.call(endpoint, request as RequestOf<E>);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    },
    config,
  );
}
