import { describe, expect, it } from 'vitest';
import { matchesAnyEtag, parseByteRange } from '../../src/modules/media/byteRange';
import { isMediaKey } from '../../src/modules/media/mediaKeys';

describe('parseByteRange', () => {
  it('reads a closed range, an open range and a suffix', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
  });

  it('clamps a range running past the end, and a suffix longer than the file', () => {
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('cannot satisfy a range starting past the end, or an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=1000-1001', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('serves the whole file for what it does not serve as a part', () => {
    for (const header of [
      undefined,
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=5-1',
      'bytes=-',
      'bytes=a-b',
      'bytes 0-1',
    ]) {
      expect(parseByteRange(header, 1000), String(header)).toEqual({ kind: 'whole' });
    }
  });
});

describe('matchesAnyEtag', () => {
  it('matches one of a list, weakly, or any with *', () => {
    expect(matchesAnyEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesAnyEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesAnyEtag('*', '"b"')).toBe(true);
    expect(matchesAnyEtag('"c"', '"b"')).toBe(false);
    expect(matchesAnyEtag(undefined, '"b"')).toBe(false);
  });
});

describe('isMediaKey', () => {
  it('takes path segments of safe characters and nothing that climbs out', () => {
    expect(isMediaKey('catalogue/product/phoneCase-red-0123456789abcdef/300.webp')).toBe(true);
    for (const key of ['', '/x', 'a//b', 'a/../b', '..', 'a/b/', 'a b', 'a/%2e%2e', `a${'b'.repeat(300)}`]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});
