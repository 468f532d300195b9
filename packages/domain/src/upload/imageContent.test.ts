import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageContent';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('detectImageType', () => {
  it('recognises JPEG, PNG and both GIF versions by their first bytes', () => {
    expect(detectImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xdb, 0x00))).toBe('image/jpeg');
    expect(detectImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectImageType(ascii('GIF87a\x01\x00'))).toBe('image/gif');
    expect(detectImageType(ascii('GIF89a\x01\x00'))).toBe('image/gif');
  });

  it('answers null for other content, however it is named', () => {
    expect(detectImageType(ascii('%PDF-1.7'))).toBeNull();
    expect(detectImageType(ascii('GIF88a'))).toBeNull();
    expect(detectImageType(Uint8Array.of(0x52, 0x49, 0x46, 0x46))).toBeNull();
  });

  it('answers null for a signature cut short', () => {
    expect(detectImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(Uint8Array.of(0xff, 0xd8))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });
});
