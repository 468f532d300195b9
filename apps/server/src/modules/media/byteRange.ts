/** What a `Range` header asks of a file of `size` bytes (RFC 9110, section 14). */
export type ByteRange =
  /** No usable range: send the whole file with 200. */
  | { kind: 'whole' }
  /** Bytes `start` to `end`, both included: 206. */
  | { kind: 'part'; start: number; end: number }
  /** A valid range that starts past the end: 416. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads one byte range. Anything this server does not serve as a part (another unit, several
 * ranges, a malformed or reversed range) reads as the whole file, which RFC 9110 allows: a server
 * may always ignore `Range`. Browsers ask for one range when seeking in a <video>.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.replaceAll(' ', ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesAnyEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
