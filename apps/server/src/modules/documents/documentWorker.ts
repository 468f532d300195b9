import { compileDocumentPdf, type DocumentFile } from './documentCompiler';

/**
 * The process documents are compiled in (see `documentRenderer.ts`): it answers each request of
 * its parent with the PDF or the reason it failed, one at a time.
 */
interface RenderRequest {
  id: number;
  template: string;
  data: unknown;
  files: DocumentFile[];
}

process.on('message', (request: RenderRequest) => {
  try {
    const pdf = compileDocumentPdf(request.template, request.data, request.files);
    process.send?.({ id: request.id, pdf });
  } catch (error) {
    process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
