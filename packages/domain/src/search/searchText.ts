/**
 * How catalogue text and buyers' queries are folded before they are compared (issue 6, item 5):
 * the same function runs when a product is written (its search document) and when a buyer
 * searches, so both sides always agree.
 *
 * - Case and compatibility forms fold (NFKC, lower case).
 * - Arabic: diacritics and tatweel go; alef forms (أ إ آ ٱ) become ا, taa marbuta ة becomes ه,
 *   alef maqsura ى becomes ي.
 * - Kurdish (Sorani) letters that Arabic keyboards type differently fold to the Arabic letter:
 *   Kurdish yaa ی to ي, Kurdish kaf ک to ك, Kurdish ae ە to ه. A buyer typing Kurdish on an
 *   Arabic keyboard (or the reverse) still finds the product.
 * - Arabic-Indic and Eastern Arabic-Indic digits become Latin digits.
 * - Chinese has no spaces between words: each run of Han characters is written as its
 *   overlapping character pairs (bigrams) separated by spaces, so 手机壳 matches 手机 and 机壳.
 * - Anything that is not a letter or digit separates words.
 */

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/gu;

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ې: 'ي',
  ک: 'ك',
  ە: 'ه',
  ۀ: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/gu;

const HAN_RUN = /\p{Script=Han}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

function latinDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
  return String(code - zero);
}

/** A run of Han characters as its overlapping pairs; a single character stays itself. */
function hanBigrams(run: string): string {
  const characters = Array.from(run);
  if (characters.length < 2) return ` ${run} `;
  const pairs: string[] = [];
  for (let index = 0; index < characters.length - 1; index += 1) {
    pairs.push(`${characters[index]}${characters[index + 1]}`);
  }
  return ` ${pairs.join(' ')} `;
}

/** Folds one text for search: see the module comment for every rule. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(INDIC_DIGIT, latinDigit)
    .replace(HAN_RUN, hanBigrams)
    .replace(NOT_WORD, ' ')
    .trim();
}

/** Spec section 9: "blur search debounce 500 ms": the wait before a typed query is searched. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A buyer's query is at most this many characters once folded; the rest is not searched. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * The folded form of a buyer's query, or `null` when nothing searchable is left (an empty query,
 * or only punctuation): the storefront then shows the spec's "empty search" warning.
 */
export function searchQueryOf(query: string): string | null {
  const folded = foldSearchText(query).slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  return folded === '' ? null : folded;
}

/**
 * A product's search document: its names in every language (and its brand), each folded, joined
 * with a separator no query can contain, so a match never spans two names.
 */
export function searchDocumentOf(texts: readonly (string | null | undefined)[]): string {
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map(foldSearchText)
    .filter((text) => text !== '')
    .join(' | ');
}
