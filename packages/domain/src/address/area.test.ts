import { describe, expect, it } from 'vitest';
import { areaNameIn } from './area';

const baghdad = { areaName: '巴格达', areaEnName: 'Baghdad', areaKuName: 'بەغدا', areaArName: 'بغداد' };

describe('areaNameIn', () => {
  it("shows each locale's own name, the base (Chinese) name in zh", () => {
    expect(areaNameIn(baghdad, 'ar')).toBe('بغداد');
    expect(areaNameIn(baghdad, 'ckb')).toBe('بەغدا');
    expect(areaNameIn(baghdad, 'en')).toBe('Baghdad');
    expect(areaNameIn(baghdad, 'zh')).toBe('巴格达');
  });

  it('falls back to Arabic first', () => {
    expect(areaNameIn({ ...baghdad, areaKuName: '' }, 'ckb')).toBe('بغداد');
    expect(areaNameIn({ ...baghdad, areaEnName: ' ' }, 'en')).toBe('بغداد');
    expect(areaNameIn({ ...baghdad, areaName: '' }, 'zh')).toBe('بغداد');
  });

  it('then to English, then to the base name', () => {
    expect(areaNameIn({ ...baghdad, areaKuName: '', areaArName: '' }, 'ckb')).toBe('Baghdad');
    expect(areaNameIn({ ...baghdad, areaArName: '', areaEnName: '' }, 'ar')).toBe('巴格达');
  });

  it('trims names and answers empty when the area has none', () => {
    expect(areaNameIn({ ...baghdad, areaArName: ' بغداد ' }, 'ar')).toBe('بغداد');
    expect(areaNameIn({ areaName: '', areaEnName: '', areaKuName: '', areaArName: '' }, 'en')).toBe('');
  });
});
