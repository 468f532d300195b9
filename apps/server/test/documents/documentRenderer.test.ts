import { describe, expect, it } from 'vitest';
import { createDocumentRenderer } from '../../src/modules/documents/documentRenderer';
import { pdfText } from './pdfText';

const TEMPLATE =
  '#let doc = json(bytes(sys.inputs.document))\n#set text(font: "Noto Sans", fallback: false)\n#doc.text';

describe('the compiling process', () => {
  it('is replaced after its share of documents, and every document is still made', async () => {
    const renderer = createDocumentRenderer(2);
    const texts = ['first', 'second', 'third'];
    const pdfs = await Promise.all(texts.map((text) => renderer.render(TEMPLATE, { text })));
    expect(pdfs.map((pdf) => pdfText(pdf).trim())).toEqual(texts);
    expect(renderer.processesStarted).toBe(2);
  });

  it('answers a template that does not compile with its reason, and goes on', async () => {
    const renderer = createDocumentRenderer();
    await expect(renderer.render('#let x = (', {})).rejects.toThrow(/did not compile/);
    expect(pdfText(await renderer.render(TEMPLATE, { text: 'after' })).trim()).toBe('after');
    expect(renderer.processesStarted).toBe(1);
  });
});
