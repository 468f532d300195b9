import { createRequire } from 'node:module';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

const require = createRequire(import.meta.url);

/**
 * The fonts documents are set in, from the npm packages the server depends on, so a PDF never
 * depends on the fonts a machine happens to have: Noto Sans (Latin and digits), Noto Sans Arabic
 * (Arabic and Sorani), Noto Sans SC (Chinese), each in the two weights the templates use. They
 * are handed to typst as folders: typst reads a font file only when a document first uses it, so
 * the 10 MB Chinese files stay on disk until a Chinese document is printed.
 */
const FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
] as const;

/** The family names of those files, for a template's `text(font: ...)`. */
export const DOCUMENT_FONT = {
  latin: 'Noto Sans',
  arabic: 'Noto Sans Arabic',
  chinese: 'Noto Sans SC',
} as const;

/**
 * A folder that does not exist: typst resolves a template's paths inside it, so the only files a
 * document can read are the ones mapped into it for that document (its pictures).
 */
const WORKSPACE = '/tijara-documents';

/** Typst's advice for a long-running process: forget what has not been used for this many compilations. */
const CACHE_MAX_AGE = 10;

let compiler: NodeCompiler | null = null;

/**
 * The one compiler of the compiling process (`documentWorker.ts`), made on first use (about
 * 50 ms) and reused: once warm, a document takes about 10 ms. Typst also searches the machine's
 * fonts and cannot be told not to, so templates name their families and turn fallback off.
 */
function documentCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontPaths: FONT_FILES.map((file) => path.dirname(require.resolve(file))) }],
  });
  return compiler;
}

/** A file a template reads, by its path inside the template (`/pictures/0`). */
export interface DocumentFile {
  path: string;
  content: Uint8Array;
}

/**
 * Compiles `template` to PDF bytes. The data goes in as one JSON string (`sys.inputs.document`,
 * read by the template with `json(bytes(...))`), so no text of a buyer's is ever parsed as typst
 * markup. Synchronous: the files mapped for one document are unmapped before anything else runs.
 */
export function compileDocumentPdf(
  template: string,
  data: unknown,
  files: readonly DocumentFile[] = [],
): Uint8Array {
  const typst = documentCompiler();
  const mapped = files.map((file) => path.posix.join(WORKSPACE, file.path));
  try {
    files.forEach((file, index) => typst.mapShadow(mapped[index] as string, Buffer.from(file.content)));
    const result = typst.compile({
      mainFileContent: template,
      inputs: { document: JSON.stringify(data) },
    });
    const document = result.result;
    const error = result.takeError();
    if (error || !document) {
      throw new Error(
        `the document template did not compile: ${JSON.stringify(error?.shortDiagnostics ?? [])}`,
      );
    }
    return new Uint8Array(typst.pdf(document));
  } finally {
    for (const file of mapped) typst.unmapShadow(file);
    typst.evictCache(CACHE_MAX_AGE);
  }
}
