import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PHONE_MIN_DIGITS } from '../account';
import { LOCALES, intlLocaleOf, type Locale } from '../locale';
import {
  DOMAIN_MESSAGE_KEYS,
  DOMAIN_MESSAGES,
  MESSAGE_ARGUMENTS,
  formatDomainMessage,
  formatIcu,
  isDomainMessageKey,
  loadDomainCatalogue,
} from './index';

/** The ICU abstract syntax tree's element types (`@formatjs/icu-messageformat-parser`'s TYPE). */
const LITERAL = 0;
const POUND = 7;

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

function astOf(message: string, locale: Locale): Element[] {
  return new IntlMessageFormat(message, intlLocaleOf(locale)).getAst();
}

/** Walks every element of a message, the branches of plural and select included. */
function* elementsOf(elements: Element[]): Generator<Element> {
  for (const element of elements) {
    yield element;
    for (const option of Object.values(element.options ?? {})) yield* elementsOf(option.value);
    if (element.children) yield* elementsOf(element.children);
  }
}

function argumentsOf(message: string, locale: Locale): string[] {
  const names = new Set<string>();
  for (const element of elementsOf(astOf(message, locale))) {
    if (element.type !== LITERAL && element.type !== POUND && typeof element.value === 'string') {
      names.add(element.value);
    }
  }
  return [...names].sort();
}

/** The text a reader sees, without the arguments: where a typed figure would hide. */
function literalTextOf(message: string, locale: Locale): string {
  let text = '';
  for (const element of elementsOf(astOf(message, locale))) {
    if (element.type === LITERAL) text += `${String(element.value)} `;
  }
  return text;
}

/**
 * Latin, Arabic-Indic and extended Arabic-Indic (Kurdish) digits. Chinese numerals are left out:
 * they are everyday words too (一致 "the same", 第二 "second"); a limit would be typed in digits.
 */
const FIGURE = /[0-9\u0660-\u0669\u06F0-\u06F9]/;

/** Values for the arguments only a caller knows, so every message can be formatted here. */
const CALLER_VALUES = { remaining: 3, stock: 40, minOrder: 10, maxOrder: 200, name: 'USB-C charger' };

describe('the domain message catalogue', () => {
  it('has, in every locale, exactly the keys the domain reports', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(DOMAIN_MESSAGES[locale]).sort(), locale).toEqual([...DOMAIN_MESSAGE_KEYS].sort());
    }
  });

  it.each(LOCALES)('%s: every message is valid ICU and not empty', (locale) => {
    for (const key of DOMAIN_MESSAGE_KEYS) {
      const message = DOMAIN_MESSAGES[locale][key];
      expect(message.trim(), key).not.toBe('');
      expect(() => astOf(message, locale), key).not.toThrow();
    }
  });

  it.each(LOCALES)('%s: every message uses the arguments of the English one', (locale) => {
    for (const key of DOMAIN_MESSAGE_KEYS) {
      expect(argumentsOf(DOMAIN_MESSAGES[locale][key], locale), key).toEqual(
        argumentsOf(DOMAIN_MESSAGES.en[key], 'en'),
      );
    }
  });

  // No message needs a figure of its own, so nothing is exempt. The quote form's amounts lost
  // their worked examples ("such as 2.50") for this reason too: the same key answers the wire,
  // which takes whole cents, and the form, which takes dollars.
  it('quotes limits through arguments, never as figures typed into the text', () => {
    const typed: string[] = [];
    for (const locale of LOCALES) {
      for (const key of DOMAIN_MESSAGE_KEYS) {
        if (FIGURE.test(literalTextOf(DOMAIN_MESSAGES[locale][key], locale))) typed.push(`${locale} ${key}`);
      }
    }
    expect(typed).toEqual([]);
  });

  it('only uses arguments it fills or a caller is known to pass', () => {
    const known = new Set([...Object.keys(MESSAGE_ARGUMENTS), ...Object.keys(CALLER_VALUES)]);
    for (const key of DOMAIN_MESSAGE_KEYS) {
      for (const name of argumentsOf(DOMAIN_MESSAGES.en[key], 'en'))
        expect(known, `${key}: ${name}`).toContain(name);
    }
  });

  it.each(LOCALES)('%s: formats every message with the limits filled in', (locale) => {
    for (const key of DOMAIN_MESSAGE_KEYS) {
      const text = formatDomainMessage(DOMAIN_MESSAGES[locale], locale, key, CALLER_VALUES);
      expect(text, key).not.toMatch(/[{}]/);
    }
  });

  it('quotes the rule itself, so a changed limit changes every message', () => {
    expect(formatDomainMessage(DOMAIN_MESSAGES.en, 'en', 'account.phone.tooShort')).toBe(
      `A phone number has at least ${PHONE_MIN_DIGITS} digits.`,
    );
    expect(
      formatDomainMessage(DOMAIN_MESSAGES.en, 'en', 'error.tooManyWrongPasswords', { lockoutMinutes: 1 }),
    ).toBe('Too many wrong passwords; try again in 1 minute.');
  });

  it('writes figures in Latin digits in Arabic and Kurdish', () => {
    // Without `-u-nu-latn` Arabic would write ١٬٢٣٤ (spec section 9, ARCHITECTURE.md "Choices").
    expect(formatIcu('ar', '{n, number}', { n: 1234 })).toBe('1,234');
    expect(formatIcu('ckb', '{n, number}', { n: 1234 })).toBe('1,234');
    expect(formatDomainMessage(DOMAIN_MESSAGES.ar, 'ar', 'inquiry.sourceUrl.tooLong')).toMatch(/ 2,?048 /);
  });

  it('tells a domain key from any other string', () => {
    expect(isDomainMessageKey('account.phone.tooShort')).toBe(true);
    expect(isDomainMessageKey('error.system')).toBe(true);
    expect(isDomainMessageKey('Too small: expected string to have >=1 characters')).toBe(false);
    expect(isDomainMessageKey('toString')).toBe(false);
  });

  it.each(LOCALES)('loads the %s catalogue on its own, the same as the static one', async (locale) => {
    expect(await loadDomainCatalogue(locale)).toBe(DOMAIN_MESSAGES[locale]);
  });
});
