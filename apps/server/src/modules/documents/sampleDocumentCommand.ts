import { writeFileSync } from 'node:fs';
import { isLocale } from '@tijara/domain';
import { renderOrderFeePdf, renderOrderPdf } from './orderPdf';
import { sampleOrderDocument } from './sampleOrderDocument';

export const SAMPLE_DOCUMENT_USAGE =
  'render-sample-order-pdf <ar|ckb|en|zh> <out.pdf> [order|fees] [USD|IQD]';

/**
 * Writes the sample order's PDF, to look at a layout by eye (`pdftoppm -png out.pdf page`): the
 * same renderer the order calls use, on the sample of `sampleOrderDocument.ts`. No database.
 */
export async function runSampleDocumentCommand(args: readonly string[]): Promise<number> {
  const [locale, out, kind = 'order', currency = 'USD'] = args;
  if (
    !isLocale(locale) ||
    out === undefined ||
    (kind !== 'order' && kind !== 'fees') ||
    (currency !== 'USD' && currency !== 'IQD')
  ) {
    console.error(`usage: tijara-server-cli ${SAMPLE_DOCUMENT_USAGE}`);
    return 2;
  }
  const document = sampleOrderDocument(locale, currency);
  const started = performance.now();
  const pdf = await (kind === 'order'
    ? renderOrderPdf(document, locale)
    : renderOrderFeePdf(document, locale));
  writeFileSync(out, pdf);
  process.stdout.write(`${out}: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms\n`);
  return 0;
}
