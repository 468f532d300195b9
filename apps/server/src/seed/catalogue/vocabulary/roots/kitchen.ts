import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const kitchen: RootVocabulary = {
  name: text('厨房餐饮', 'Kitchen & Dining', 'چێشتخانە و خواردن', 'المطبخ والطعام'),
  backdrop: '#F6F0E8',
  children: [
    {
      name: text('锅具', 'Cookware', 'قاپی چێشتلێنان', 'أواني الطهي'),
      icon: 'pan',
      adjectives: [A.nonStick, A.heavyDuty, A.professional, A.lightweight],
      materials: [M.stainless, M.castIron, M.aluminium, M.ceramic],
      priceCents: [450, 4800],
      weightG: [600, 4200],
      packedMm: [380, 300, 120],
      minOrder: [2, 20],
      colours: ['black', 'grey', 'red', 'green', 'navy', 'orange'],
      leaves: [
        {
          name: text('煎锅', 'Frying Pans', 'تاوە', 'المقالي'),
          icon: 'pan',
          item: itemF('煎锅', 'Frying Pan', 'تاوە', 'مقلاة'),
          spec: options(O.diameter, U.cm, [20, 24, 28]),
        },
        {
          name: text('汤锅', 'Stock Pots', 'مەنجەڵ', 'القدور'),
          icon: 'stockPot',
          item: item('汤锅', 'Stock Pot', 'مەنجەڵ', 'قدر'),
          spec: options(O.capacity, U.litre, [3, 5, 8]),
        },
        {
          name: text('炒锅', 'Woks', 'تاوەی قووڵ', 'مقالي الووك'),
          icon: 'wok',
          item: itemF('炒锅', 'Wok', 'تاوەی قووڵ', 'مقلاة ووك'),
          spec: options(O.diameter, U.cm, [30, 32, 34]),
        },
        {
          name: text('高压锅', 'Pressure Cookers', 'مەنجەڵی پەستان', 'قدور الضغط'),
          icon: 'pressureCooker',
          item: item('高压锅', 'Pressure Cooker', 'مەنجەڵی پەستان', 'قدر ضغط'),
          spec: options(O.capacity, U.litre, [4, 6, 8]),
        },
      ],
    },
    {
      name: text('刀具砧板', 'Knives & Boards', 'چەقۆ و تەختەی بڕین', 'السكاكين وألواح التقطيع'),
      icon: 'knife',
      adjectives: [A.sharp, A.professional, A.ergonomic, A.antiRust],
      materials: [M.stainless, M.bamboo, M.wood, M.steel],
      priceCents: [150, 3500],
      weightG: [120, 1800],
      packedMm: [360, 120, 40],
      minOrder: [3, 50],
      colours: ['black', 'brown', 'red', 'grey', 'green'],
      leaves: [
        {
          name: text('厨师刀', 'Chef Knives', 'چەقۆی چێشتلێنەر', 'سكاكين الطاهي'),
          icon: 'knife',
          item: item('厨师刀', 'Chef Knife', 'چەقۆی چێشتلێنەر', 'سكين طاهٍ'),
          spec: options(O.length, U.cm, [15, 20, 25]),
        },
        {
          name: text('刀具套装', 'Knife Sets', 'سێتی چەقۆ', 'أطقم السكاكين'),
          icon: 'knifeSet',
          item: item('刀具套装', 'Knife Set', 'سێتی چەقۆ', 'طقم سكاكين'),
          spec: options(O.pieces, U.pieces, [5, 8, 14]),
        },
        {
          name: text('砧板', 'Cutting Boards', 'تەختەی بڕین', 'ألواح التقطيع'),
          icon: 'cuttingBoard',
          item: item('砧板', 'Cutting Board', 'تەختەی بڕین', 'لوح تقطيع'),
          spec: options(O.dimensions, U.cm, ['30×20', '40×28', '50×35']),
        },
        {
          name: text('削皮器', 'Peelers', 'توێکڵکەرەوە', 'المقشرات'),
          icon: 'peeler',
          item: itemF('削皮器', 'Peeler', 'توێکڵکەرەوە', 'مقشرة'),
        },
      ],
    },
    {
      name: text('水杯水壶', 'Drinkware', 'کوپ و بوتڵ', 'الأكواب والقوارير'),
      icon: 'mug',
      adjectives: [A.insulated, A.leakproof, A.portable, A.largeCapacity],
      materials: [M.stainless, M.glass, M.ceramic, M.plastic],
      priceCents: [90, 1600],
      weightG: [150, 650],
      packedMm: [260, 90, 90],
      minOrder: [6, 60],
      leaves: [
        {
          name: text('保温杯', 'Vacuum Flasks', 'فلاسک', 'الترامس'),
          icon: 'vacuumFlask',
          item: item('保温杯', 'Vacuum Flask', 'فلاسک', 'ترمس'),
          spec: options(O.capacity, U.ml, [350, 500, 750]),
        },
        {
          name: text('马克杯', 'Mugs', 'کوپ', 'الأكواب'),
          icon: 'mug',
          item: item('马克杯', 'Mug', 'کوپ', 'كوب'),
          spec: options(O.capacity, U.ml, [300, 400]),
        },
        {
          name: text('运动水壶', 'Water Bottles', 'بوتڵی ئاو', 'قوارير المياه'),
          icon: 'waterBottle',
          item: itemF('运动水壶', 'Water Bottle', 'بوتڵی ئاو', 'قارورة مياه'),
          spec: options(O.capacity, U.ml, [500, 750, 1000]),
        },
        {
          name: text('玻璃杯', 'Drinking Glasses', 'پەرداخ', 'الكؤوس'),
          icon: 'drinkingGlass',
          item: itemF('玻璃杯', 'Drinking Glass', 'پەرداخ', 'كأس'),
          spec: options(O.pieces, U.pieces, [4, 6]),
        },
      ],
    },
    {
      name: text('厨房收纳', 'Kitchen Storage', 'هەڵگرتنی چێشتخانە', 'تخزين المطبخ'),
      icon: 'jar',
      adjectives: [A.airtight, A.stackable, A.clear, A.largeCapacity],
      materials: [M.glass, M.plastic, M.bamboo, M.stainless],
      priceCents: [80, 1900],
      weightG: [200, 2500],
      packedMm: [300, 220, 180],
      minOrder: [4, 40],
      leaves: [
        {
          name: text('保鲜盒', 'Food Containers', 'قوتووی خواردن', 'علب حفظ الطعام'),
          icon: 'foodContainer',
          item: itemF('保鲜盒', 'Food Container', 'قوتووی خواردن', 'علبة حفظ طعام'),
          spec: options(O.pieces, U.pieces, [3, 5, 10]),
        },
        {
          name: text('调料瓶', 'Spice Jars', 'شووشەی بەهارات', 'برطمانات التوابل'),
          icon: 'spiceJar',
          item: item('调料瓶', 'Spice Jar Set', 'سێتی شووشەی بەهارات', 'طقم برطمانات توابل'),
          spec: options(O.pieces, U.pieces, [6, 12, 24]),
        },
        {
          name: text('沥水架', 'Dish Racks', 'ڕەفەی قاپ', 'رفوف تجفيف الأطباق'),
          icon: 'dishRack',
          item: item('沥水架', 'Dish Rack', 'ڕەفەی قاپ', 'رف تجفيف أطباق'),
          spec: options(O.tiers, U.tiers, [1, 2]),
        },
      ],
    },
    {
      name: text('厨房小家电', 'Small Appliances', 'ئامێری بچووکی چێشتخانە', 'الأجهزة الصغيرة'),
      icon: 'kettle',
      adjectives: [A.electric, A.compact, A.smart, A.largeCapacity],
      materials: [M.stainless, M.glass, M.plastic],
      priceCents: [1200, 8900],
      weightG: [900, 5500],
      packedMm: [320, 260, 280],
      minOrder: [1, 10],
      colours: ['white', 'black', 'grey', 'red', 'green', 'pink'],
      leaves: [
        {
          name: text('电热水壶', 'Electric Kettles', 'کەتڵی کارەبایی', 'الغلايات الكهربائية'),
          icon: 'kettle',
          item: itemF('电热水壶', 'Electric Kettle', 'کەتڵی کارەبایی', 'غلاية كهربائية'),
          spec: options(O.capacity, U.litre, ['1.5', '1.7', '2']),
        },
        {
          name: text('搅拌机', 'Blenders', 'تێکەڵکەر', 'الخلاطات'),
          icon: 'blender',
          item: item('搅拌机', 'Blender', 'تێکەڵکەر', 'خلاط'),
          spec: options(O.power, U.watt, [350, 600, 1000]),
        },
        {
          name: text('空气炸锅', 'Air Fryers', 'فرایەری هەوایی', 'القلايات الهوائية'),
          icon: 'airFryer',
          item: itemF('空气炸锅', 'Air Fryer', 'فرایەری هەوایی', 'قلاية هوائية'),
          spec: options(O.capacity, U.litre, ['3.5', '5', '7']),
        },
        {
          name: text('电饭煲', 'Rice Cookers', 'برنجلێنەر', 'طباخات الأرز'),
          icon: 'riceCooker',
          item: itemF('电饭煲', 'Rice Cooker', 'برنجلێنەری کارەبایی', 'طباخة أرز'),
          spec: options(O.capacity, U.litre, ['1.8', '3', '5']),
        },
      ],
    },
  ],
};
