import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PdpdCallOptions, PdpdResult } from '../client';
import type { Endpoint, RequestOf, ResponseOf } from '../contract';
import { keysOfPaths } from './keys';
import { usePdpdContext } from './PdpdProvider';

export interface PdpdMutation<E extends Endpoint> {
  /** Makes the call; after a success, refetches the lists it changes. Resolves, never rejects. */
  trigger: (request: RequestOf<E>, options?: PdpdCallOptions) => Promise<PdpdResult<ResponseOf<E>>>;
  /** True while a call is under way. */
  isMutating: boolean;
}

/**
 * A call that changes data, followed on success by a refetch of the reads it makes stale
 * (`revalidates`: their cached answers in every language are marked stale, and the mounted ones
 * refetch at once). Failures are reported by the client, as for reads.
 */
export function usePdpdMutation<E extends Endpoint>(
  endpoint: E,
  revalidates: readonly Endpoint[],
): PdpdMutation<E> {
  const { client } = usePdpdContext();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(0);
  // The endpoints are module constants; their paths keep the callback stable across renders.
  const paths = revalidates.map((read) => read.path).join('\n');

  const trigger = useCallback(
    async (request: RequestOf<E>, options?: PdpdCallOptions) => {
      setPending((count) => count + 1);
      try {
        const result = await client.call(endpoint, request, options);
        if (result.success && paths !== '') await mutate(keysOfPaths(paths.split('\n')));
        return result;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [client, endpoint, mutate, paths],
  );
  return { trigger, isMutating: pending > 0 };
}
