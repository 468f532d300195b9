import { DEFAULT_COUNTRY_ID, type Area } from '@tijara/domain';

/** Story data: the countries of spec section 3, with names in the four languages. */
export const COUNTRIES: readonly Area[] = [
  {
    id: DEFAULT_COUNTRY_ID,
    areaName: '伊拉克',
    areaEnName: 'Iraq',
    areaKuName: 'عێراق',
    areaArName: 'العراق',
  },
  { id: 4841, areaName: '中国', areaEnName: 'China', areaKuName: 'چین', areaArName: 'الصين' },
];

export const BAGHDAD: Area = {
  id: 101,
  areaName: '巴格达',
  areaEnName: 'Baghdad',
  areaKuName: 'بەغدا',
  areaArName: 'بغداد',
};
export const BASRA: Area = {
  id: 102,
  areaName: '巴士拉',
  areaEnName: 'Basra',
  areaKuName: 'بەسرە',
  areaArName: 'البصرة',
};
export const ERBIL: Area = {
  id: 103,
  areaName: '埃尔比勒',
  areaEnName: 'Erbil',
  areaKuName: 'هەولێر',
  areaArName: 'أربيل',
};
/** A province without cities: the city is not asked for. */
export const NAJAF: Area = {
  id: 104,
  areaName: '纳杰夫',
  areaEnName: 'Najaf',
  areaKuName: 'نەجەف',
  areaArName: 'النجف',
};

export const PROVINCES: readonly Area[] = [BAGHDAD, BASRA, ERBIL, NAJAF];

export const KARKH: Area = {
  id: 1011,
  areaName: '卡尔赫',
  areaEnName: 'Karkh',
  areaKuName: 'کەرخ',
  areaArName: 'الكرخ',
};
export const RUSAFA: Area = {
  id: 1012,
  areaName: '鲁萨法',
  areaEnName: 'Rusafa',
  areaKuName: 'ڕوسافە',
  areaArName: 'الرصافة',
};
export const ZUBAIR: Area = {
  id: 1021,
  areaName: '祖拜尔',
  areaEnName: 'Zubair',
  areaKuName: 'زوبەیر',
  areaArName: 'الزبير',
};
export const ABU_AL_KHASIB: Area = {
  id: 1022,
  areaName: '阿布哈西卜',
  areaEnName: 'Abu Al-Khasib',
  areaKuName: 'ئەبو خەسیب',
  areaArName: 'أبو الخصيب',
};
export const SORAN: Area = {
  id: 1031,
  areaName: '索兰',
  areaEnName: 'Soran',
  areaKuName: 'سۆران',
  areaArName: 'سوران',
};
export const SHAQLAWA: Area = {
  id: 1032,
  areaName: '沙克拉瓦',
  areaEnName: 'Shaqlawa',
  areaKuName: 'شەقڵاوە',
  areaArName: 'شقلاوة',
};

export const CITIES: Readonly<Record<number, readonly Area[]>> = {
  [BAGHDAD.id]: [KARKH, RUSAFA],
  [BASRA.id]: [ZUBAIR, ABU_AL_KHASIB],
  [ERBIL.id]: [SORAN, SHAQLAWA],
  [NAJAF.id]: [],
};

/** A loader as a caller would write it over the API, answering after `delayMs`. */
export function storyLoadAreas(delayMs = 50): (parentId: number) => Promise<readonly Area[]> {
  return (parentId) =>
    new Promise((resolve) => {
      setTimeout(
        () => resolve(parentId === DEFAULT_COUNTRY_ID ? PROVINCES : (CITIES[parentId] ?? [])),
        delayMs,
      );
    });
}
