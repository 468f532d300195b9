import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMAIN_MESSAGE_KEYS, DOMAIN_MESSAGES, LOCALES, type Locale } from '@tijara/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareCatalogue,
  extractMessages,
  splitByCatalogue,
  STAFF_SOURCES,
  staffIdsOutsideConsole,
  type CatalogueName,
  type ExtractedMessages,
} from '../../scripts/extract-messages.ts';
import { loadCatalogue, loadStaffCatalogue } from './catalogues';
import ar from './messages/ar.json';
import ckb from './messages/ckb.json';
import en from './messages/en.json';
import staffAr from './messages/staff/ar.json';
import staffCkb from './messages/staff/ckb.json';
import staffEn from './messages/staff/en.json';
import staffZh from './messages/staff/zh.json';
import zh from './messages/zh.json';

/** The app's catalogue (every page loads it) and the staff console's (its layout loads it). */
const catalogues: Record<CatalogueName, Record<Locale, Record<string, string>>> = {
  app: { ar, ckb, en, zh },
  staff: { ar: staffAr, ckb: staffCkb, en: staffEn, zh: staffZh },
};
const NAMES = ['app', 'staff'] as const;
const EACH_CATALOGUE = NAMES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const));

/** The names of the arguments a message uses (`{count}`, `{count, plural, ...}`), nested ones included. */
function argumentsOf(message: string, locale: Locale): string[] {
  const names = new Set<string>();
  const visit = (elements: unknown): void => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as Array<Record<string, unknown>>) {
      if (typeof element.value === 'string' && element.type !== 0 && element.type !== 7) {
        names.add(element.value);
      }
      if (element.options && typeof element.options === 'object') {
        for (const option of Object.values(element.options as Record<string, { value: unknown }>)) {
          visit(option.value);
        }
      }
      visit(element.children);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('app catalogues', () => {
  let workDir: string;
  let extracted: ExtractedMessages;
  let outsideConsole: ExtractedMessages;

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'tijara-i18n-'));
    // The formatjs CLI, as `pnpm i18n:extract` runs it: the ids the code really uses.
    extracted = extractMessages(path.join(workDir, 'extracted.json'));
    outsideConsole = extractMessages(path.join(workDir, 'outside-console.json'), [STAFF_SOURCES]);
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('finds the messages of the code', () => {
    expect(Object.keys(extracted)).toEqual(
      expect.arrayContaining(['app.name', 'login.title', 'country.iraq', 'staff.console']),
    );
    expect(Object.keys(outsideConsole)).toEqual(expect.arrayContaining(['app.name']));
    expect(Object.keys(outsideConsole)).not.toContain('staff.console');
  });

  it('uses the staff console’s ids in its own folder only (no buyer’s page loads them)', () => {
    expect(staffIdsOutsideConsole(outsideConsole)).toEqual([]);
  });

  it.each(EACH_CATALOGUE)(
    'the %s catalogue in %s carries no copy of a domain message (they are the domain catalogue’s)',
    (name, locale) => {
      const copies = DOMAIN_MESSAGE_KEYS.filter((key) => Object.hasOwn(catalogues[name][locale], key));
      expect(copies).toEqual([]);
    },
  );

  it.each(EACH_CATALOGUE)(
    'the %s catalogue in %s has every message of its part of the code and none it does not use',
    (name, locale) => {
      // The `staff.*` ids are the staff catalogue's, every other id the app's.
      const expected = splitByCatalogue(extracted)[name];
      expect(compareCatalogue(expected, catalogues[name][locale])).toEqual({ missing: [], unused: [] });
    },
  );

  it.each(EACH_CATALOGUE)(
    'every message of the %s catalogue in %s is valid ICU, not empty, with the arguments of the Arabic one',
    (name, locale) => {
      const arabic = catalogues[name].ar;
      for (const [key, message] of Object.entries(catalogues[name][locale])) {
        expect(message.trim(), key).not.toBe('');
        expect(() => new IntlMessageFormat(message, locale), key).not.toThrow();
        expect(arabic[key], key).toBeDefined();
        expect(argumentsOf(message, locale), key).toEqual(argumentsOf(arabic[key] ?? '', 'ar'));
      }
    },
  );

  it.each(NAMES.flatMap((name) => (['ar', 'ckb'] as const).map((locale) => [name, locale] as const)))(
    'the %s catalogue in %s has no sentence in Latin letters',
    (name, locale) => {
      // Brand names and currency codes are fine ("Google", "(IQD)"); two Latin words in a row are not.
      for (const [key, message] of Object.entries(catalogues[name][locale])) {
        expect(message, key).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
      }
    },
  );

  it('loads the catalogue of the language asked for, with the domain messages in it', async () => {
    await expect(loadCatalogue('ckb')).resolves.toEqual({ ...DOMAIN_MESSAGES.ckb, ...ckb });
    await expect(loadCatalogue('zh')).resolves.toEqual({ ...DOMAIN_MESSAGES.zh, ...zh });
  });

  it('loads the staff console’s catalogue of the language asked for, apart from the app’s', async () => {
    await expect(loadStaffCatalogue('ckb')).resolves.toEqual(staffCkb);
    await expect(loadStaffCatalogue('en')).resolves.toEqual(staffEn);
    const app = await loadCatalogue('en');
    expect(Object.keys(app).filter((key) => key.startsWith('staff.'))).toEqual([]);
  });
});
