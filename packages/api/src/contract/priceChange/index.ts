import type { Endpoint } from '../endpoint';
import { changeOrderPrice, getOrderPriceChanges } from './priceChangeCalls';

export * from './priceChangeCalls';
export type { OrderPriceChangesWire, PriceRefundState } from './priceChangeSchemas';

/** Every call of the price-change area, for the contract's `endpoints`. */
export const priceChangeEndpoints: readonly Endpoint[] = [changeOrderPrice, getOrderPriceChanges];
