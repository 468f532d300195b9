// Extracts the app's message descriptors with the formatjs CLI (`pnpm i18n:extract`): every
// `<FormattedMessage id>`, `intl.formatMessage({ id })` and `defineMessages` entry under src/.
// Written to src/i18n/extracted.json (not committed) with a report of the ids each catalogue lacks
// or has beyond them; the catalogue test (src/i18n/catalogues.test.ts) runs the same extraction.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's sources; tests are left out (they quote ids to check them, they do not show them). */
const SOURCES = 'src/**/*.{ts,tsx}';
const IGNORED = 'src/**/*.test.{ts,tsx}';

export const LOCALES = ['ar', 'ckb', 'en', 'zh'] as const;

export type ExtractedMessages = Record<string, { description?: string; defaultMessage?: string }>;

function formatjsCli(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');
}

/** Runs `formatjs extract` over the app's sources, writes `outFile` and answers what it found. */
export function extractMessages(outFile: string): ExtractedMessages {
  execFileSync(
    process.execPath,
    [formatjsCli(), 'extract', SOURCES, '--ignore', IGNORED, '--out-file', outFile, '--throws'],
    { cwd: WEB_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as ExtractedMessages;
}

/** A catalogue's keys compared with the extracted ids. */
export function compareCatalogue(
  extracted: ExtractedMessages,
  catalogue: Record<string, string>,
): { missing: string[]; unused: string[] } {
  const used = new Set(Object.keys(extracted));
  const present = new Set(Object.keys(catalogue));
  return {
    missing: [...used].filter((id) => !present.has(id)).sort(),
    unused: [...present].filter((id) => !used.has(id)).sort(),
  };
}

if (import.meta.main) {
  const outFile = path.join(WEB_ROOT, 'src/i18n/extracted.json');
  const extracted = extractMessages(outFile);
  console.log(`${Object.keys(extracted).length} messages in the code -> ${path.relative(WEB_ROOT, outFile)}`);
  let complete = true;
  for (const locale of LOCALES) {
    const file = path.join(WEB_ROOT, `src/i18n/messages/${locale}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const { missing, unused } = compareCatalogue(extracted, catalogue);
    if (missing.length > 0) console.log(`${locale}: missing ${missing.join(', ')}`);
    if (unused.length > 0) console.log(`${locale}: not used by the code ${unused.join(', ')}`);
    complete &&= missing.length === 0 && unused.length === 0;
  }
  if (complete) console.log('every catalogue has exactly the messages the code uses');
  process.exitCode = complete ? 0 : 1;
}
