import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX_LENGTH,
  searchDocumentOf,
  searchQueryOf,
} from './searchText';

describe('foldSearchText', () => {
  it('folds the alef forms to bare alef', () => {
    expect(foldSearchText('أحمر إبريق آلة ٱلكتاب')).toBe('احمر ابريق اله الكتاب');
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(foldSearchText('حقيبة')).toBe(foldSearchText('حقيبه'));
    expect(foldSearchText('مستشفى')).toBe(foldSearchText('مستشفي'));
  });

  it('folds the Kurdish kaf, yaa and ae to the Arabic letters', () => {
    expect(foldSearchText('کیف')).toBe(foldSearchText('كيف'));
    expect(foldSearchText('پەردە')).toBe('پهرده');
  });

  it('drops diacritics and tatweel', () => {
    expect(foldSearchText('هَاتِفٌ')).toBe('هاتف');
    expect(foldSearchText('هـــاتف')).toBe('هاتف');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(foldSearchText('١٢٣ ۴۵۶')).toBe('123 456');
  });

  it('lower-cases and folds compatibility forms', () => {
    expect(foldSearchText('ＵＳＢ Cable')).toBe('usb cable');
  });

  it('writes Chinese as overlapping character pairs', () => {
    expect(foldSearchText('手机壳')).toBe('手机 机壳');
    expect(foldSearchText('蓝色手机壳 USB')).toBe('蓝色 色手 手机 机壳 usb');
    expect(foldSearchText('壳')).toBe('壳');
  });

  it('treats punctuation as a word break', () => {
    expect(foldSearchText('  phone-case,  (red)! ')).toBe('phone case red');
  });
});

describe('searchQueryOf', () => {
  it("waits the spec's 500 ms before searching what is typed", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('answers null when nothing searchable is left', () => {
    expect(searchQueryOf('')).toBeNull();
    expect(searchQueryOf('  ?! ')).toBeNull();
  });

  it('folds the query like the documents', () => {
    expect(searchQueryOf('  أحذية ')).toBe('احذيه');
  });

  it('cuts a long query to the maximum length', () => {
    const folded = searchQueryOf('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 50));
    expect(folded).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe('searchDocumentOf', () => {
  it('joins the folded names with a separator and skips empty ones', () => {
    expect(searchDocumentOf(['حقيبة يد', '', null, undefined, 'Hand Bag', '手提包'])).toBe(
      'حقيبه يد | hand bag | 手提 提包',
    );
  });

  it('matches a query folded from another spelling', () => {
    const document = searchDocumentOf(['مكيّف هواء']);
    const query = searchQueryOf('مكيف');
    expect(query).not.toBeNull();
    expect(document).toContain(query ?? '');
  });
});
