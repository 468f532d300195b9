import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const tools: RootVocabulary = {
  name: text('五金工具', 'Tools & Hardware', 'ئامراز و کەرەستە', 'العدد والأدوات'),
  backdrop: '#F1F1EC',
  children: [
    {
      name: text('电动工具', 'Power Tools', 'ئامرازی کارەبایی', 'الأدوات الكهربائية'),
      icon: 'drill',
      adjectives: [A.brushless, A.rechargeable, A.professional, A.heavyDuty],
      materials: [M.abs, M.aluminium, M.steel],
      priceCents: [1500, 9800],
      weightG: [900, 3800],
      packedMm: [360, 300, 110],
      minOrder: [1, 10],
      colours: ['yellow', 'orange', 'blue', 'green', 'red', 'black'],
      leaves: [
        {
          name: text('电钻', 'Cordless Drills', 'دریلی بێتەل', 'المثاقب اللاسلكية'),
          icon: 'drill',
          item: item('锂电钻', 'Cordless Drill', 'دریلی بێتەل', 'مثقاب لاسلكي'),
          spec: options(O.voltage, U.volt, [12, 18, 21]),
        },
        {
          name: text('角磨机', 'Angle Grinders', 'گرایندەر', 'الجلاخات الزاوية'),
          icon: 'angleGrinder',
          item: itemF('角磨机', 'Angle Grinder', 'گرایندەر', 'جلاخة زاوية'),
          spec: options(O.power, U.watt, [750, 1000, 1400]),
        },
        {
          name: text('电动螺丝刀', 'Electric Screwdrivers', 'دەرنەفیزی کارەبایی', 'المفكات الكهربائية'),
          icon: 'electricScrewdriver',
          item: item('电动螺丝刀', 'Electric Screwdriver', 'دەرنەفیزی کارەبایی', 'مفك كهربائي'),
          spec: options(O.voltage, U.volt, ['3.6', '4.2', '12']),
        },
      ],
    },
    {
      name: text('手动工具', 'Hand Tools', 'ئامرازی دەستی', 'الأدوات اليدوية'),
      icon: 'wrench',
      adjectives: [A.professional, A.antiRust, A.ergonomic, A.heavyDuty],
      materials: [M.chromeVanadium, M.steel, M.stainless],
      priceCents: [120, 4800],
      weightG: [150, 3200],
      packedMm: [300, 200, 60],
      minOrder: [2, 40],
      colours: ['red', 'blue', 'black', 'yellow', 'orange', 'grey'],
      leaves: [
        {
          name: text('扳手套装', 'Wrench Sets', 'سێتی سپانە', 'أطقم مفاتيح الربط'),
          icon: 'wrenchSet',
          item: item('扳手套装', 'Wrench Set', 'سێتی سپانە', 'طقم مفاتيح ربط'),
          spec: options(O.pieces, U.pieces, [8, 12, 22]),
        },
        {
          name: text('螺丝刀套装', 'Screwdriver Sets', 'سێتی دەرنەفیز', 'أطقم المفكات'),
          icon: 'screwdriverSet',
          item: item('螺丝刀套装', 'Screwdriver Set', 'سێتی دەرنەفیز', 'طقم مفكات'),
          spec: options(O.pieces, U.pieces, [6, 32, 115]),
        },
        {
          name: text('钳子', 'Pliers', 'کەلبەتین', 'الكماشات'),
          icon: 'pliers',
          item: itemF('钳子', 'Pliers', 'کەلبەتین', 'كماشة'),
          spec: options(O.length, U.cm, [15, 18, 20]),
        },
        {
          name: text('卷尺', 'Tape Measures', 'مەترە', 'أشرطة القياس'),
          icon: 'tape',
          item: item('卷尺', 'Tape Measure', 'مەترەی پێوانە', 'شريط قياس'),
          spec: options(O.length, U.metre, [3, 5, '7.5']),
        },
      ],
    },
    {
      name: text('五金配件', 'Hardware', 'کەرەستەی ئاسن', 'الخردوات'),
      icon: 'padlock',
      adjectives: [A.antiRust, A.heavyDuty, A.smart, A.precision],
      materials: [M.stainless, M.brass, M.steel, M.aluminium],
      priceCents: [60, 5200],
      weightG: [80, 1800],
      packedMm: [200, 140, 60],
      minOrder: [5, 100],
      colours: ['grey', 'black', 'yellow', 'white', 'brown'],
      leaves: [
        {
          name: text('螺丝', 'Screws & Bolts', 'بورغی', 'البراغي'),
          icon: 'boltAndNut',
          item: itemF('螺丝套装', 'Screw Assortment', 'کۆمەڵەی بورغی', 'مجموعة براغي'),
          spec: options(O.pieces, U.pieces, [100, 300, 500]),
        },
        {
          name: text('门锁', 'Door Locks', 'قفڵی دەرگا', 'أقفال الأبواب'),
          icon: 'doorLock',
          item: item('门锁', 'Door Lock', 'قفڵی دەرگا', 'قفل باب'),
        },
        {
          name: text('合页', 'Hinges', 'لۆلا', 'المفصلات'),
          icon: 'hinge',
          item: itemF('合页', 'Door Hinge', 'لۆلای دەرگا', 'مفصلة باب'),
          spec: options(O.pieces, U.pieces, [2, 4, 10]),
        },
      ],
    },
    {
      name: text('测量工具', 'Measuring Tools', 'ئامرازی پێوان', 'أدوات القياس'),
      icon: 'tape',
      adjectives: [A.digital, A.precision, A.professional, A.compact],
      materials: [M.abs, M.aluminium, M.rubber],
      priceCents: [250, 6800],
      weightG: [120, 900],
      packedMm: [220, 140, 60],
      minOrder: [1, 20],
      colours: ['yellow', 'orange', 'black', 'red', 'green'],
      leaves: [
        {
          name: text(
            '激光测距仪',
            'Laser Distance Meters',
            'پێوەری دووری لەیزەری',
            'مقاييس المسافة الليزرية',
          ),
          icon: 'laserMeter',
          item: item('激光测距仪', 'Laser Distance Meter', 'پێوەری دووریی لەیزەری', 'مقياس مسافة ليزري'),
          spec: options(O.length, U.metre, [40, 60, 100]),
        },
        {
          name: text('水平仪', 'Spirit Levels', 'تەرازووی ئاو', 'موازين الماء'),
          icon: 'spiritLevel',
          item: item('水平仪', 'Spirit Level', 'تەرازووی ئاو', 'ميزان ماء'),
          spec: options(O.length, U.cm, [30, 60, 100]),
        },
        {
          name: text('万用表', 'Multimeters', 'مەڵتیمیتەر', 'أجهزة القياس المتعددة'),
          icon: 'multimeter',
          item: item('万用表', 'Multimeter', 'مەڵتیمیتەر', 'جهاز قياس متعدد'),
        },
      ],
    },
  ],
};
