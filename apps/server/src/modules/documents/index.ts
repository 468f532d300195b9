export type {
  OrderAddressSnapshot,
  OrderCostLineName,
  OrderDocument,
  OrderDocumentCost,
  OrderDocumentCurrency,
  OrderDocumentDelivery,
  OrderDocumentLine,
  OrderDocumentTotals,
} from './orderDocument';
export { renderOrderFeePdf, renderOrderPdf } from './orderPdf';
