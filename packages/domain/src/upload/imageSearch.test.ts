import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { imageSearchFileSchema } from './imageSearch';
import {
  IMAGE_SEARCH_FIELD_NAME,
  IMAGE_SEARCH_MAX_SIDE_PX,
  IMAGE_SEARCH_MIME_TYPES,
  IMAGE_SEARCH_OUTPUT_TYPE,
  IMAGE_SEARCH_QUALITY,
  imageSearchFileProblem,
  imageSearchSize,
} from './imageSearchRule';

describe('image search input', () => {
  it('accepts only image/jpeg, image/png and image/jpg, whatever the name', () => {
    expect(IMAGE_SEARCH_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/jpg']);
    for (const type of ['image/jpeg', 'image/png', 'image/jpg', 'IMAGE/PNG']) {
      expect(validate(imageSearchFileSchema, { name: 'image', type, size: 1 }).ok).toBe(true);
    }
  });

  it('refuses other types, gif included', () => {
    for (const type of ['image/gif', 'image/webp', '', 'application/pdf']) {
      expect(validate(imageSearchFileSchema, { name: 'a.jpg', type, size: 1 })).toEqual({
        ok: false,
        errors: { '': 'upload.imageSearch.unsupportedType' },
      });
    }
  });

  it('is sent as a JPEG at quality 0.5 in the multipart field "file"', () => {
    expect(IMAGE_SEARCH_QUALITY).toBe(0.5);
    expect(IMAGE_SEARCH_OUTPUT_TYPE).toBe('image/jpeg');
    expect(IMAGE_SEARCH_FIELD_NAME).toBe('file');
  });
});

describe('imageSearchSize', () => {
  it('brings the longer side down to 800 px and keeps the aspect ratio', () => {
    expect(IMAGE_SEARCH_MAX_SIDE_PX).toBe(800);
    expect(imageSearchSize({ width: 1600, height: 1200 })).toEqual({ width: 800, height: 600 });
    expect(imageSearchSize({ width: 1200, height: 1600 })).toEqual({ width: 600, height: 800 });
    expect(imageSearchSize({ width: 801, height: 801 })).toEqual({ width: 800, height: 800 });
    expect(imageSearchSize({ width: 3000, height: 1000 })).toEqual({ width: 800, height: 267 });
  });

  it('leaves an image of 800 px or less as it is: never enlarged', () => {
    expect(imageSearchSize({ width: 800, height: 450 })).toEqual({ width: 800, height: 450 });
    expect(imageSearchSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });

  it('keeps at least one pixel on the short side', () => {
    expect(imageSearchSize({ width: 8000, height: 2 })).toEqual({ width: 800, height: 1 });
  });

  it('refuses a size no image has', () => {
    expect(() => imageSearchSize({ width: 0, height: 100 })).toThrow(RangeError);
    expect(() => imageSearchSize({ width: 100, height: -1 })).toThrow(RangeError);
    expect(() => imageSearchSize({ width: Number.NaN, height: 100 })).toThrow(RangeError);
    expect(() => imageSearchSize({ width: 100, height: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('imageSearchFileProblem, the zod-free rule the search box runs', () => {
  it('agrees with the schema on files the browser describes', () => {
    const types = [
      'image/jpeg',
      'image/png',
      'image/jpg',
      'IMAGE/PNG',
      'image/jpeg; charset=x',
      'image/gif',
      'image/webp',
      '',
      'application/pdf',
    ];
    for (const type of types) {
      const file = { name: 'photo.jpg', type, size: 1024 };
      const result = validate(imageSearchFileSchema, file);
      expect(imageSearchFileProblem(file), type).toBe(result.ok ? null : result.errors['']);
    }
  });
});
