import { LOCALES } from '@tijara/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { appCatalogues } from './catalogues';

describe('app catalogues', () => {
  const reference = Object.keys(appCatalogues.ar).sort();

  it.each(LOCALES)('%s has exactly the keys of the Arabic catalogue', (locale) => {
    expect(Object.keys(appCatalogues[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('every %s message is valid ICU and not empty', (locale) => {
    for (const [key, message] of Object.entries(appCatalogues[locale])) {
      expect(message.trim(), key).not.toBe('');
      expect(() => new IntlMessageFormat(message, locale), key).not.toThrow();
    }
  });
});
