import { describe, expect, it } from 'vitest';
import { isValidThruPast, parseValidThru } from './validThru';

describe('parseValidThru', () => {
  it('reads MM/YY as printed on the card', () => {
    expect(parseValidThru('07/27')).toEqual({ month: 7, year: 2027 });
    expect(parseValidThru(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
    expect(parseValidThru('01/00')).toEqual({ month: 1, year: 2000 });
  });

  it('refuses other shapes and months outside 1-12', () => {
    for (const text of ['7/27', '07/2027', '0727', '00/27', '13/27', 'ab/cd', '']) {
      expect(parseValidThru(text), text).toBeNull();
    }
  });
});

describe('isValidThruPast', () => {
  const card = { month: 5, year: 2025 };

  it('keeps a card valid through the last moment of its month, in UTC', () => {
    expect(isValidThruPast(card, new Date('2025-05-01T00:00:00Z'))).toBe(false);
    expect(isValidThruPast(card, new Date('2025-05-31T23:59:59.999Z'))).toBe(false);
    expect(isValidThruPast(card, new Date('2025-06-01T00:00:00Z'))).toBe(true);
  });

  it('compares years before months', () => {
    expect(isValidThruPast({ month: 1, year: 2026 }, new Date('2025-12-15T00:00:00Z'))).toBe(false);
    expect(isValidThruPast({ month: 12, year: 2024 }, new Date('2025-01-15T00:00:00Z'))).toBe(true);
  });
});
