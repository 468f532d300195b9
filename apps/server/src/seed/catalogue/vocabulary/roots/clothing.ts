import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

const ADULT_SIZES = options(O.size, U.plain, ['S', 'M', 'L', 'XL', 'XXL'], false);
const KIDS_SIZES = options(O.age, U.ageRange, ['1-2', '3-4', '5-6', '7-8'], true);
const SHOE_SIZES = options(O.shoeSize, U.plain, [38, 39, 40, 41, 42, 43, 44], false);

export const clothing: RootVocabulary = {
  name: text('服装鞋靴', 'Clothing & Shoes', 'جلوبەرگ و پێڵاو', 'الملابس والأحذية'),
  backdrop: '#F5EEF0',
  children: [
    {
      name: text('男装', "Men's Clothing", 'جلی پیاوان', 'ملابس رجالية'),
      icon: 'tshirt',
      adjectives: [A.casual, A.slimFit, A.oversized, A.breathable, A.warm],
      materials: [M.cotton, M.linen, M.polyester, M.denim],
      priceCents: [280, 3800],
      weightG: [180, 1100],
      packedMm: [320, 260, 40],
      minOrder: [5, 50],
      leaves: [
        {
          name: text('T恤', 'T-Shirts', 'تیشێرت', 'التيشيرتات'),
          icon: 'tshirt',
          item: item('男士T恤', "Men's T-Shirt", 'تیشێرتی پیاوانە', 'تيشيرت رجالي'),
          spec: ADULT_SIZES,
        },
        {
          name: text('衬衫', 'Shirts', 'کراس', 'القمصان'),
          icon: 'shirt',
          item: item('男士衬衫', "Men's Shirt", 'کراسی پیاوانە', 'قميص رجالي'),
          spec: ADULT_SIZES,
        },
        {
          name: text('牛仔裤', 'Jeans', 'پانتۆڵی جینز', 'بناطيل الجينز'),
          icon: 'jeans',
          item: item('男士牛仔裤', "Men's Jeans", 'پانتۆڵی جینزی پیاوانە', 'بنطال جينز رجالي'),
          spec: ADULT_SIZES,
        },
        {
          name: text('夹克', 'Jackets', 'چاکەت', 'الجاكيتات'),
          icon: 'jacket',
          item: item('男士夹克', "Men's Jacket", 'چاکەتی پیاوانە', 'جاكيت رجالي'),
          spec: ADULT_SIZES,
        },
      ],
    },
    {
      name: text('女装', "Women's Clothing", 'جلی ئافرەتان', 'ملابس نسائية'),
      icon: 'dress',
      adjectives: [A.casual, A.embroidered, A.oversized, A.breathable, A.luxury],
      materials: [M.cotton, M.linen, M.polyester, M.velvet],
      priceCents: [350, 5200],
      weightG: [200, 1200],
      packedMm: [340, 260, 50],
      minOrder: [3, 40],
      leaves: [
        {
          name: text('连衣裙', 'Dresses', 'کراسی ژنانە', 'الفساتين'),
          icon: 'dress',
          item: item('连衣裙', 'Dress', 'کراسی ژنانە', 'فستان'),
          spec: ADULT_SIZES,
        },
        {
          name: text('女士上衣', 'Blouses', 'بلووز', 'البلوزات'),
          icon: 'blouse',
          item: itemF('女士上衣', 'Blouse', 'بلووزی ژنانە', 'بلوزة'),
          spec: ADULT_SIZES,
        },
        {
          name: text('半身裙', 'Skirts', 'تەنوورە', 'التنانير'),
          icon: 'skirt',
          item: itemF('半身裙', 'Skirt', 'تەنوورە', 'تنورة'),
          spec: ADULT_SIZES,
        },
        {
          name: text('长袍', 'Abayas', 'عەبا', 'العبايات'),
          icon: 'abaya',
          item: itemF('长袍', 'Abaya', 'عەبا', 'عباية'),
          spec: ADULT_SIZES,
        },
      ],
    },
    {
      name: text('童装', "Kids' Clothing", 'جلی منداڵان', 'ملابس الأطفال'),
      icon: 'romper',
      adjectives: [A.soft, A.cute, A.breathable, A.warm],
      materials: [M.cotton, M.polyester, M.wool],
      priceCents: [220, 2600],
      weightG: [120, 700],
      packedMm: [280, 220, 40],
      minOrder: [5, 60],
      leaves: [
        {
          name: text('婴儿连体衣', 'Baby Rompers', 'جلی کۆرپە', 'ملابس الرضع'),
          icon: 'romper',
          item: itemF('婴儿连体衣', 'Baby Romper', 'جلی کۆرپە', 'بدلة رضيع'),
          spec: options(O.age, U.ageRange, ['0-1', '1-2'], true),
        },
        {
          name: text('儿童套装', "Kids' Outfit Sets", 'سێتی جلی منداڵان', 'أطقم الأطفال'),
          icon: 'kidsOutfitSet',
          item: item('儿童套装', "Kids' Outfit Set", 'سێتی جلی منداڵان', 'طقم أطفال'),
          spec: KIDS_SIZES,
        },
        {
          name: text('儿童外套', "Kids' Coats", 'قەمسەڵەی منداڵان', 'معاطف الأطفال'),
          icon: 'kidsCoat',
          item: item('儿童外套', "Kids' Coat", 'قەمسەڵەی منداڵان', 'معطف أطفال'),
          spec: KIDS_SIZES,
        },
      ],
    },
    {
      name: text('鞋靴', 'Shoes', 'پێڵاو', 'الأحذية'),
      icon: 'sneaker',
      adjectives: [A.breathable, A.nonSlip, A.lightweight, A.casual, A.sporty],
      materials: [M.leather, M.mesh, M.rubber, M.eva],
      priceCents: [380, 4600],
      weightG: [350, 1400],
      packedMm: [330, 210, 120],
      minOrder: [2, 24],
      leaves: [
        {
          name: text('运动鞋', 'Sneakers', 'پێڵاوی وەرزشی', 'الأحذية الرياضية'),
          icon: 'sneaker',
          item: item('运动鞋', 'Sneakers', 'پێڵاوی وەرزشی', 'حذاء رياضي'),
          spec: SHOE_SIZES,
        },
        {
          name: text('拖鞋', 'Slippers', 'نەعلی ماڵەوە', 'الشباشب'),
          icon: 'slipper',
          item: item('拖鞋', 'Slippers', 'نەعلی ماڵەوە', 'شبشب'),
          spec: SHOE_SIZES,
        },
        {
          name: text('凉鞋', 'Sandals', 'سەندەڵ', 'الصنادل'),
          icon: 'sandal',
          item: item('凉鞋', 'Sandals', 'سەندەڵ', 'صندل'),
          spec: SHOE_SIZES,
        },
        {
          name: text('皮鞋', 'Leather Shoes', 'پێڵاوی چەرم', 'الأحذية الجلدية'),
          icon: 'leatherShoe',
          item: item('皮鞋', 'Leather Shoes', 'پێڵاوی چەرم', 'حذاء جلدي'),
          spec: SHOE_SIZES,
        },
      ],
    },
  ],
};
