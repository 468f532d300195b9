import { describe, expect, it } from 'vitest';
import { getRate, listAddresses, listAreas } from '../contract';
import { isPdpdKey, keysOfEndpoints, keysOfSession, pdpdKey, stableStringify } from './keys';

describe('pdpdKey', () => {
  it('names the path, the request, the language and the session', () => {
    expect(pdpdKey(listAreas, { parentId: 4840 }, 'ar', 's1')).toEqual([
      '/hello/userAddress/area',
      '{"parentId":4840}',
      'ar',
      's1',
    ]);
    expect(pdpdKey(getRate, undefined, 'en')).toEqual(['/ds/business/getRate', '{}', 'en', '']);
  });

  it('is the same for equal requests whatever the order of their fields', () => {
    expect(pdpdKey(listAreas, { a: 1, b: { d: 2, c: [3, { f: 1, e: 0 }] } }, 'ar')).toEqual(
      pdpdKey(listAreas, { b: { c: [3, { e: 0, f: 1 }], d: 2 }, a: 1 }, 'ar'),
    );
  });

  it('differs by language and by session', () => {
    const arabic = pdpdKey(getRate, {}, 'ar', '');
    expect(pdpdKey(getRate, {}, 'ckb', '')).not.toEqual(arabic);
    expect(pdpdKey(getRate, {}, 'ar', 'session-2')).not.toEqual(arabic);
  });
});

describe('stableStringify', () => {
  it('leaves out undefined fields and keeps array order', () => {
    expect(stableStringify({ z: undefined, b: [2, 1], a: null })).toBe('{"a":null,"b":[2,1]}');
  });
});

describe('cache filters', () => {
  const rateAr = pdpdKey(getRate, {}, 'ar', 's1');
  const addressesEn = pdpdKey(listAddresses, {}, 'en', 's1');
  const addressesOther = pdpdKey(listAddresses, {}, 'ar', 's2');

  it('recognise our keys only', () => {
    expect(isPdpdKey(rateAr)).toBe(true);
    expect(isPdpdKey('/ds/business/getRate')).toBe(false);
    expect(isPdpdKey(['/x', '{}', 'ar'])).toBe(false);
    expect(isPdpdKey(['x', '{}', 'ar', ''])).toBe(false);
  });

  it('pick the answers of some endpoints in every language and session', () => {
    const filter = keysOfEndpoints([listAddresses]);
    expect([rateAr, addressesEn, addressesOther, 'other'].map(filter)).toEqual([false, true, true, false]);
  });

  it('pick the answers of one session', () => {
    const filter = keysOfSession('s1');
    expect([rateAr, addressesEn, addressesOther].map(filter)).toEqual([true, true, false]);
  });
});
