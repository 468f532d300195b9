import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_TTL_MS, CatalogueCache } from './catalogueCache';

function clockAt(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CatalogueCache', () => {
  it('reuses a value while it is fresh and works it out again once it is older than the TTL', async () => {
    const clock = clockAt(0);
    const cache = new CatalogueCache<number>({ now: clock.now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(CATALOGUE_CACHE_TTL_MS - 1);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('shares one load between concurrent callers of the same key', async () => {
    const cache = new CatalogueCache<string>();
    let loads = 0;
    let finish: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('hot word', load);
    const second = cache.get('hot word', load);
    finish('ranking');
    expect(await Promise.all([first, second])).toEqual(['ranking', 'ranking']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache<string>();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = new CatalogueCache<string>({ maxEntries: 2 });
    const value = (text: string) => () => Promise.resolve(text);
    await cache.get('a', value('a1'));
    await cache.get('b', value('b1'));
    await cache.get('a', value('a2'));
    await cache.get('c', value('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', value('a3'))).toBe('a1');
    expect(await cache.get('b', value('b2'))).toBe('b2');
  });
});
