import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { validate } from '../validation';
import { priceChangeSchema } from './priceChange';
import {
  PRICE_CHANGE_ERROR,
  PRICE_CHANGE_FLOOR_PERCENT,
  PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  priceChangeFloor,
} from './priceChangeRule';

const original = usdCents(10_000);
const request = (changes: Record<string, unknown>) =>
  validate(priceChangeSchema(original), { amount: 9_500, note: 'bulk discount', ...changes });

describe('price change (spec sections 5 and 9)', () => {
  it('uses a 95 % floor and a 100-character note', () => {
    expect(PRICE_CHANGE_FLOOR_PERCENT).toBe(95);
    expect(PRICE_CHANGE_NOTE_MAX_CHARACTERS).toBe(100);
  });

  it('accepts exactly 95 % of the original, and refuses one cent less', () => {
    expect(request({ amount: 9_500 })).toEqual({ ok: true, value: { amount: 9_500, note: 'bulk discount' } });
    expect(request({ amount: 9_499 })).toEqual({
      ok: false,
      errors: { amount: PRICE_CHANGE_ERROR.amountBelowFloor },
    });
  });

  it('accepts a raise', () => {
    expect(request({ amount: 12_000 }).ok).toBe(true);
  });

  it('rounds the floor up to the cent, so it is never below 95 %', () => {
    expect(priceChangeFloor(usdCents(1_001))).toBe(951);
    expect(priceChangeFloor(usdCents(1_000))).toBe(950);
    expect(validate(priceChangeSchema(usdCents(1_001)), { amount: 950, note: 'x' })).toEqual({
      ok: false,
      errors: { amount: PRICE_CHANGE_ERROR.amountBelowFloor },
    });
    expect(validate(priceChangeSchema(usdCents(1_001)), { amount: 951, note: 'x' }).ok).toBe(true);
  });

  it('takes the amount as a whole number of cents', () => {
    expect(request({ amount: 9_600.5 })).toEqual({
      ok: false,
      errors: { amount: PRICE_CHANGE_ERROR.amountNotInteger },
    });
    expect(request({ amount: '9600' })).toEqual({
      ok: false,
      errors: { amount: PRICE_CHANGE_ERROR.amountRequired },
    });
    expect(request({ amount: undefined })).toEqual({
      ok: false,
      errors: { amount: PRICE_CHANGE_ERROR.amountRequired },
    });
  });

  it('requires a note', () => {
    expect(request({ note: '   ' })).toEqual({
      ok: false,
      errors: { note: PRICE_CHANGE_ERROR.noteRequired },
    });
    expect(request({ note: undefined })).toEqual({
      ok: false,
      errors: { note: PRICE_CHANGE_ERROR.noteRequired },
    });
  });

  it('takes a note of 100 characters but not 101', () => {
    expect(request({ note: 'a'.repeat(100) }).ok).toBe(true);
    expect(request({ note: 'a'.repeat(101) })).toEqual({
      ok: false,
      errors: { note: PRICE_CHANGE_ERROR.noteTooLong },
    });
  });

  it('counts characters as a reader does: Arabic letters and emoji once each, spaces around trimmed', () => {
    expect(request({ note: `  ${'خصم'.repeat(33)}ا  ` }).ok).toBe(true);
    expect(request({ note: '😀'.repeat(100) }).ok).toBe(true);
    expect(request({ note: '😀'.repeat(101) })).toEqual({
      ok: false,
      errors: { note: PRICE_CHANGE_ERROR.noteTooLong },
    });
  });
});
