import { DEFAULT_COUNTRY_ID } from '@tijara/domain';

/** Names in the four interface languages: Chinese (the base name), English, Kurdish, Arabic. */
type Names = readonly [zh: string, en: string, ckb: string, ar: string];

interface Province {
  names: Names;
  cities: readonly Names[];
}

/**
 * Spec section 3: the country list names China, Iraq, Saudi Arabia and Turkey; Iraq (4840) is the
 * default and the only one a buyer can choose, so only Iraq has provinces here.
 */
const COUNTRIES: readonly { id: number; names: Names }[] = [
  { id: DEFAULT_COUNTRY_ID, names: ['伊拉克', 'Iraq', 'عێراق', 'العراق'] },
  { id: 4841, names: ['中国', 'China', 'چین', 'الصين'] },
  { id: 4842, names: ['沙特阿拉伯', 'Saudi Arabia', 'عەرەبستانی سعوودی', 'السعودية'] },
  { id: 4843, names: ['土耳其', 'Turkey', 'تورکیا', 'تركيا'] },
];

/** Iraq's 18 governorates and their main cities (the provincial capital first). */
const GOVERNORATES: readonly Province[] = [
  {
    names: ['巴格达', 'Baghdad', 'بەغدا', 'بغداد'],
    cities: [
      ['巴格达', 'Baghdad', 'بەغدا', 'بغداد'],
      ['阿布格莱布', 'Abu Ghraib', 'ئەبو غرێب', 'أبو غريب'],
      ['马哈茂迪耶', 'Mahmudiyah', 'مەحموودیە', 'المحمودية'],
    ],
  },
  {
    names: ['巴士拉', 'Basra', 'بەسرە', 'البصرة'],
    cities: [
      ['巴士拉', 'Basra', 'بەسرە', 'البصرة'],
      ['祖拜尔', 'Az Zubayr', 'زوبەیر', 'الزبير'],
      ['乌姆盖斯尔', 'Umm Qasr', 'ئوم قەسر', 'أم قصر'],
    ],
  },
  {
    names: ['尼尼微', 'Nineveh', 'نەینەوا', 'نينوى'],
    cities: [
      ['摩苏尔', 'Mosul', 'مووسڵ', 'الموصل'],
      ['泰勒阿费尔', 'Tal Afar', 'تەلەعفەر', 'تلعفر'],
    ],
  },
  {
    names: ['埃尔比勒', 'Erbil', 'هەولێر', 'أربيل'],
    cities: [
      ['埃尔比勒', 'Erbil', 'هەولێر', 'أربيل'],
      ['舍格拉沃', 'Shaqlawa', 'شەقڵاوە', 'شقلاوة'],
      ['索兰', 'Soran', 'سۆران', 'سوران'],
    ],
  },
  {
    names: ['苏莱曼尼亚', 'Sulaymaniyah', 'سلێمانی', 'السليمانية'],
    cities: [
      ['苏莱曼尼亚', 'Sulaymaniyah', 'سلێمانی', 'السليمانية'],
      ['拉尼亚', 'Ranya', 'ڕانیە', 'رانية'],
      ['哈莱卜杰', 'Halabja', 'هەڵەبجە', 'حلبجة'],
    ],
  },
  {
    names: ['杜胡克', 'Duhok', 'دهۆک', 'دهوك'],
    cities: [
      ['杜胡克', 'Duhok', 'دهۆک', 'دهوك'],
      ['扎胡', 'Zakho', 'زاخۆ', 'زاخو'],
    ],
  },
  {
    names: ['基尔库克', 'Kirkuk', 'کەرکووک', 'كركوك'],
    cities: [
      ['基尔库克', 'Kirkuk', 'کەرکووک', 'كركوك'],
      ['哈维贾', 'Hawija', 'حەویجە', 'الحويجة'],
    ],
  },
  {
    names: ['安巴尔', 'Anbar', 'ئەنبار', 'الأنبار'],
    cities: [
      ['拉马迪', 'Ramadi', 'ڕەمادی', 'الرمادي'],
      ['费卢杰', 'Fallujah', 'فەللووجە', 'الفلوجة'],
    ],
  },
  {
    names: ['巴比伦', 'Babil', 'بابل', 'بابل'],
    cities: [
      ['希拉', 'Hillah', 'حیللە', 'الحلة'],
      ['穆赛伊卜', 'Musayyib', 'موسەییب', 'المسيب'],
    ],
  },
  {
    names: ['卡尔巴拉', 'Karbala', 'کەربەلا', 'كربلاء'],
    cities: [['卡尔巴拉', 'Karbala', 'کەربەلا', 'كربلاء']],
  },
  {
    names: ['纳杰夫', 'Najaf', 'نەجەف', 'النجف'],
    cities: [
      ['纳杰夫', 'Najaf', 'نەجەف', 'النجف'],
      ['库法', 'Kufa', 'کووفە', 'الكوفة'],
    ],
  },
  {
    names: ['瓦西特', 'Wasit', 'واست', 'واسط'],
    cities: [['库特', 'Kut', 'کووت', 'الكوت']],
  },
  {
    names: ['迪亚拉', 'Diyala', 'دیالە', 'ديالى'],
    cities: [['巴古拜', 'Baqubah', 'بەعقووبە', 'بعقوبة']],
  },
  {
    names: ['萨拉赫丁', 'Saladin', 'سەلاحەدین', 'صلاح الدين'],
    cities: [
      ['提克里特', 'Tikrit', 'تکریت', 'تكريت'],
      ['萨迈拉', 'Samarra', 'سامەڕا', 'سامراء'],
    ],
  },
  {
    names: ['济加尔', 'Dhi Qar', 'زیقار', 'ذي قار'],
    cities: [['纳西里耶', 'Nasiriyah', 'ناسریە', 'الناصرية']],
  },
  {
    names: ['米桑', 'Maysan', 'مەیسان', 'ميسان'],
    cities: [['阿马拉', 'Amarah', 'عەمارە', 'العمارة']],
  },
  {
    names: ['穆萨纳', 'Muthanna', 'موسەننا', 'المثنى'],
    cities: [['萨马沃', 'Samawah', 'سەماوە', 'السماوة']],
  },
  {
    names: ['卡迪西亚', 'Al-Qadisiyyah', 'قادسیە', 'القادسية'],
    cities: [['迪瓦尼耶', 'Diwaniyah', 'دیوانیە', 'الديوانية']],
  },
];

export interface AreaRow {
  id: number;
  parentId: number;
  sort: number;
  names: Names;
}

/**
 * Every area as a row: countries under 0, governorates under Iraq (ids 4840_01-18), cities under
 * their governorate (ids 4840_01_01 and on). Ids are stable: saved addresses point at them.
 */
export function areaRows(): AreaRow[] {
  const rows: AreaRow[] = COUNTRIES.map((country, index) => ({
    id: country.id,
    parentId: 0,
    sort: index,
    names: country.names,
  }));
  GOVERNORATES.forEach((province, provinceIndex) => {
    const provinceId = DEFAULT_COUNTRY_ID * 100 + provinceIndex + 1;
    rows.push({ id: provinceId, parentId: DEFAULT_COUNTRY_ID, sort: provinceIndex, names: province.names });
    province.cities.forEach((city, cityIndex) => {
      rows.push({ id: provinceId * 100 + cityIndex + 1, parentId: provinceId, sort: cityIndex, names: city });
    });
  });
  return rows;
}

export const IRAQ_GOVERNORATE_COUNT = GOVERNORATES.length;
