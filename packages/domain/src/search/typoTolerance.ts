/**
 * Which catalogue word a buyer's mistyped word may be taken for, without asking (issue 16, item 2:
 * "one edit from 4 letters, two from 8, never on the first letter of short words").
 *
 * An edit is a letter added, removed or changed, or two neighbours swapped ("optimal string
 * alignment", the domain's {@link editDistance}), counted in letters (code points), so an Arabic,
 * Kurdish or Han character is one letter.
 *
 * - Words of 1 to 3 letters: no edit (nearly every such word is one edit from several others).
 * - 4 to 7 letters: one edit, and the first letter must be the buyer's ("powr" is "power",
 *   "pwoer" too; "opwer" is not: a buyer rarely mistypes the first letter of a short word, and
 *   letting it change doubles the words one edit away).
 * - 8 letters and more: two edits, the first letter included.
 * - A word with a digit is a model or a size ("rtx4060", "128gb", "iphone15"): no edit, one digit
 *   more or less is another product.
 * - Chinese: buyers type with a pinyin input method, which never drops or swaps characters but
 *   offers a homophone in place of the one meant (沙法 for 沙发, 口洪 for 口红, 托鞋 for 拖鞋, 蓝芽耳机
 *   for 蓝牙耳机). So a Han word of two characters or more may have one character replaced, at any
 *   place (托鞋 and 替须刀 have it first), and nothing else; a single character is never a typo of
 *   another. ICU's dictionary has no word for a mistyped one, so it cuts it into single
 *   characters (沙法 is 沙 法): the server compares the run joined again (`splitHanRunsOf`), not
 *   its single-character words, with the catalogue's words.
 */

import { editDistance } from './searchSuggestions';

/** From this many letters a word may be one edit away from the word meant. */
export const ONE_TYPO_MIN_LETTERS = 4;

/** From this many letters, two edits, and the first letter may be one of them. */
export const TWO_TYPOS_MIN_LETTERS = 8;

const DIGIT = /\p{N}/u;
const HAN_WORD = /^\p{Script=Han}+$/u;

/** The edits a folded word may be from the catalogue word it is taken for: see the module comment. */
export function typoEditLimit(foldedWord: string): 0 | 1 | 2 {
  const letters = Array.from(foldedWord).length;
  if (DIGIT.test(foldedWord)) return 0;
  if (HAN_WORD.test(foldedWord)) return letters >= 2 ? 1 : 0;
  if (letters < ONE_TYPO_MIN_LETTERS) return 0;
  return letters < TWO_TYPOS_MIN_LETTERS ? 1 : 2;
}

/** Characters in which two Han words of the same length differ, place by place. */
function replacedCharacters(typed: readonly string[], candidate: readonly string[]): number {
  return typed.filter((character, index) => character !== candidate[index]).length;
}

/**
 * Whether a catalogue word may be searched in place of a word the buyer typed, both folded: it is
 * another word, within {@link typoEditLimit} of the typed word's edits, with the same first letter
 * when the typed word is shorter than {@link TWO_TYPOS_MIN_LETTERS}; for a Han word, the same
 * number of characters with one of them replaced. A word is not a typo of itself.
 */
export function isTypoOf(typed: string, candidate: string): boolean {
  if (typed === candidate) return false;
  const limit = typoEditLimit(typed);
  if (limit === 0) return false;
  const typedLetters = Array.from(typed);
  const candidateLetters = Array.from(candidate);
  if (HAN_WORD.test(typed)) {
    return (
      HAN_WORD.test(candidate) &&
      candidateLetters.length === typedLetters.length &&
      replacedCharacters(typedLetters, candidateLetters) <= limit
    );
  }
  if (Math.abs(typedLetters.length - candidateLetters.length) > limit) return false;
  if (typedLetters.length < TWO_TYPOS_MIN_LETTERS && typedLetters[0] !== candidateLetters[0]) return false;
  return editDistance(typed, candidate) <= limit;
}

/** The distinct trigrams pg_trgm makes of one word: padded with two spaces before and one after. */
export function wordTrigrams(word: string): Set<string> {
  const letters = Array.from(`  ${word} `);
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= letters.length; start += 1) {
    trigrams.add(letters.slice(start, start + 3).join(''));
  }
  return trigrams;
}

/** Keeps a computed similarity just below the score it stands for, clear of pg_trgm's float4 rounding. */
const ROUNDING_MARGIN = 0.001;

/**
 * The lowest pg_trgm similarity (`similarity()`, the `%` operator) a catalogue word can have to a
 * folded word the buyer typed and still be within {@link isTypoOf}'s limit: the server can ask the
 * trigram index for the candidates at this similarity or more, then keep those {@link isTypoOf}
 * accepts. 1 when the word may have no typo (only the word itself); 0 when the index cannot narrow
 * the search (a Han word of two characters shares one trigram of five with its one typo, or none).
 *
 * pg_trgm pads a word with two spaces before and one after, so a word of n letters has n + 1
 * trigrams, t of them distinct (t = n + 1 unless a trigram repeats, as in "aaaa"); the similarity
 * of two words is the trigrams both have over the trigrams either has. An edit touches the
 * trigrams around it: a changed letter takes 3 of the typed word's trigrams away and brings 3
 * others, a removed letter takes 3 and brings 2, an added one takes 2 and brings 3, and two
 * neighbours swapped take 4 ("abcdef" and "abdcef" keep "  a", " ab", "ef " of 7) and bring 4.
 * Each trigram taken away removes at most one distinct trigram from those both words have, each
 * brought adds at most one to those either has, so after k edits of at most 4 and 4:
 *
 *   similarity >= (t - 4k) / (t + 4k)
 *
 * reached by k swaps far enough apart ("power" / "pwoer": 2 / 10). A Han word's typo is a
 * replaced character only, 3 and 3: (t - 3k) / (t + 3k). Lowered by a rounding margin, never
 * below 0.
 */
export function typoCandidateSimilarity(foldedWord: string): number {
  const edits = typoEditLimit(foldedWord);
  if (edits === 0) return 1;
  const trigrams = wordTrigrams(foldedWord).size;
  const perEdit = HAN_WORD.test(foldedWord) ? 3 : 4;
  const lowest = (trigrams - perEdit * edits) / (trigrams + perEdit * edits);
  return Math.max(0, lowest - ROUNDING_MARGIN);
}
