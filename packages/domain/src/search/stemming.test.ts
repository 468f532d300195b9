import { describe, expect, it } from 'vitest';
import { foldSearchText } from './searchText';
import { searchStemOf } from './stemming';

/** Each word of a text, folded as search folds it, then stemmed. */
const stems = (text: string): string[] => foldSearchText(text).split(' ').map(searchStemOf);

describe('searchStemOf: English', () => {
  it('takes regular plurals to their singular', () => {
    const plurals = {
      cases: 'case',
      phones: 'phone',
      cables: 'cable',
      gloves: 'glove',
      blouses: 'blouse',
      sizes: 'size',
      batteries: 'battery',
      accessories: 'accessory',
      boxes: 'box',
      glasses: 'glass',
      dresses: 'dress',
      watches: 'watch',
      brushes: 'brush',
      shoes: 'shoe',
      toys: 'toy',
      ties: 'tie',
    };
    for (const [plural, singular] of Object.entries(plurals)) {
      expect(searchStemOf(plural), plural).toBe(singular);
      expect(searchStemOf(singular), singular).toBe(singular);
    }
  });

  it('knows the irregular plurals products have', () => {
    expect(['knives', 'wives', 'lives', 'shelves', 'women', 'lenses'].map(searchStemOf)).toEqual([
      'knife',
      'wife',
      'life',
      'shelf',
      'woman',
      'lens',
    ]);
    expect(searchStemOf('knife')).toBe('knife');
  });

  it('meets a word ending in -ie and its plural on one stem', () => {
    expect(searchStemOf('hoodies')).toBe(searchStemOf('hoodie'));
    expect(searchStemOf('cookies')).toBe(searchStemOf('cookie'));
  });

  it('leaves words that are not plurals: ss, us, is, short words, singulars ending in s', () => {
    for (const word of [
      'glass',
      'wireless',
      'stainless',
      'bus',
      'cactus',
      'chassis',
      'gas',
      'yes',
      'lens',
      'canvas',
      'series',
      'thermos',
    ]) {
      expect(searchStemOf(word), word).toBe(word);
    }
    for (const word of ['phone', 'case', 'kettle', 'shirt', 'tv', 'usb', 'a']) {
      expect(searchStemOf(word), word).toBe(word);
    }
  });

  it('writes British spellings the American way, plurals and derived words too', () => {
    expect(stems('colour colours colourful coloured')).toEqual(['color', 'color', 'colorful', 'colored']);
    expect(stems('Grey Aluminium Jewellery')).toEqual(['gray', 'aluminum', 'jewelry']);
    expect(stems('organiser organisers sanitiser')).toEqual(['organizer', 'organizer', 'sanitizer']);
    expect(stems('millimetre litres tyres fibre')).toEqual(['millimeter', 'liter', 'tire', 'fiber']);
    expect(stems('color gray aluminum organizer')).toEqual(['color', 'gray', 'aluminum', 'organizer']);
  });

  it('keeps short words that merely end like a British spelling', () => {
    expect(['riser', 'wiser', 'raised', 'noise'].map(searchStemOf)).toEqual([
      'riser',
      'wiser',
      'raised',
      'noise',
    ]);
  });

  it('leaves words with digits, Chinese and other scripts alone', () => {
    expect(['usb3', '4k', '2in1', 'airpods2', '手机', '耳机', 'café'].map(searchStemOf)).toEqual([
      'usb3',
      '4k',
      '2in1',
      'airpods2',
      '手机',
      '耳机',
      'café',
    ]);
  });
});

describe('searchStemOf: Arabic', () => {
  it('meets the sound plural and the singular with taa marbuta on one stem', () => {
    expect(stems('سماعات سماعة')).toEqual(['سماع', 'سماع']);
    expect(stems('الساعات ساعة')).toEqual(['ساع', 'ساع']);
    expect(stems('نظارات نظارة')).toEqual(['نظار', 'نظار']);
    expect(stems('إضاءة')).toEqual(['اضاء']);
  });

  it('meets the nisba adjective in both genders and its plural', () => {
    expect(stems('رياضي رياضية رياضيات')).toEqual(['رياض', 'رياض', 'رياض']);
    const electric = stems('كهربائي كهربائية');
    expect(electric[0]).toBe(electric[1]);
    const feminine = stems('ملابس نسائية')[1];
    expect(feminine).toBe(stems('نسائي')[0]);
  });

  it('takes ون, ين, ان off words that keep three letters', () => {
    expect(stems('موبايلات مصممين مستخدمون')).toEqual(['موبايل', 'مصمم', 'مستخدم']);
  });

  it('keeps at least three letters: short words and roots stay', () => {
    // knife, drone, colour, gift, smart (feminine: ذكي), tea, hand.
    expect(stems('سكين درون لون شاي يد')).toEqual(['سكين', 'درون', 'لون', 'شاي', 'يد']);
    expect(stems('ذكية ذكي')).toEqual(['ذكي', 'ذكي']);
  });

  it('leaves words without these suffixes, and broken plurals, as they are', () => {
    // charger, chargers (broken plural), phones (broken), blender, curtains (broken).
    expect(stems('شاحن شواحن هواتف خلاط ستائر')).toEqual(['شاحن', 'شواحن', 'هواتف', 'خلاط', 'ستاير']);
  });

  it('takes only the ه of an Arabic word ending in كه after a consonant or ي', () => {
    // holder, couch, network, cake, fork.
    expect(stems('ممسكة أريكة شبكة كعكة شوكة')).toEqual(['ممسك', 'اريك', 'شبك', 'كعك', 'شوك']);
  });
});

describe('searchStemOf: Kurdish (Sorani)', () => {
  it('meets the definite and plural forms and the plain word on one stem', () => {
    // mobile, the mobiles, a mobile.
    expect(stems('مۆبایل مۆبایلەکان مۆبایلێک مۆبایلەکە')).toEqual(['موبايل', 'موبايل', 'موبايل', 'موبايل']);
    // curtain, the curtains, the curtain, a curtain.
    const curtain = stems('پەردە پەردەکان پەردەکە پەردەیەک');
    expect(new Set(curtain).size).toBe(1);
    // shoe, the shoes; lamp, the lamps.
    expect(stems('پێڵاو پێڵاوەکان چرا چراکان')).toEqual(['پيلاو', 'پيلاو', 'چرا', 'چرا']);
  });

  it('takes the plural ان and the ezafe ی off', () => {
    expect(stems('منداڵان پیاوان')).toEqual(['مندال', 'پياو']);
    // "the sofa of the house": قەنەفەی is قەنەفە with the ezafe.
    expect(stems('قەنەفەی')).toEqual(stems('قەنەفە'));
    expect(stems('ڕووناکی دەستی')).toEqual(['رووناك', 'دهست']);
  });

  it('leaves short words and words without these endings', () => {
    // table, pot, pressure cooker (مەنجەڵ), power bank.
    expect(stems('مێز قاپ مەنجەڵ پاوەر بانک')).toEqual(['ميز', 'قاپ', 'مهنجهل', 'پاوهر', 'بانك']);
  });
});
