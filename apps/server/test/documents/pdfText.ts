import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Reads PDFs back with poppler's command-line tools (Debian's `poppler-utils`:
 * `apt-get install -y poppler-utils`), as a buyer's PDF viewer or a screen reader would.
 */

/** Marks that steer the bidi algorithm but print nothing (LRM, RLM, embeddings, isolates). */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

function withPdfFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const directory = mkdtempSync(path.join(tmpdir(), 'tijara-pdf-'));
  try {
    const file = path.join(directory, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function run(tool: string, args: string[]): string {
  // Poppler 22 complains on stderr of the `/Suspects false` typst writes in a tagged PDF's
  // MarkInfo (a boolean, as the PDF standard has it) and reads the file all the same.
  return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The text in reading order (poppler puts right-to-left lines back in logical order), bidi marks removed. */
export function pdfText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (file) => withoutBidiControls(run('pdftotext', ['-enc', 'UTF-8', file, '-'])));
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
}

const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">(.*?)<\/word>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** Every word with where it is printed, in points from the page's top-left corner. */
export function pdfWords(pdf: Uint8Array): PdfWord[] {
  const html = withPdfFile(pdf, (file) => run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']));
  return [...html.matchAll(WORD)].map(([, xMin, yMin, xMax, text]) => ({
    text: withoutBidiControls((text ?? '').replace(/&\w+;/g, (entity) => ENTITIES[entity] ?? entity)).trim(),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
  }));
}

/** `pdfinfo`'s fields ("Pages", "Page size", ...). */
export function pdfInfo(pdf: Uint8Array): Map<string, string> {
  const output = withPdfFile(pdf, (file) => run('pdfinfo', [file]));
  return new Map(
    output
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
      }),
  );
}

/** The names of the fonts embedded in the PDF, without their subset prefixes (`NotoSans-Regular`). */
export function pdfFonts(pdf: Uint8Array): string[] {
  const output = withPdfFile(pdf, (file) => run('pdffonts', [file]));
  return output
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter((name) => name !== '')
    .map((name) => name.replace(/^[A-Z]{6}\+/, ''));
}

/** How many pictures the PDF draws (`pdfimages -list`). */
export function pdfImageCount(pdf: Uint8Array): number {
  const output = withPdfFile(pdf, (file) => run('pdfimages', ['-list', file]));
  return output
    .split('\n')
    .slice(2)
    .filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;
}
