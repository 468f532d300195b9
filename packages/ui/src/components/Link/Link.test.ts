import { describe, expect, it } from 'vitest';
import { safeRel } from './Link';

describe('safeRel', () => {
  it('cuts a new tab off from the opener, keeping the caller’s own values once', () => {
    expect(safeRel('_blank', undefined)).toBe('noopener noreferrer');
    expect(safeRel('_blank', 'external noopener')).toBe('external noopener noreferrer');
  });

  it('leaves links that stay in this tab as the caller wrote them', () => {
    expect(safeRel(undefined, undefined)).toBeUndefined();
    expect(safeRel('_self', 'author')).toBe('author');
  });
});
