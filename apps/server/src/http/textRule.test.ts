import { describe, expect, it } from 'vitest';
import { findUnacceptableText, isAcceptableText, printable } from './textRule';

describe('the text rule', () => {
  it('refuses every C0 control but tab, line feed and carriage return, and DEL', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(isAcceptableText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(allowed);
    }
    expect(isAcceptableText('\u007f')).toBe(false);
  });

  it('refuses lone surrogates and keeps paired ones (emoji, rare Chinese characters)', () => {
    expect(isAcceptableText('\ud800')).toBe(false);
    expect(isAcceptableText('a\udc00')).toBe(false);
    expect(isAcceptableText('😀 𠀀 بغداد 北京 کوردی')).toBe(true);
  });

  it('names the first bad string by its path, in values and keys, nested and in arrays', () => {
    expect(findUnacceptableText({ a: 'fine', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(findUnacceptableText({ 'k\u0001': 1 })).toBe('k\\u0001');
    expect(findUnacceptableText('\u0000')).toBe('(body)');
    expect(findUnacceptableText({ a: 1, b: null, c: [true, 2.5], d: 'line\none\ttab\r' })).toBeNull();
  });

  it('shows refused characters escaped and keeps the rest', () => {
    expect(printable('a\u0000b\ud800😀')).toBe('a\\u0000b\\uD800😀');
  });
});
