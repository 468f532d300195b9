import { describe, expect, it } from 'vitest';
import { SEARCH_SECTION_SEPARATOR, searchDocumentOf } from './searchDocument';
import { searchQueryOf, searchWordsOf } from './searchText';

const sections = (document: string) =>
  document.split(SEARCH_SECTION_SEPARATOR).map((text) => searchWordsOf(text).filter((word) => word !== '|'));

describe('searchDocumentOf', () => {
  it('writes four sections: names, categories, stems and attributes, parts of words', () => {
    const document = searchDocumentOf({
      names: ['Razor-Sharp Chef Knives', '', null, undefined],
      brands: ['Voltix'],
      categories: ['Kitchen', 'Chef Knives'],
      attributes: ['Stainless steel'],
    });
    expect(document.split(SEARCH_SECTION_SEPARATOR)).toHaveLength(4);
    const [name, category, variant, part] = sections(document);
    expect(name).toEqual(['razorsharp', 'chef', 'knives', 'voltix']);
    expect(category).toEqual(expect.arrayContaining(['kitchen', 'chef', 'knives', 'knife']));
    expect(variant).toEqual(expect.arrayContaining(['knife', 'stainless', 'steel']));
    expect(part).toEqual(['razor', 'sharp']);
  });

  it('keeps the sections apart when some are empty', () => {
    const [name, category, variant, part] = sections(searchDocumentOf({ names: ['حقيبة يد'] }));
    expect(name).toEqual(['حقيبه', 'يد']);
    expect(variant).toEqual(['حقيب']);
    expect([category, part]).toEqual([[], []]);
  });

  it('lets a query meet the name folded from another spelling, with or without the article', () => {
    const [name] = sections(searchDocumentOf({ names: ['مكيّف هواء', 'سماعات الرأس'] }));
    for (const query of ['مكيف', 'الهواء', 'السماعات', 'راس'])
      expect(name).toContain(searchQueryOf(query) ?? '?');
  });

  it('writes a hyphenated compound as one word in the name, as a query writes it', () => {
    const [name, , , part] = sections(searchDocumentOf({ names: ['Men T-Shirt'] }));
    expect(name).toContain(searchQueryOf('t-shirt'));
    expect(part).toEqual(['t', 'shirt']);
  });

  it('writes the characters of Chinese words among the parts, so one character finds them', () => {
    const [name, , , part] = sections(searchDocumentOf({ names: ['不锈钢炒锅'] }));
    expect(name?.join('')).toBe('不锈钢炒锅');
    expect([...(name ?? []), ...(part ?? [])]).toContain('锅');
  });
});
