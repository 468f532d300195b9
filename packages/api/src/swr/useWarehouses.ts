import { warehouseList, type ResponseOf } from '../contract';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

type Warehouses = ResponseOf<typeof warehouseList>;

export interface WarehousesState extends QueryState<Warehouses> {
  /** The provider's warehouses: Baghdad pickup and China receiving, with address and phone. */
  warehouses: Warehouses | undefined;
}

const NO_REQUEST = {};

/**
 * The warehouses (spec section 7, `warehouse/list`): where a buyer picks up in Baghdad. They
 * change perhaps once a year: no refetch on focus or at each mount (`STATIC_CONTENT_OPTIONS`).
 */
export function useWarehouses(): WarehousesState {
  const { data, error, isLoading, mutate } = usePdpdQuery(warehouseList, NO_REQUEST, STATIC_CONTENT_OPTIONS);
  return { warehouses: data, error, isLoading, mutate };
}
