import type { Locale } from '@tijara/domain';
import { createDocumentRenderer } from './documentRenderer';
import type { OrderDocument } from './orderDocument';
import { ORDER_DOCUMENT_TEMPLATE } from './orderDocumentTemplate';
import { prepareOrderDocument } from './orderDocumentView';

const renderer = createDocumentRenderer();

/**
 * The order as a PDF in the buyer's language (`exportOrderPdf`): its facts, delivery, lines, the
 * cost lines that apply and the totals, on A4, right to left in Arabic and Kurdish.
 */
export function renderOrderPdf(document: OrderDocument, locale: Locale): Promise<Uint8Array> {
  const { view, files } = prepareOrderDocument(document, locale, 'order');
  return renderer.render(ORDER_DOCUMENT_TEMPLATE, view, files);
}

/** The order's fee statement as a PDF (`exportOrderFeePdf`): its cost lines and their total. */
export function renderOrderFeePdf(document: OrderDocument, locale: Locale): Promise<Uint8Array> {
  const { view, files } = prepareOrderDocument(document, locale, 'fees');
  return renderer.render(ORDER_DOCUMENT_TEMPLATE, view, files);
}
