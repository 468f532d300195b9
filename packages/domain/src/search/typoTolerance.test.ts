import { describe, expect, it } from 'vitest';
import { splitHanRunsOf } from './chineseWords';
import { editDistance } from './searchSuggestions';
import { foldSearchText, searchQueryOf } from './searchText';
import { isTypoOf, typoCandidateSimilarity, typoEditLimit, wordTrigrams } from './typoTolerance';

/** pg_trgm's similarity() of two words: the distinct trigrams both have over those either has. */
function trigramSimilarity(a: string, b: string): number {
  const left = wordTrigrams(a);
  const right = wordTrigrams(b);
  const shared = [...left].filter((trigram) => right.has(trigram)).length;
  return shared / (left.size + right.size - shared);
}

/** Every word one edit from `word` (a letter of `alphabet` added or put in place of one, a letter removed, two neighbours swapped). */
function oneEditFrom(word: string, alphabet: readonly string[]): Set<string> {
  const letters = Array.from(word);
  const words = new Set<string>();
  for (let at = 0; at <= letters.length; at += 1) {
    for (const letter of alphabet) {
      words.add([...letters.slice(0, at), letter, ...letters.slice(at)].join(''));
      if (at < letters.length)
        words.add([...letters.slice(0, at), letter, ...letters.slice(at + 1)].join(''));
    }
    if (at < letters.length) words.add([...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
    if (at + 1 < letters.length) {
      const swapped = [...letters];
      [swapped[at], swapped[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
      words.add(swapped.join(''));
    }
  }
  words.delete(word);
  return words;
}

/** Every word within `edits` edits of `word`, over the word's letters and two others. */
function candidatesNear(word: string, edits: number, extra: readonly string[]): Set<string> {
  const alphabet = [...new Set([...Array.from(word), ...extra])];
  let frontier = new Set([word]);
  const all = new Set<string>();
  for (let step = 0; step < edits; step += 1) {
    const next = new Set<string>();
    for (const near of frontier) for (const candidate of oneEditFrom(near, alphabet)) next.add(candidate);
    for (const candidate of next) all.add(candidate);
    frontier = next;
  }
  all.delete(word);
  return all;
}

describe('typoEditLimit', () => {
  it('allows no edit below 4 letters, one from 4, two from 8', () => {
    expect(
      ['tv', 'usb', 'powr', 'sofe', 'blendr', 'curtian', 'wardorbe', 'headphnes'].map(typoEditLimit),
    ).toEqual([0, 0, 1, 1, 1, 1, 2, 2]);
  });

  it('counts letters, not UTF-16 units: Arabic and Kurdish words too', () => {
    expect(
      [foldSearchText('شاحم'), foldSearchText('بلوتث'), foldSearchText('كهربائبة')].map(typoEditLimit),
    ).toEqual([1, 1, 2]);
  });

  it('allows no edit in a word with a digit: a model or a size', () => {
    expect(['rtx4060', '128gb', 'iphone15', 'usbc3'].map(typoEditLimit)).toEqual([0, 0, 0, 0]);
  });

  it('allows one replaced character in a Han word of two characters or more, none in one', () => {
    expect(['沙法', '充电保', '蓝芽耳机', '锅'].map(typoEditLimit)).toEqual([1, 1, 1, 0]);
  });
});

describe('isTypoOf', () => {
  it("takes the judged set's typos for the words meant", () => {
    const typos = [
      ['powr', 'power'],
      ['sofe', 'sofa'],
      ['blendr', 'blender'],
      ['kettel', 'kettle'],
      ['curtian', 'curtain'],
      ['scoter', 'scooter'],
      ['lipstik', 'lipstick'],
      ['speeker', 'speaker'],
      ['wardorbe', 'wardrobe'],
      ['headphnes', 'headphones'],
      ['multimetr', 'multimeter'],
      ['flshlight', 'flashlight'],
      ['شاحم', 'شاحن'],
      ['خلاظ', 'خلاط'],
      ['بلوتث', 'بلوتوث'],
      ['مقشرت', 'مقشرة'],
      ['هێدفۆم', 'هێدفۆن'],
    ] as const;
    for (const [typed, meant] of typos) {
      expect(isTypoOf(foldSearchText(typed), foldSearchText(meant)), typed).toBe(true);
    }
  });

  it('never changes the first letter of a word shorter than 8 letters, and may from 8', () => {
    expect(isTypoOf('pwoer', 'power')).toBe(true);
    expect(isTypoOf('opwer', 'power')).toBe(false);
    expect(isTypoOf('bower', 'power')).toBe(false);
    expect(isTypoOf('hwardrobe', 'wardrobe')).toBe(true);
    expect(isTypoOf('eadphones', 'headphones')).toBe(true);
  });

  it('refuses words too short, too far, or with digits, and the word itself', () => {
    expect(isTypoOf('bag', 'bat')).toBe(false);
    expect(isTypoOf('powr', 'powder')).toBe(false);
    expect(isTypoOf('blendr', 'blunder')).toBe(false);
    expect(isTypoOf('headphnes', 'headsets')).toBe(false);
    expect(isTypoOf('rtx4060', 'rtx4070')).toBe(false);
    expect(isTypoOf('power', 'power')).toBe(false);
  });

  it('takes a Chinese homophone for the character meant, at any place, and nothing else', () => {
    for (const [typed, meant] of [
      ['沙法', '沙发'],
      ['口洪', '口红'],
      ['托鞋', '拖鞋'],
      ['替须刀', '剃须刀'],
      ['蓝芽耳机', '蓝牙耳机'],
    ]) {
      expect(isTypoOf(typed ?? '', meant ?? ''), typed).toBe(true);
    }
    // ICU cuts a mistyped word apart: its run, joined again, is what is compared.
    expect(splitHanRunsOf(searchQueryOf('沙法') ?? '').filter((run) => isTypoOf(run, '沙发'))).toEqual([
      '沙法',
    ]);
    // Two characters replaced (a swap), one added or removed, another script, a single character.
    expect(isTypoOf('机手', '手机')).toBe(false);
    expect(isTypoOf('沙发', '沙发床')).toBe(false);
    expect(isTypoOf('沙发床', '沙发')).toBe(false);
    expect(isTypoOf('沙法', 'sofa')).toBe(false);
    expect(isTypoOf('纱', '沙')).toBe(false);
  });
});

describe('typoCandidateSimilarity', () => {
  it('is 1 for a word that may have no typo', () => {
    expect(['tv', 'usb', 'rtx4060', '锅'].map(typoCandidateSimilarity)).toEqual([1, 1, 1, 1]);
  });

  it("is what pg_trgm scores the worst typo: swapped neighbours (4 trigrams of the word's, 4 new)", () => {
    // "power" / "pwoer": 2 shared of 10 (PGlite's similarity() says 0.2).
    expect(trigramSimilarity('power', 'pwoer')).toBeCloseTo(0.2);
    expect(typoCandidateSimilarity('power')).toBeCloseTo(0.2, 2);
    expect(typoCandidateSimilarity('power')).toBeLessThan(0.2);
    // Two swaps in "abcdefgh": 1 of 17 (PGlite: 0.05882353).
    expect(trigramSimilarity('abcdefgh', 'badcfegh')).toBeCloseTo(1 / 17);
    expect(typoCandidateSimilarity('abcdefgh')).toBeLessThan(1 / 17);
    // A Han word: one replaced character, 3 trigrams taken, 3 brought (蓝牙耳机 / 蓝芽耳机: 2 of 8).
    expect(trigramSimilarity('蓝牙耳机', '蓝芽耳机')).toBeCloseTo(0.25);
    expect(typoCandidateSimilarity('蓝牙耳机')).toBeCloseTo(0.25, 2);
    expect(typoCandidateSimilarity('沙发')).toBe(0);
  });

  it('counts distinct trigrams, as pg_trgm does: a repeated trigram counts once', () => {
    expect(wordTrigrams('aaaa').size).toBe(4);
    expect(wordTrigrams('power').size).toBe(6);
    expect(wordTrigrams('سماعات').size).toBe(7);
  });

  it('is at most the similarity of every candidate within the limit, by brute force', () => {
    const words = ['power', 'kettle', 'blender', 'aaaab', 'wardrobe', 'headphone', 'شاحن', 'سماعات'];
    for (const word of words) {
      const limit = typoEditLimit(word);
      const floor = typoCandidateSimilarity(word);
      const accepted = [...candidatesNear(word, limit, ['x', 'ي'])].filter((candidate) =>
        isTypoOf(word, candidate),
      );
      expect(accepted.length, word).toBeGreaterThan(0);
      const lowest = accepted.reduce(
        (low, candidate) => Math.min(low, trigramSimilarity(word, candidate)),
        1,
      );
      expect(lowest, word).toBeGreaterThanOrEqual(floor);
      // Tight when the word's trigrams are all distinct: its worst candidate scores the bound.
      if (wordTrigrams(word).size === Array.from(word).length + 1)
        expect(lowest - floor, word).toBeLessThan(0.002);
    }
  });

  it('is at most the similarity of every Han word with one character replaced, by brute force', () => {
    for (const word of ['充电宝', '蓝牙耳机', '沙发', '电动牙刷']) {
      const floor = typoCandidateSimilarity(word);
      const characters = Array.from(word);
      for (const [index] of characters.entries()) {
        for (const replacement of ['保', '克', '法']) {
          const candidate = characters.with(index, replacement).join('');
          if (candidate === word) continue;
          expect(isTypoOf(word, candidate), candidate).toBe(true);
          expect(trigramSimilarity(word, candidate), candidate).toBeGreaterThanOrEqual(floor);
        }
      }
    }
  });

  it('agrees with the edit distance the candidates are kept by', () => {
    for (const candidate of candidatesNear('kettle', 1, ['x'])) {
      if (isTypoOf('kettle', candidate)) expect(editDistance('kettle', candidate)).toBe(1);
    }
  });
});
