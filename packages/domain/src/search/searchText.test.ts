import { describe, expect, it } from 'vitest';
import {
  compoundPartsOf,
  foldSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX_LENGTH,
  searchQueryOf,
  searchWordsOf,
  withoutArabicArticle,
} from './searchText';

describe('foldSearchText', () => {
  it('folds the alef forms to bare alef', () => {
    // ٱلكتاب folds to الكتاب, which then loses its article.
    expect(foldSearchText('أحمر إبريق آلة ٱلكتاب')).toBe('احمر ابريق اله كتاب');
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(foldSearchText('حقيبة')).toBe(foldSearchText('حقيبه'));
    expect(foldSearchText('مستشفى')).toBe(foldSearchText('مستشفي'));
  });

  it('folds the Kurdish kaf, yaa and ae to the Arabic letters', () => {
    expect(foldSearchText('کیف')).toBe(foldSearchText('كيف'));
    expect(foldSearchText('پەردە')).toBe('پهرده');
  });

  it('folds the Kurdish letters Arabic keyboards lack: ۆ ێ ڕ ڵ ھ ڤ', () => {
    expect(foldSearchText('هێدفۆن')).toBe(foldSearchText('هيدفون'));
    expect(foldSearchText('ڕەفە')).toBe('رهفه');
    expect(foldSearchText('گڵۆپی زیرەک')).toBe(foldSearchText('گلوپی زيرهك'));
    expect(foldSearchText('ھێڵ')).toBe('هيل');
    expect(foldSearchText('ڤیدیۆ')).toBe('فيديو');
  });

  it('reads a final tanween kasr as the yaa it stands for, and drops other tanween', () => {
    expect(foldSearchText('سكين طاهٍ')).toBe('سكين طاهي');
    expect(foldSearchText('سِكّين طاهٍ')).toBe(foldSearchText('سكين طاهي'));
    expect(foldSearchText('قاضٍ، محامٍ')).toBe('قاضي محامي');
    expect(foldSearchText('كتابٌ جديدًا')).toBe('كتاب جديدا');
  });

  it('folds traditional Chinese characters to simplified ones', () => {
    expect(foldSearchText('充電寶')).toBe(foldSearchText('充电宝'));
    expect(foldSearchText('手機殼')).toBe('手机 壳');
    expect(foldSearchText('吹風機 檯燈 沙發')).toBe('吹风机 台灯 沙发');
    expect(foldSearchText('Ｔ恤')).toBe('t 恤');
  });

  it('drops diacritics and tatweel', () => {
    expect(foldSearchText('هَاتِفٌ')).toBe('هاتف');
    expect(foldSearchText('هـــاتف')).toBe('هاتف');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(foldSearchText('١٢٣ ۴۵۶')).toBe('123 456');
  });

  it('lower-cases and folds compatibility forms', () => {
    expect(foldSearchText('ＵＳＢ Cable')).toBe('usb cable');
  });

  it('writes Chinese as its words, as ICU segments them', () => {
    expect(foldSearchText('手机壳')).toBe('手机 壳');
    expect(foldSearchText('蓝色手机壳 USB')).toBe('蓝色 手机 壳 usb');
    expect(foldSearchText('降噪铝合金蓝牙耳机')).toBe('降 噪 铝 合金 蓝牙 耳机');
    expect(foldSearchText('壳')).toBe('壳');
  });

  it('never makes a word across two words: 充电头 (charger head) is not in 可充电头灯 (rechargeable headlamp)', () => {
    expect(searchWordsOf(foldSearchText('可充电头灯'))).toEqual(['可', '充电', '头灯']);
    expect(searchWordsOf(searchQueryOf('充电头') ?? '')).toEqual(['充电', '头']);
    expect(searchWordsOf(foldSearchText('可充电头灯'))).not.toContain('头');
  });

  it('finds the words of a query in a name that has them apart: 降噪耳机 in 降噪铝合金蓝牙耳机', () => {
    const name = searchWordsOf(foldSearchText('降噪铝合金蓝牙耳机'));
    const query = searchWordsOf(searchQueryOf('降噪耳机') ?? '');
    expect(query).toEqual(['降', '噪', '耳机']);
    expect(query.every((word) => name.includes(word))).toBe(true);
  });

  it('segments Chinese runs apart from the Latin words and digits around them', () => {
    expect(foldSearchText('iPhone15手机壳')).toBe('iphone15 手机 壳');
    expect(foldSearchText('LED灯泡，10W')).toBe('led 灯泡 10w');
  });

  it('treats punctuation as a word break', () => {
    expect(foldSearchText('  phone-case,  (red)! ')).toBe('phone case red');
  });
});

describe('withoutArabicArticle', () => {
  it('takes ال off words of five letters and more', () => {
    expect(withoutArabicArticle('السماعات')).toBe('سماعات');
    expect(withoutArabicArticle('الشعر')).toBe('شعر');
    expect(withoutArabicArticle('هواتف الهواتف')).toBe('هواتف هواتف');
  });

  it('takes the article off with the prefixes that carry it: بال, وال, لل', () => {
    expect(withoutArabicArticle('بالطاقه')).toBe('طاقه');
    expect(withoutArabicArticle('والسماعات')).toBe('سماعات');
    expect(withoutArabicArticle('للشحن')).toBe('شحن');
    expect(withoutArabicArticle('للماء الماء')).toBe('ماء ماء');
  });

  it('keeps them where fewer than three letters would stay', () => {
    // "machine", "pain", "coffee beans", "balloon", "mother", "for folding".
    for (const word of ['اله', 'الم', 'البن', 'بالون', 'والده', 'للطي']) {
      expect(withoutArabicArticle(word)).toBe(word);
    }
  });

  it('only looks at the start of a word, and only at Arabic letters', () => {
    expect(withoutArabicArticle('مالالوان')).toBe('مالالوان');
    expect(withoutArabicArticle('ال123')).toBe('ال123');
    expect(withoutArabicArticle('allo alarm')).toBe('allo alarm');
  });

  it('lets a name with the article and a query without it meet, both ways', () => {
    expect(foldSearchText('السمّاعات')).toBe(foldSearchText('سماعات'));
    expect(foldSearchText('سماعات الرأس')).toContain(searchQueryOf('الرأس') ?? '?');
    expect(foldSearchText('شاحن للسيارات')).toBe(foldSearchText('شاحن السيارات'));
  });
});

describe('searchWordsOf', () => {
  it('splits a folded text into its words', () => {
    expect(searchWordsOf('red  cotton t shirt')).toEqual(['red', 'cotton', 't', 'shirt']);
    expect(searchWordsOf(foldSearchText('蓝色手机壳'))).toEqual(['蓝色', '手机', '壳']);
    expect(searchWordsOf('')).toEqual([]);
  });
});

describe('searchQueryOf', () => {
  it("waits the spec's 500 ms before searching what is typed", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('answers null when nothing searchable is left', () => {
    expect(searchQueryOf('')).toBeNull();
    expect(searchQueryOf('  ?! ')).toBeNull();
  });

  it('folds the query like the documents', () => {
    expect(searchQueryOf('  أحذية ')).toBe('احذيه');
  });

  it('cuts a long query to the maximum length', () => {
    const folded = searchQueryOf('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 50));
    expect(folded).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe('hyphenated compounds', () => {
  it('are one word in a query, and their parts are known', () => {
    expect(searchQueryOf('Men T-Shirt, Non-Stick')).toBe('men tshirt nonstick');
    expect(searchQueryOf('USB-C cable ‐ 2-in-1 e-book')).toBe('usbc cable 2in1 ebook');
    expect(searchQueryOf('phone - case')).toBe('phone case');
    expect(compoundPartsOf('USB-C cable, t-shirt')).toEqual(['usb', 'c', 't', 'shirt']);
  });
});
