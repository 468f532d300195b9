/**
 * Chinese word segmentation for search (issue 16, item 2). Chinese writes no spaces between words,
 * so the folding (`foldSearchText`) splits each run of Han characters into its words with
 * ICU's dictionary (`Intl.Segmenter`, in Node and every current browser; no package of ours):
 * 降噪铝合金蓝牙耳机 is 降 噪 铝 合金 蓝牙 耳机, 可充电头灯 is 可 充电 头灯. A query then matches
 * whole words: 充电头 (充电 头) no longer finds 可充电头灯 by the pair 电头 across two words, and
 * 降噪耳机 (降 噪 耳机) finds 降噪铝合金蓝牙耳机, whose words it has though not side by side.
 *
 * - Words the dictionary lacks come out as single characters (电饭煲 is 电 饭 煲, 沙发 with a
 *   typo, 沙法, is 沙 法): a query and a document written alike still agree.
 * - ICU segments a run by its context, so a run inside a longer one may be cut differently from
 *   the same characters alone (the dictionary prefers the split of the whole run with the fewest
 *   and likeliest words): 充电头 alone is 充电 头 but inside 可充电头灯 it is 可 充电 头灯. A query
 *   is segmented alone and a document's name as a whole, so a query's words are usually, not
 *   always, words of every name that contains its characters: the single characters of a
 *   document's words ({@link hanCharactersOf}) catch a buyer's one-character word inside them.
 * - ICU's dictionary may change with the ICU version of Node or the browser; stored documents are
 *   written by the server, whose queries are segmented by the same ICU.
 */

/** One instance for the process, made when the first Han text is folded. */
let segmenter: Intl.Segmenter | undefined;

function chineseSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
}

/** The words of a run of Han characters (no other characters in it), in order. */
export function chineseWordsOf(hanRun: string): string[] {
  return Array.from(chineseSegmenter().segment(hanRun), ({ segment }) => segment).filter(
    (segment) => segment.trim() !== '',
  );
}

const HAN_WORD = /^\p{Script=Han}{2,}$/u;

/**
 * The distinct single Han characters of the Chinese words of two or more characters of a folded
 * text (the output of `foldSearchText`), in the order they first come: 炒锅 不粘锅 gives
 * 炒 锅 不 粘. A product's document keeps them apart from its words, so a buyer's "锅" finds 炒锅
 * and ranks it below a product that has 锅 as a word of its own. Characters that are already words
 * of one character in the text are listed too when a longer word has them.
 */
export function hanCharactersOf(foldedText: string): string[] {
  const characters = new Set<string>();
  for (const word of foldedText.split(' ')) {
    if (HAN_WORD.test(word)) for (const character of word) characters.add(character);
  }
  return [...characters];
}

const HAN_CHARACTER = /^\p{Script=Han}$/u;

/**
 * The runs of Han characters of a folded text that ICU's dictionary cut into single characters
 * (it knew no word in them), each joined again when two characters or more: 沙法 (a typo of 沙发)
 * folds to 沙 法 and gives 沙法; 手电 (for 手电筒) gives 手电; 降噪耳机 (降 噪 耳机) gives 降噪;
 * 充电宝 (充电 宝) gives nothing. A buyer's mistyped or shortened word is one of these: the
 * server can compare it with the catalogue's words (a typo, `isTypoOf`; the start of a word).
 * Two single characters the buyer typed apart ("沙 法") fold alike and are joined too.
 */
export function splitHanRunsOf(foldedText: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const word of [...foldedText.split(' '), '']) {
    if (HAN_CHARACTER.test(word)) {
      run.push(word);
      continue;
    }
    if (run.length >= 2) runs.push(run.join(''));
    run = [];
  }
  return runs;
}
