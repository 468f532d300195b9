import type { Locale } from '@tijara/domain';
import { message } from '../i18n/messages';
import { ApiError } from './ApiError';

/**
 * The one rule every string a caller sends must pass, applied by `registerEndpoint` to the parsed
 * body or query before the contract's schema sees it (issue 12, item 7).
 *
 * Refused: the C0 control characters other than tab, line feed and carriage return (U+0000-U+001F),
 * DEL (U+007F), and lone UTF-16 surrogates. None can be typed into a form; NUL makes PostgreSQL
 * refuse the whole statement (`invalid byte sequence for encoding "UTF8"`, a 500 before this rule),
 * and a lone surrogate would be stored as U+FFFD, silently changing what the caller sent. Tab, line
 * feed and carriage return stay allowed everywhere: they are harmless to the database and a buyer
 * types them into multi-line fields (a quote's description, an address); whether a single-line field
 * may hold them is that field's own schema's business.
 *
 * Why here and not in a string helper of the contract: one walk over the parsed input covers every
 * string of every call, present and future, nested objects, arrays and the keys themselves, without
 * relying on each schema remembering a helper; it runs before validation, so no handler, and no
 * query, ever sees such text.
 */

/** The characters refused; tab (09), line feed (0A) and carriage return (0D) are not among them. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` passes the rule. */
export function isAcceptableText(text: string): boolean {
  return !FORBIDDEN_CHARACTER.test(text) && !LONE_SURROGATE.test(text);
}

/** A key or value as it can be shown in a message: every refused character written as \uXXXX. */
export function printable(text: string): string {
  let shown = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const char = text[index] ?? '';
    const pairs = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    if (pairs) {
      shown += text.slice(index, index + 2);
      index += 1;
    } else if (!isAcceptableText(char)) {
      shown += `\\u${unit.toString(16).toUpperCase().padStart(4, '0')}`;
    } else {
      shown += char;
    }
  }
  return shown;
}

/** Deeper than any contract goes; a body nested further is refused by its schema anyway. */
const MAX_DEPTH = 32;

/**
 * The path of the first string (value or key) in `input` that breaks the rule, as the envelope
 * names fields (`items.0.name`), or null when every string passes. A key that breaks it is named
 * by itself, made printable.
 */
export function findUnacceptableText(input: unknown): string | null {
  const walk = (value: unknown, path: readonly string[], depth: number): string | null => {
    if (typeof value === 'string') return isAcceptableText(value) ? null : path.join('.') || '(body)';
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value as Record<string, unknown>);
    for (const [key, item] of entries) {
      if (!isAcceptableText(key)) return [...path, printable(key)].join('.');
      const found = walk(item, [...path, key], depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(input, [], 0);
}

/** Throws the 400 envelope naming the field, in the caller's language, when `input` breaks the rule. */
export function checkText(input: unknown, locale: Locale): void {
  const field = findUnacceptableText(input);
  if (field !== null) {
    throw new ApiError(400, 400, 'invalidField', {
      field,
      problem: message(locale, 'unacceptableCharacter'),
    });
  }
}
