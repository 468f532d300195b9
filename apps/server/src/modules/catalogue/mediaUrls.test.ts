import { describe, expect, it } from 'vitest';
import { mediaUrl, thumbnailUrl } from './mediaUrls';

describe('mediaUrl', () => {
  it('keeps a key of plain characters as it is', () => {
    expect(mediaUrl('products/12/a-b_c.webp')).toBe('/media/products/12/a-b_c.webp');
    expect(thumbnailUrl('products/12/0')).toBe('/media/products/12/0/300.webp');
  });

  it('encodes each part of any other key, keeping its slashes', () => {
    expect(mediaUrl('logos/شعار 1.png')).toBe(`/media/logos/${encodeURIComponent('شعار 1.png')}`);
    expect(mediaUrl('a?b/c#d')).toBe('/media/a%3Fb/c%23d');
  });
});
