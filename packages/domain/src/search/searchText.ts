/**
 * How catalogue text and buyers' queries are folded before they are compared (issue 6, item 5):
 * the same function runs when a product is written (its search document) and when a buyer
 * searches, so both sides always agree.
 *
 * - Case and compatibility forms fold (NFKC, lower case).
 * - Arabic: diacritics and tatweel go; alef forms (أ إ آ ٱ) become ا, taa marbuta ة becomes ه,
 *   alef maqsura ى becomes ي.
 * - Tanween kasr ending a word stands for the final yaa it replaces (issue 16: طاهٍ is طاهي, the
 *   "defective" nouns قاضٍ, محامٍ): it becomes ي. On another noun it adds a ي a buyer's word
 *   without it still finds as the start of the word.
 * - Kurdish (Sorani) letters that Arabic keyboards type differently fold to the Arabic letter:
 *   Kurdish yaa ی and ێ to ي, Kurdish kaf ک to ك, ae ە and heh ھ to ه, ۆ to و, ڕ to ر, ڵ to ل,
 *   ڤ to ف. A buyer typing Kurdish on an Arabic keyboard (هيدفون for هێدفۆن) still finds the
 *   product.
 * - Arabic-Indic and Eastern Arabic-Indic (Persian) digits become Latin digits.
 * - Traditional Chinese characters become the simplified ones (`hanVariants.ts`); full-width
 *   letters and digits are compatibility forms (NFKC).
 * - Chinese has no spaces between words: each run of Han characters is written as its words
 *   separated by spaces, as ICU's dictionary segments it (`chineseWords.ts`): 蓝牙耳机 is 蓝牙 耳机,
 *   可充电头灯 is 可 充电 头灯, so a query matches whole words and never a pair of characters
 *   across two words.
 * - Anything that is not a letter or digit separates words.
 * - The Arabic definite article goes (see {@link withoutArabicArticle}), so السماعات and سماعات
 *   are one word.
 */

import { chineseWordsOf } from './chineseWords';
import { simplifiedOf } from './hanVariants';

/** Tanween kasr with no letter after it in its word. */
const FINAL_TANWEEN_KASR = /\u064d(?!\p{M}*\p{L})/gu;

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
  ێ: 'ي',
  ە: 'ه',
  ۀ: 'ه',
  ھ: 'ه',
  ۆ: 'و',
  ڕ: 'ر',
  ڵ: 'ل',
  ڤ: 'ف',
  ؤ: 'و',
  ئ: 'ي',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/gu;

const HAN = /\p{Script=Han}/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The article at the start of a folded word, alone (ال) or carried by a one-letter prefix: بال
 * ("with the"), وال ("and the"), لل ("for the", ل + ال written without its alef), when at least
 * three Arabic letters follow it.
 */
const ARABIC_ARTICLE = /(?<=^| )(?:[بو]?ال|لل)(?=\p{Script=Arabic}{3})/gu;

function latinDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
  return String(code - zero);
}

/** A run of Han characters as its words, separated by spaces. */
function hanWords(run: string): string {
  return ` ${chineseWordsOf(run).join(' ')} `;
}

/**
 * Takes the Arabic definite article off the words of a folded text, so a product named
 * "السماعات" and a buyer typing "سماعات" (or the reverse) meet on one word, and so do "للشحن",
 * "بالطاقة" and "الشحن", "طاقة".
 *
 * - ال goes from words of 5 letters and more; بال and وال from words of 6 and more; لل from
 *   words of 5 and more: at least three letters stay, the shortest Arabic root. Shorter words
 *   keep them, since there they are more often part of the word than an article (آلة "machine"
 *   folds to اله, which is not "ال" + "ه").
 * - Both sides are folded by this same function, so a word that merely starts with these letters
 *   ("ألوان" colours, "بالونات" balloons) loses them in the catalogue and in the query alike and
 *   is still found; the cost is that two different words may then meet ("والدين" and "دين").
 * - Other one-letter prefixes (ف, ك) and the conjunction و before a word without the article are
 *   left alone: rare in product names, and stripping them would merge many more words.
 * - A buyer still typing an article word ("السم" on the way to "السماعات") is not stripped (only
 *   two letters follow), and finds the product once a third letter follows the article.
 */
export function withoutArabicArticle(foldedText: string): string {
  return foldedText.replace(ARABIC_ARTICLE, '');
}

/** Folds one text for search: see the module comment for every rule. */
export function foldSearchText(text: string): string {
  return withoutArabicArticle(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(FINAL_TANWEEN_KASR, 'ي')
      .replace(ARABIC_MARKS, '')
      .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter] ?? letter)
      .replace(INDIC_DIGIT, latinDigit)
      .replace(HAN, (character) => simplifiedOf(character) ?? character)
      .replace(HAN_RUN, hanWords)
      .replace(NOT_WORD, ' ')
      .trim(),
  );
}

/** The words of a folded text (the output of {@link foldSearchText} or {@link searchQueryOf}). */
export function searchWordsOf(foldedText: string): string[] {
  return foldedText.split(' ').filter((word) => word !== '');
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
  const folded = foldSearchText(withJoinedCompounds(query)).slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  return folded === '' ? null : folded;
}

/** Latin words and digits joined by hyphens ("T-Shirt", "Non-Stick", "USB-C"), once lower-cased. */
const HYPHENATED = /(?<![\p{L}\p{N}])[a-z0-9]+(?:[-\u2010\u2011][a-z0-9]+)+(?![\p{L}\p{N}])/gu;
const HYPHEN = /[-\u2010\u2011]/gu;

/**
 * A text with each hyphenated Latin compound written as one word ("t-shirt" -> "tshirt"),
 * lower-cased: a product's name has its compounds as one word (`searchDocumentOf`), and so does a
 * buyer's query ({@link searchQueryOf}); "t shirt", typed with a space, finds the compound's parts.
 */
export function withJoinedCompounds(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(HYPHENATED, (compound) => compound.replace(HYPHEN, ''));
}

/** The parts of the hyphenated Latin compounds of a text ("t-shirt" -> "t", "shirt"). */
export function compoundPartsOf(text: string): string[] {
  const lower = text.normalize('NFKC').toLowerCase();
  return Array.from(lower.matchAll(HYPHENATED), ([compound]) => compound.split(HYPHEN)).flat();
}
