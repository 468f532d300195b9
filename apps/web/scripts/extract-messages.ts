// Extracts the app's message descriptors with the formatjs CLI (`pnpm i18n:extract`): every
// `<FormattedMessage id>`, `intl.formatMessage({ id })` and `defineMessages` entry under src/.
// Written to src/i18n/extracted.json (not committed) with a report of the ids each catalogue lacks
// or has beyond them; the catalogue test (src/i18n/catalogues.test.ts) runs the same extraction.
// Two catalogues per language: the app's (src/i18n/messages/<locale>.json, every page loads it)
// and the staff console's (src/i18n/messages/staff/<locale>.json, the `staff.*` ids, loaded by
// the console's layout only); a `staff.*` id is used in the console's folder only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's sources; tests are left out (they quote ids to check them, they do not show them). */
const SOURCES = 'src/**/*.{ts,tsx}';
const IGNORED = 'src/**/*.test.{ts,tsx}';

export const LOCALES = ['ar', 'ckb', 'en', 'zh'] as const;

/** The staff console's sources: the only ones that may use its ids (its layout loads them). */
export const STAFF_SOURCES = 'src/modules/staff/**/*.{ts,tsx}';

/** Every id of the staff console's catalogue starts so, and no id of the app's. */
export const STAFF_MESSAGE_PREFIX = 'staff.';

/** The app's catalogue, which every page loads, and the staff console's, which its layout loads. */
export type CatalogueName = 'app' | 'staff';

/** Where a catalogue's file for `locale` is, relative to the app's root. */
export function catalogueFile(name: CatalogueName, locale: (typeof LOCALES)[number]): string {
  return name === 'app' ? `src/i18n/messages/${locale}.json` : `src/i18n/messages/staff/${locale}.json`;
}

export type ExtractedMessages = Record<string, { description?: string; defaultMessage?: string }>;

function formatjsCli(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');
}

/**
 * Runs `formatjs extract` over the app's sources (those in `leaveOut` excepted), writes `outFile`
 * and answers what it found.
 */
export function extractMessages(outFile: string, leaveOut: readonly string[] = []): ExtractedMessages {
  const ignored = [IGNORED, ...leaveOut].flatMap((glob) => ['--ignore', glob]);
  execFileSync(
    process.execPath,
    [formatjsCli(), 'extract', SOURCES, ...ignored, '--out-file', outFile, '--throws'],
    { cwd: WEB_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as ExtractedMessages;
}

/** The extracted ids each catalogue must have: the `staff.*` ones the console's, the rest the app's. */
export function splitByCatalogue(extracted: ExtractedMessages): Record<CatalogueName, ExtractedMessages> {
  const entries = Object.entries(extracted);
  const isStaff = ([id]: [string, unknown]) => id.startsWith(STAFF_MESSAGE_PREFIX);
  return {
    app: Object.fromEntries(entries.filter((entry) => !isStaff(entry))),
    staff: Object.fromEntries(entries.filter(isStaff)),
  };
}

/**
 * The staff console's ids that code outside its folder uses: none may be (a buyer's page never
 * loads the console's catalogue, so it would show the id). `outsideConsole` is the extraction
 * with `STAFF_SOURCES` left out.
 */
export function staffIdsOutsideConsole(outsideConsole: ExtractedMessages): string[] {
  return Object.keys(outsideConsole)
    .filter((id) => id.startsWith(STAFF_MESSAGE_PREFIX))
    .sort();
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
  const expected = splitByCatalogue(extracted);
  let complete = true;
  for (const name of ['app', 'staff'] as const) {
    for (const locale of LOCALES) {
      const file = catalogueFile(name, locale);
      const catalogue = JSON.parse(readFileSync(path.join(WEB_ROOT, file), 'utf8')) as Record<string, string>;
      const { missing, unused } = compareCatalogue(expected[name], catalogue);
      if (missing.length > 0) console.log(`${file}: missing ${missing.join(', ')}`);
      if (unused.length > 0) console.log(`${file}: not used by the code ${unused.join(', ')}`);
      complete &&= missing.length === 0 && unused.length === 0;
    }
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'tijara-i18n-'));
  const outside = staffIdsOutsideConsole(
    extractMessages(path.join(scratch, 'outside.json'), [STAFF_SOURCES]),
  );
  rmSync(scratch, { recursive: true, force: true });
  if (outside.length > 0)
    console.log(`staff console ids used outside src/modules/staff: ${outside.join(', ')}`);
  complete &&= outside.length === 0;
  if (complete) console.log('every catalogue has exactly the messages the code uses');
  process.exitCode = complete ? 0 : 1;
}
