import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';

describe('CATALOGUE_CACHE', () => {
  it('keeps search rankings and list totals by default', () => {
    expect(readConfig({}).catalogueCache).toBe(true);
    expect(readConfig({ CATALOGUE_CACHE: '' }).catalogueCache).toBe(true);
    expect(readConfig({ CATALOGUE_CACHE: 'on' }).catalogueCache).toBe(true);
  });

  it('turns the cache off, so every search asks the database (benchmarks)', () => {
    expect(readConfig({ CATALOGUE_CACHE: 'off' }).catalogueCache).toBe(false);
  });

  it('refuses a value it does not understand rather than guess', () => {
    expect(() => readConfig({ CATALOGUE_CACHE: 'no' })).toThrow(
      'CATALOGUE_CACHE must be "on" or "off", got "no"',
    );
  });
});
