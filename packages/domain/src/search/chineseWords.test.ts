import { describe, expect, it } from 'vitest';
import { chineseWordsOf, hanCharactersOf, splitHanRunsOf } from './chineseWords';
import { foldSearchText, searchQueryOf } from './searchText';

describe('chineseWordsOf', () => {
  it("splits a run of Han characters into ICU's dictionary words", () => {
    expect(chineseWordsOf('降噪铝合金蓝牙耳机')).toEqual(['降', '噪', '铝', '合金', '蓝牙', '耳机']);
    expect(chineseWordsOf('可充电头灯')).toEqual(['可', '充电', '头灯']);
    expect(chineseWordsOf('充电头')).toEqual(['充电', '头']);
    expect(chineseWordsOf('锅')).toEqual(['锅']);
  });

  it('may cut a run inside a longer one differently from the same characters alone', () => {
    // 充电头 alone ends with the word 头; inside 可充电头灯, 头 belongs to 头灯.
    expect(chineseWordsOf('充电头').join('')).toBe('充电头');
    expect(chineseWordsOf('可充电头灯')).not.toContain('头');
  });

  it('writes characters the dictionary has no word for one by one: a typo stays apart', () => {
    expect(chineseWordsOf('沙发')).toEqual(['沙发']);
    expect(chineseWordsOf('沙法')).toEqual(['沙', '法']);
  });
});

describe('hanCharactersOf', () => {
  it('lists the characters of the Chinese words of two characters or more, each once', () => {
    // 不锈钢 炒 锅 平底锅: 炒 and 锅 are words of one character, 锅 is also in 平底锅.
    expect(hanCharactersOf(foldSearchText('不锈钢炒锅 平底锅')).join(' ')).toBe('不 锈 钢 平 底 锅');
    expect(hanCharactersOf('手机 壳 手机')).toEqual(['手', '机']);
  });

  it('lists nothing for words of one character, nor for other scripts', () => {
    expect(hanCharactersOf('锅 壳')).toEqual([]);
    expect(hanCharactersOf(foldSearchText('USB-C 数据线 كابل'))).toEqual(['数', '据']);
    expect(hanCharactersOf('')).toEqual([]);
  });

  it('lets a one-character query find a product whose word has it: 锅 in 平底锅', () => {
    const query = searchQueryOf('鍋') ?? '';
    const name = foldSearchText('平底锅');
    expect(name.split(' ')).not.toContain(query);
    expect(hanCharactersOf(name)).toContain(query);
  });
});

describe('splitHanRunsOf', () => {
  const runs = (query: string): string[] => splitHanRunsOf(searchQueryOf(query) ?? '');

  it('joins again the characters ICU cut apart for want of a word: typos and shortened words', () => {
    expect(runs('沙法')).toEqual(['沙法']);
    expect(runs('托鞋')).toEqual(['托鞋']);
    expect(runs('手电')).toEqual(['手电']);
    expect(runs('蓝芽耳机')).toEqual(['蓝芽']);
    expect(runs('沙法 and 口洪')).toEqual(['沙法', '口洪']);
  });

  it('gives nothing for words the dictionary knows, nor for one character alone', () => {
    expect(runs('沙发')).toEqual([]);
    expect(runs('充电宝')).toEqual([]);
    expect(runs('锅')).toEqual([]);
    expect(runs('power bank')).toEqual([]);
  });
});
