import { describe, expect, it } from 'vitest';
import {
  parseImportArgs,
  parseSeedArgs,
  runCatalogueCommand,
} from '../../src/seed/catalogue/catalogueCommands';
import { seedsCatalogueAtStart } from '../../src/seed/catalogue/seedCatalogue';

describe('seed-catalogue arguments', () => {
  it('defaults to 2,000 products of seed 1, without replacing', () => {
    expect(parseSeedArgs([])).toEqual({ ok: true, value: { products: 2_000, seed: 1, replace: false } });
  });

  it('reads --products, --seed and --replace, with or without =', () => {
    expect(parseSeedArgs(['--products', '50000', '--seed=9', '--replace'])).toEqual({
      ok: true,
      value: { products: 50_000, seed: 9, replace: true },
    });
  });

  it('refuses what it does not understand', () => {
    for (const args of [
      ['--products'],
      ['--products', 'many'],
      ['--products', '-1'],
      ['--seed', '1.5'],
      ['--fast'],
    ]) {
      expect(parseSeedArgs(args).ok, args.join(' ')).toBe(false);
    }
  });

  it('answers 2 with the usage before touching any database', async () => {
    const lines: string[] = [];
    const code = await runCatalogueCommand(
      'seed-catalogue',
      ['--products', 'lots'],
      () => Promise.reject(new Error('must not open')),
      { now: () => new Date() },
      { log: (line) => lines.push(line), error: (line) => lines.push(line) },
    );
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('--products needs a whole number from 0 to 1000000, got "lots"');
  });
});

describe('import-catalogue arguments', () => {
  it('takes exactly one file and --replace', () => {
    expect(parseImportArgs(['shop.csv', '--replace'])).toEqual({
      ok: true,
      value: { file: 'shop.csv', replace: true },
    });
    expect(parseImportArgs([]).ok).toBe(false);
    expect(parseImportArgs(['a.csv', 'b.csv']).ok).toBe(false);
    expect(parseImportArgs(['a.csv', '--force']).ok).toBe(false);
  });
});

describe('seeding at start', () => {
  it('happens outside production unless SEED_CATALOGUE=0, never in production', () => {
    expect(seedsCatalogueAtStart({})).toBe(true);
    expect(seedsCatalogueAtStart({ NODE_ENV: 'development' })).toBe(true);
    expect(seedsCatalogueAtStart({ SEED_CATALOGUE: '0' })).toBe(false);
    expect(seedsCatalogueAtStart({ SEED_CATALOGUE: 'false' })).toBe(false);
    expect(seedsCatalogueAtStart({ NODE_ENV: 'production' })).toBe(false);
    expect(seedsCatalogueAtStart({ NODE_ENV: 'production', SEED_CATALOGUE: '1' })).toBe(false);
  });
});
