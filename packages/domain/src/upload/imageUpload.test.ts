import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { imageUploadSchema } from './imageUpload';
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MAX_BYTES, isImageUploadContent } from './imageUploadRule';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0);
const GIF = Uint8Array.from('GIF89a...', (char) => char.charCodeAt(0));

describe('image upload', () => {
  it('accepts jpg, jpeg, png and gif up to 10 MB', () => {
    expect(IMAGE_UPLOAD_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
    ]) {
      expect(validate(imageUploadSchema, { name, type, size: IMAGE_UPLOAD_MAX_BYTES }).ok).toBe(true);
    }
  });

  it('refuses an image one byte over 10 MB', () => {
    expect(
      validate(imageUploadSchema, { name: 'a.png', type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 }),
    ).toEqual({ ok: false, errors: { '': 'upload.image.tooLarge' } });
  });

  it('refuses other formats with the image-format warning', () => {
    for (const [name, type] of [
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
      ['a.png', 'application/pdf'],
    ]) {
      expect(validate(imageUploadSchema, { name, type, size: 1 })).toEqual({
        ok: false,
        errors: { '': 'upload.image.unsupportedType' },
      });
    }
  });
});

describe('isImageUploadContent', () => {
  it('accepts bytes of an accepted image whose name agrees', () => {
    expect(isImageUploadContent('a.png', PNG)).toBe(true);
    expect(isImageUploadContent('a.jpeg', JPEG)).toBe(true);
    expect(isImageUploadContent('a.JPG', JPEG)).toBe(true);
    expect(isImageUploadContent('a.gif', GIF)).toBe(true);
  });

  it('refuses a renamed file and content that is no image', () => {
    expect(isImageUploadContent('a.jpg', PNG)).toBe(false);
    expect(isImageUploadContent('a.pdf', PNG)).toBe(false);
    expect(isImageUploadContent('a.png', Uint8Array.of(0x25, 0x50, 0x44, 0x46))).toBe(false);
  });
});
