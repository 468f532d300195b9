import { describe, expect, it } from 'vitest';
import { isJsonMediaType, mediaTypeOf, toQueryString, toSearchParams } from './encoding';

describe('toSearchParams', () => {
  it('writes scalars as text and leaves out null and undefined', () => {
    const params = toSearchParams({
      name: 'lamp',
      page: 2,
      hot: true,
      big: 10n,
      none: null,
      gone: undefined,
    });
    expect([...params]).toEqual([
      ['name', 'lamp'],
      ['page', '2'],
      ['hot', 'true'],
      ['big', '10'],
    ]);
  });

  it('repeats the name of an array once per element', () => {
    expect(toSearchParams({ ids: [1, 2, null, 3] }).getAll('ids')).toEqual(['1', '2', '3']);
  });

  it('writes dates as ISO 8601 and nested objects as JSON', () => {
    const params = toSearchParams({ at: new Date('2026-03-02T06:00:00Z'), info: { name: 'Ali' } });
    expect(params.get('at')).toBe('2026-03-02T06:00:00.000Z');
    expect(params.get('info')).toBe('{"name":"Ali"}');
  });

  it('gives no pairs for anything but an object', () => {
    expect(toSearchParams(null).toString()).toBe('');
    expect(toSearchParams('name=x').toString()).toBe('');
    expect(toSearchParams([1, 2]).toString()).toBe('');
  });
});

describe('toQueryString', () => {
  it('escapes Arabic and reserved characters, and is empty without fields', () => {
    expect(toQueryString({ account: 'أحمد&co' })).toBe(
      `?account=${new URLSearchParams({ account: 'أحمد&co' }).toString().slice('account='.length)}`,
    );
    expect(new URLSearchParams(toQueryString({ account: 'أحمد&co' })).get('account')).toBe('أحمد&co');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ parentId: undefined })).toBe('');
  });
});

describe('media types', () => {
  it('reads the type without its parameters', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(null)).toBe('');
  });

  it('reads JSON, +json and a missing type as the envelope, anything else as a file', () => {
    expect(isJsonMediaType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/problem+json')).toBe(true);
    expect(isJsonMediaType(null)).toBe(true);
    expect(isJsonMediaType('application/pdf')).toBe(false);
    expect(isJsonMediaType('text/html')).toBe(false);
    expect(isJsonMediaType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
  });
});
