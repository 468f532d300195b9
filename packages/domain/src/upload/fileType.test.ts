import { describe, expect, it } from 'vitest';
import { essenceOf, hasAcceptedType, MIME_TYPES_BY_EXTENSION } from './fileType';

describe('essenceOf', () => {
  it('drops parameters and case', () => {
    expect(essenceOf(' Image/PNG; charset=binary')).toBe('image/png');
    expect(essenceOf('')).toBe('');
  });
});

describe('hasAcceptedType', () => {
  const images = ['png', 'jpg'] as const;

  it('accepts a listed extension whose declared type agrees', () => {
    expect(hasAcceptedType({ name: 'shoe.png', type: 'image/png' }, images)).toBe(true);
    expect(hasAcceptedType({ name: 'SHOE.JPG', type: 'image/jpeg' }, images)).toBe(true);
  });

  it('decides by extension: an unlisted extension fails whatever the declared type', () => {
    expect(hasAcceptedType({ name: 'shoe.gif', type: 'image/png' }, images)).toBe(false);
    expect(hasAcceptedType({ name: 'shoe.exe', type: 'image/png' }, images)).toBe(false);
    expect(hasAcceptedType({ name: 'shoe', type: 'image/png' }, images)).toBe(false);
    expect(hasAcceptedType({ name: 'shoe.constructor', type: '' }, images)).toBe(false);
  });

  it('refuses a declared type that contradicts the extension', () => {
    expect(hasAcceptedType({ name: 'shoe.png', type: 'application/pdf' }, images)).toBe(false);
    expect(hasAcceptedType({ name: 'shoe.jpg', type: 'image/png' }, images)).toBe(false);
  });

  it('lets an unspecific declared type pass, since browsers send it for unknown office files', () => {
    expect(hasAcceptedType({ name: 'list.xlsx', type: '' }, ['xlsx'])).toBe(true);
    expect(hasAcceptedType({ name: 'list.xlsx', type: 'application/octet-stream' }, ['xlsx'])).toBe(true);
  });

  it('knows the types of every accepted office format', () => {
    for (const extension of ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const) {
      const [type] = MIME_TYPES_BY_EXTENSION[extension];
      expect(hasAcceptedType({ name: `file.${extension}`, type }, [extension])).toBe(true);
    }
  });
});
