import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMAIN_MESSAGE_KEYS, DOMAIN_MESSAGES, LOCALES, type Locale } from '@tijara/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCatalogue, extractMessages, type ExtractedMessages } from '../../scripts/extract-messages.ts';
import { loadCatalogue } from './catalogues';
import ar from './messages/ar.json';
import ckb from './messages/ckb.json';
import en from './messages/en.json';
import zh from './messages/zh.json';

const catalogues: Record<Locale, Record<string, string>> = { ar, ckb, en, zh };

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

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'tijara-i18n-'));
    // The formatjs CLI, as `pnpm i18n:extract` runs it: the ids the code really uses.
    extracted = extractMessages(path.join(workDir, 'extracted.json'));
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('finds the messages of the code', () => {
    expect(Object.keys(extracted)).toEqual(
      expect.arrayContaining(['app.name', 'login.title', 'country.iraq']),
    );
  });

  it.each(LOCALES)('%s carries no copy of a domain message (they are the domain catalogue’s)', (locale) => {
    const copies = DOMAIN_MESSAGE_KEYS.filter((key) => Object.hasOwn(catalogues[locale], key));
    expect(copies).toEqual([]);
  });

  it.each(LOCALES)('%s has every message the code uses and none it does not', (locale) => {
    expect(compareCatalogue(extracted, catalogues[locale])).toEqual({ missing: [], unused: [] });
  });

  it.each(LOCALES)(
    'every %s message is valid ICU, not empty, with the arguments of the Arabic one',
    (locale) => {
      for (const [key, message] of Object.entries(catalogues[locale])) {
        expect(message.trim(), key).not.toBe('');
        expect(() => new IntlMessageFormat(message, locale), key).not.toThrow();
        expect(argumentsOf(message, locale), key).toEqual(argumentsOf(ar[key as keyof typeof ar], 'ar'));
      }
    },
  );

  it.each(['ar', 'ckb'] as const)('%s has no sentence in Latin letters', (locale) => {
    // Brand names and currency codes are fine ("Google", "(IQD)"); two Latin words in a row are not.
    for (const [key, message] of Object.entries(catalogues[locale])) {
      expect(message, key).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    }
  });

  it('loads the catalogue of the language asked for, with the domain messages in it', async () => {
    await expect(loadCatalogue('ckb')).resolves.toEqual({ ...DOMAIN_MESSAGES.ckb, ...ckb });
    await expect(loadCatalogue('zh')).resolves.toEqual({ ...DOMAIN_MESSAGES.zh, ...zh });
  });
});
