import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { searchTextSchema } from './searchText';

describe('searchTextSchema', () => {
  it('trims the text', () => {
    expect(validate(searchTextSchema, '  cleaning robot \n')).toEqual({ ok: true, value: 'cleaning robot' });
  });

  it('refuses empty or whitespace-only text with the empty-search warning', () => {
    for (const text of ['', '   ', '\t\n', undefined]) {
      expect(validate(searchTextSchema, text)).toEqual({ ok: false, errors: { '': 'search.text.empty' } });
    }
  });
});
