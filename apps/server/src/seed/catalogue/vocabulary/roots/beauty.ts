import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const beauty: RootVocabulary = {
  name: text('美妆个护', 'Beauty & Personal Care', 'جوانکاری و چاودێری کەسی', 'التجميل والعناية الشخصية'),
  backdrop: '#F8EFEF',
  children: [
    {
      name: text('护肤', 'Skin Care', 'چاودێری پێست', 'العناية بالبشرة'),
      icon: 'pumpBottle',
      adjectives: [A.moisturising, A.gentle, A.longLasting],
      materials: [M.glass, M.plastic, M.acrylic],
      priceCents: [150, 2900],
      weightG: [80, 450],
      packedMm: [160, 70, 70],
      minOrder: [6, 72],
      colours: ['white', 'pink', 'green', 'blue', 'brown', 'purple'],
      leaves: [
        {
          name: text('面霜', 'Face Creams', 'کرێمی دەموچاو', 'كريمات الوجه'),
          icon: 'faceCream',
          item: item('面霜', 'Face Cream', 'کرێمی دەموچاو', 'كريم وجه'),
          spec: options(O.capacity, U.ml, [30, 50, 100]),
        },
        {
          name: text('洗面奶', 'Facial Cleansers', 'شۆرەری دەموچاو', 'غسول الوجه'),
          icon: 'pumpBottle',
          item: item('洗面奶', 'Facial Cleanser', 'شۆرەری دەموچاو', 'غسول وجه'),
          spec: options(O.capacity, U.ml, [100, 150, 200]),
        },
        {
          name: text('面膜', 'Face Masks', 'ماسکی دەموچاو', 'أقنعة الوجه'),
          icon: 'sheetMask',
          item: item('面膜', 'Sheet Mask', 'ماسکی دەموچاو', 'قناع وجه'),
          spec: options(O.pieces, U.pieces, [5, 10, 30]),
        },
      ],
    },
    {
      name: text('彩妆', 'Makeup', 'مکیاج', 'المكياج'),
      icon: 'lipstick',
      adjectives: [A.longLasting, A.waterproof, A.professional, A.luxury],
      materials: [M.plastic, M.aluminium, M.acrylic],
      priceCents: [90, 2600],
      weightG: [30, 400],
      packedMm: [120, 60, 30],
      minOrder: [6, 120],
      colours: ['red', 'pink', 'purple', 'brown', 'orange', 'black'],
      leaves: [
        {
          name: text('口红', 'Lipsticks', 'سووراوی لێو', 'أحمر الشفاه'),
          icon: 'lipstick',
          item: item('口红', 'Lipstick', 'سووراوی لێو', 'أحمر شفاه'),
        },
        {
          name: text('化妆刷', 'Makeup Brushes', 'فڵچەی مکیاج', 'فرش المكياج'),
          icon: 'makeupBrush',
          item: item('化妆刷套装', 'Makeup Brush Set', 'سێتی فڵچەی مکیاج', 'طقم فرش مكياج'),
          spec: options(O.pieces, U.pieces, [8, 12, 18]),
        },
        {
          name: text('眼影盘', 'Eyeshadow Palettes', 'پالێتی سێبەری چاو', 'باليتات ظلال العيون'),
          icon: 'eyeshadowPalette',
          item: item('眼影盘', 'Eyeshadow Palette', 'پالێتی سێبەری چاو', 'باليت ظلال عيون'),
          spec: options(O.shades, U.shades, [9, 18, 35]),
        },
      ],
    },
    {
      name: text('美发工具', 'Hair Tools', 'ئامرازی قژ', 'أدوات الشعر'),
      icon: 'hairDryer',
      adjectives: [A.negativeIon, A.professional, A.foldable, A.compact],
      materials: [M.ceramic, M.abs, M.aluminium],
      priceCents: [650, 6800],
      weightG: [350, 1200],
      packedMm: [280, 220, 100],
      minOrder: [1, 20],
      colours: ['black', 'white', 'pink', 'purple', 'grey', 'red'],
      leaves: [
        {
          name: text('吹风机', 'Hair Dryers', 'قژوشککەرەوە', 'مجففات الشعر'),
          icon: 'hairDryer',
          item: item('吹风机', 'Hair Dryer', 'قژوشککەرەوە', 'مجفف شعر'),
          spec: options(O.power, U.watt, [1200, 1800, 2200]),
        },
        {
          name: text('直发器', 'Hair Straighteners', 'ئوتوی قژ', 'مكاوي فرد الشعر'),
          icon: 'hairStraightener',
          item: itemF('直发器', 'Hair Straightener', 'ئوتوی قژ', 'مكواة فرد الشعر'),
        },
        {
          name: text('卷发棒', 'Curling Irons', 'ئوتوی لوولکردنی قژ', 'مكاوي تجعيد الشعر'),
          icon: 'curlingIron',
          item: itemF('卷发棒', 'Curling Iron', 'ئوتوی لوولکردنی قژ', 'مكواة تجعيد'),
          spec: options(O.diameter, U.mm, [25, 32, 38], false),
        },
      ],
    },
    {
      name: text('个人护理', 'Personal Care', 'چاودێری کەسی', 'العناية الشخصية'),
      icon: 'toothbrush',
      adjectives: [A.rechargeable, A.waterproof, A.portable, A.electric],
      materials: [M.abs, M.stainless, M.silicone],
      priceCents: [180, 4500],
      weightG: [80, 600],
      packedMm: [240, 90, 60],
      minOrder: [2, 40],
      colours: ['white', 'black', 'blue', 'pink', 'green', 'grey'],
      leaves: [
        {
          name: text('电动牙刷', 'Electric Toothbrushes', 'فڵچەی ددانی کارەبایی', 'فرش الأسنان الكهربائية'),
          icon: 'toothbrush',
          item: itemF('电动牙刷', 'Electric Toothbrush', 'فڵچەی ددانی کارەبایی', 'فرشاة أسنان كهربائية'),
        },
        {
          name: text('剃须刀', 'Shavers', 'ئامێری ڕیشتاشین', 'ماكينات الحلاقة'),
          icon: 'shaver',
          item: itemF('剃须刀', 'Shaver', 'ئامێری ڕیشتاشین', 'ماكينة حلاقة'),
        },
        {
          name: text('美甲工具', 'Nail Care', 'ئامرازی نینۆک', 'أدوات العناية بالأظافر'),
          icon: 'manicureSet',
          item: item('美甲套装', 'Manicure Set', 'سێتی نینۆک', 'طقم عناية بالأظافر'),
          spec: options(O.pieces, U.pieces, [7, 12, 18]),
        },
      ],
    },
  ],
};
