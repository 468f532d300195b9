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

export {
  addOrderRemark,
  cancelOrder,
  changeOrder,
  confirmOrder,
  createOrder,
  exportOrderFeePdf,
  exportOrderPdf,
  getStatusCount,
  logisticTrack,
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_PAGE_SIZE_MAX,
  previewOrder,
  printOrder,
  queryOrderDetail,
  selectOrderPage,
} from './orderCalls';
export {
  ORDER_COST_LINE_NAMES,
  ORDER_SUMMARY_ITEMS,
  orderDetailSchema,
  orderLineSchema,
  orderSummarySchema,
  type OrderDetailWire,
  type OrderLineWire,
  type OrderSummaryWire,
} from './orderWire';

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
