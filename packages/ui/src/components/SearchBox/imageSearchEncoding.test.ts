import { IMAGE_SEARCH_MAX_SIDE_PX, IMAGE_SEARCH_QUALITY } from '@tijara/domain';
import { describe, expect, it } from 'vitest';
import { imageSearchEncoding, imageSearchFileError } from './imageSearchEncoding';

describe('imageSearchEncoding', () => {
  it('scales the longer side down to 800 px, keeping the aspect ratio', () => {
    expect(IMAGE_SEARCH_MAX_SIDE_PX).toBe(800);
    expect(imageSearchEncoding({ width: 1600, height: 1000 })).toMatchObject({ width: 800, height: 500 });
    expect(imageSearchEncoding({ width: 600, height: 1200 })).toMatchObject({ width: 400, height: 800 });
    expect(imageSearchEncoding({ width: 4032, height: 3024 })).toMatchObject({ width: 800, height: 600 });
  });

  it('never enlarges a small picture', () => {
    expect(imageSearchEncoding({ width: 640, height: 480 })).toMatchObject({ width: 640, height: 480 });
    expect(imageSearchEncoding({ width: 800, height: 800 })).toMatchObject({ width: 800, height: 800 });
  });

  it('re-encodes as JPEG at quality 0.5', () => {
    expect(IMAGE_SEARCH_QUALITY).toBe(0.5);
    expect(imageSearchEncoding({ width: 10, height: 10 })).toMatchObject({
      type: 'image/jpeg',
      quality: 0.5,
    });
  });
});

describe('imageSearchFileError', () => {
  it('accepts only image/jpeg, image/png and image/jpg', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/jpg', 'IMAGE/PNG']) {
      expect(imageSearchFileError({ name: 'x', type, size: 10 })).toBeNull();
    }
    for (const type of ['image/gif', 'image/webp', 'application/pdf', '']) {
      expect(imageSearchFileError({ name: 'x.png', type, size: 10 })).toBe(
        'upload.imageSearch.unsupportedType',
      );
    }
  });
});
