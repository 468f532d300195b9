import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, RequestOf, ResponseOf } from '../contract';
import { PdpdError } from '../client';
import { usePdpdContext } from './PdpdProvider';

/**
 * The cache key of a call: path, request and locale. Stable for equal requests, and different per
 * language so that switching language refetches translated names.
 */
export function pdpdKey(
  endpoint: Endpoint,
  request: unknown,
  locale: string,
): readonly [string, string, string] {
  return [endpoint.path, JSON.stringify(request ?? {}), locale];
}

/** Reads one call through SWR. Pass `null` as the request to wait (conditional fetching). */
export function usePdpdQuery<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, PdpdError>,
): SWRResponse<ResponseOf<E>, PdpdError> {
  const { client, locale } = usePdpdContext();
  return useSWR<ResponseOf<E>, PdpdError>(
    request === null ? null : pdpdKey(endpoint, request, locale),
    async () => {
      const result = await client.call(endpoint, request as RequestOf<E>);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    },
    config,
  );
}
