import type { PdpdError } from '../client';
import { listAreas, type ResponseOf } from '../contract';
import { usePdpdQuery } from './usePdpdQuery';

export interface AreasState {
  areas: ResponseOf<typeof listAreas> | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

/**
 * The areas below `parentId` (spec section 7, `GET userAddress/area`): 0 for the countries, then a
 * country's provinces, then a province's cities. `null` waits (no province chosen yet).
 */
export function useAreas(parentId: number | null): AreasState {
  const { data, error, isLoading } = usePdpdQuery(listAreas, parentId === null ? null : { parentId });
  return { areas: data, error, isLoading };
}
