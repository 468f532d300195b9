import type { Endpoint } from '../endpoint';
import {
  addOrderRemark,
  cancelOrder,
  changeOrder,
  confirmOrder,
  createOrder,
  exportOrderFeePdf,
  exportOrderPdf,
  getStatusCount,
  logisticTrack,
  previewOrder,
  printOrder,
  queryOrderDetail,
  selectOrderPage,
} from './orderCalls';

export * from './orderCalls';
export type { OrderDetailWire, OrderLineWire, OrderSummaryWire } from './orderWire';

/** Every call of the order area, for the contract's `endpoints`. */
export const orderEndpoints: readonly Endpoint[] = [
  previewOrder,
  createOrder,
  selectOrderPage,
  getStatusCount,
  queryOrderDetail,
  addOrderRemark,
  changeOrder,
  cancelOrder,
  confirmOrder,
  printOrder,
  exportOrderPdf,
  exportOrderFeePdf,
  logisticTrack,
];
