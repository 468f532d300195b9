import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { searchTextSchema } from './searchText';
import { searchTextOf } from './searchTextRule';

describe('searchTextSchema', () => {
  it('trims the text', () => {
    expect(validate(searchTextSchema, '  cleaning robot \n')).toEqual({ ok: true, value: 'cleaning robot' });
  });

  it('refuses empty or whitespace-only text with the empty-search warning', () => {
    for (const text of ['', '   ', '\t\n', '\u00a0\u3000', undefined, null, 7]) {
      expect(validate(searchTextSchema, text)).toEqual({ ok: false, errors: { '': 'search.text.empty' } });
    }
  });
});

describe('searchTextOf, the zod-free rule the search box runs', () => {
  it('agrees with the schema', () => {
    for (const raw of [
      'cleaning robot',
      '  سماعات  ',
      '手机壳',
      '\t a \n',
      '',
      '   ',
      '\u00a0\u3000',
      '0',
      undefined,
      null,
      7,
      {},
    ]) {
      const parsed = searchTextSchema.safeParse(raw);
      expect(searchTextOf(raw), JSON.stringify(raw)).toBe(parsed.success ? parsed.data : null);
    }
  });
});
