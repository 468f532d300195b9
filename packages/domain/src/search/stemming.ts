/**
 * Light stemming for search (issue 16, item 2): the plural or inflected form of a word and its
 * plain form meet on one stem, so "phone cases" finds a "Phone Case", سماعات finds سماعة and
 * مۆبایلەکان finds مۆبایل. A stem is a search key, not always a word ("رياض", "hoody"): a
 * product's document and a buyer's query are stemmed by this same function, so they agree.
 *
 * It takes folded words (the words of `foldSearchText`'s output): Arabic taa marbuta is already
 * ه, Kurdish ە is ه, ی is ي and ک is ك, and the Arabic article is gone. Words of other scripts
 * (Chinese), and words with digits, are left as they are.
 *
 * - English: regular plurals (cases, boxes, glasses, watches, brushes, batteries, shoes, toys),
 *   a few irregular ones (knives, wives, women), and British spellings written the American way
 *   (colour, grey, aluminium, organiser, litre). Words of three letters or fewer, and words ending
 *   in ss, us or is (glass, bus, chassis), are not plurals.
 * - Arabic, in the spirit of Light10 (Larkey, Ballesteros and Connell): the suffixes ات, ون, ين,
 *   ان, ها, يه (nisba, feminine), ه (taa marbuta) and ي (nisba), so سماعات and سماعه are سماع,
 *   رياضي and رياضيه are رياض. Broken plurals (شواحن, سكاكين) are out of reach of any
 *   light stemmer: category names and synonyms bring them.
 * - Kurdish (Sorani): the definite and plural endings ەکان, کان, ەکە, کە, ان, the indefinite ێک,
 *   یەک, ەیێک (folded هكان, كان, هكه, كه, ان, يك, يهك, هيك), and the ezafe ی (folded ي, as the
 *   Arabic nisba). کان and کە follow a vowel in Kurdish (چراکان, پەردەکە, ماسەکە); after a
 *   consonant Kurdish writes ەکان, ەکە, and after ی, یەکان, یەکە. So كان and كه go only after ا,
 *   و or ه: the Arabic ممسكه ("holder") and اريكه ("couch") keep their ك and lose only their ه.
 *
 * Suffixes go one at a time, the longest that applies first, until none applies, and only while at
 * least {@link STEM_MIN_LETTERS} letters stay: رياضيات is رياضي, then رياض, as رياضي is. So a
 * word with one suffix more than another meets it, whatever it ended with before. A word may lose
 * letters of its own on the way (فستان "dress" is فست, تلفون is تلف): harmless while the stem is
 * not another product's word, since both sides lose them alike.
 */

/** A stem keeps at least this many letters: the shortest Arabic root, and the shortest English plural's singular. */
export const STEM_MIN_LETTERS = 3;

const LATIN_WORD = /^[a-z]+$/u;
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

/** English plurals no rule makes, and their singulars. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  leaves: 'leaf',
  shelves: 'shelf',
  halves: 'half',
  scarves: 'scarf',
  wolves: 'wolf',
  calves: 'calf',
  loaves: 'loaf',
  thieves: 'thief',
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  buses: 'bus',
  lenses: 'lens',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  heroes: 'hero',
};

/** English words ending in s that are not plurals (besides those ending in ss, us, is). */
const SINGULAR_WITH_S = new Set([
  'lens',
  'canvas',
  'atlas',
  'bias',
  'chaos',
  'news',
  'series',
  'species',
  'thermos',
]);

/** British spellings and the American ones they are written as, at the start of a word (colourful). */
const BRITISH_PREFIXES: readonly (readonly [string, string])[] = [
  ['colour', 'color'],
  ['flavour', 'flavor'],
  ['favour', 'favor'],
  ['odour', 'odor'],
  ['vapour', 'vapor'],
  ['humour', 'humor'],
  ['harbour', 'harbor'],
  ['neighbour', 'neighbor'],
  ['armour', 'armor'],
  ['mould', 'mold'],
  ['grey', 'gray'],
  ['aluminium', 'aluminum'],
  ['jewellery', 'jewelry'],
  ['moustache', 'mustache'],
  ['pyjama', 'pajama'],
  ['catalogue', 'catalog'],
  ['tyre', 'tire'],
  ['cosy', 'cozy'],
];

/** British spellings at the end of a word (millimetre, organiser) and the American ones. */
const BRITISH_SUFFIXES: readonly (readonly [string, string])[] = [
  ['metre', 'meter'],
  ['litre', 'liter'],
  ['centre', 'center'],
  ['fibre', 'fiber'],
  ['theatre', 'theater'],
  ['isation', 'ization'],
  ['iser', 'izer'],
  ['ised', 'ized'],
];

/** -ise- endings are British only in longer words: "riser", "wiser", "raised" stay. */
const BRITISH_ISE_MIN_LETTERS = 7;

function singularOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= STEM_MIN_LETTERS || !word.endsWith('s') || SINGULAR_WITH_S.has(word)) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  // batteries -> battery, but ties -> tie.
  if (word.endsWith('ies')) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  // glasses, dresses, boxes, buzzes, watches, brushes: the plural's e is not the word's.
  if (/(?:ss|x|zz|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  // phones, cases, shoes, toys, gloves, blouses, sizes.
  return word.slice(0, -1);
}

/** The -ie ending written as -y (hoodie, hoodies -> hoody, as batteries -> battery). */
function withoutIe(word: string): string {
  return word.length > 4 && word.endsWith('ie') ? `${word.slice(0, -2)}y` : word;
}

function americanSpelling(word: string): string {
  for (const [british, american] of BRITISH_PREFIXES) {
    if (word.startsWith(british)) return `${american}${word.slice(british.length)}`;
  }
  for (const [british, american] of BRITISH_SUFFIXES) {
    if (!word.endsWith(british)) continue;
    if (british.startsWith('is') && word.length < BRITISH_ISE_MIN_LETTERS) return word;
    return `${word.slice(0, -british.length)}${american}`;
  }
  return word;
}

function englishStemOf(word: string): string {
  return americanSpelling(withoutIe(singularOf(word)));
}

/** Letters a Kurdish کان or کە follows as they are (after a consonant Kurdish writes ەکان, ەکە). */
const KURDISH_VOWELS = new Set(['ا', 'و', 'ه']);

/** Arabic and Kurdish suffixes, the longest first; `afterVowel`: only after a Kurdish vowel letter. */
const ARABIC_SCRIPT_SUFFIXES: readonly { suffix: string; afterVowel?: boolean }[] = [
  { suffix: 'هكان' },
  { suffix: 'هكه' },
  { suffix: 'يهك' },
  { suffix: 'هيك' },
  { suffix: 'كان', afterVowel: true },
  { suffix: 'كه', afterVowel: true },
  { suffix: 'يك' },
  { suffix: 'ات' },
  { suffix: 'ون' },
  { suffix: 'ين' },
  { suffix: 'ان' },
  { suffix: 'يه' },
  { suffix: 'ها' },
  { suffix: 'ه' },
  { suffix: 'ي' },
];

/** Suffixes taken off one word at most: a nisba, a plural and a pronoun or article after them. */
const MAX_SUFFIXES = 3;

function withoutOneSuffix(letters: readonly string[]): readonly string[] | null {
  const word = letters.join('');
  for (const { suffix, afterVowel } of ARABIC_SCRIPT_SUFFIXES) {
    const stays = letters.length - suffix.length;
    if (stays < STEM_MIN_LETTERS || !word.endsWith(suffix)) continue;
    if (afterVowel && !KURDISH_VOWELS.has(letters[stays - 1] ?? '')) continue;
    return letters.slice(0, stays);
  }
  return null;
}

function arabicScriptStemOf(word: string): string {
  let letters: readonly string[] = Array.from(word);
  for (let taken = 0; taken < MAX_SUFFIXES; taken += 1) {
    const shorter = withoutOneSuffix(letters);
    if (shorter === null) break;
    letters = shorter;
  }
  return letters.join('');
}

/**
 * The stem of a folded word (see the module comment), or the word itself when no rule applies:
 * "cases" -> "case", "knives" -> "knife", "colours" -> "color", سماعات -> سماع,
 * موبايلهكان -> موبايل; 手机, "usb3" and "glass" stay as they are.
 */
export function searchStemOf(foldedWord: string): string {
  if (LATIN_WORD.test(foldedWord)) return englishStemOf(foldedWord);
  if (ARABIC_WORD.test(foldedWord)) return arabicScriptStemOf(foldedWord);
  return foldedWord;
}
