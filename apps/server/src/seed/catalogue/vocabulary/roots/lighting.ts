import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const lighting: RootVocabulary = {
  name: text('灯具照明', 'Lighting', 'ڕووناکی', 'الإضاءة'),
  backdrop: '#EFEEF6',
  children: [
    {
      name: text('室内灯具', 'Indoor Lights', 'چرای ناوماڵ', 'الإضاءة الداخلية'),
      icon: 'pendantLamp',
      adjectives: [A.modern, A.nordic, A.dimmable, A.luxury],
      materials: [M.iron, M.acrylic, M.glass, M.wood],
      priceCents: [650, 15800],
      weightG: [600, 6500],
      packedMm: [520, 520, 200],
      minOrder: [1, 10],
      colours: ['white', 'black', 'yellow', 'grey', 'brown', 'green'],
      leaves: [
        {
          name: text('吸顶灯', 'Ceiling Lights', 'چرای بنمیچ', 'أضواء السقف'),
          icon: 'ceilingLight',
          item: item('LED吸顶灯', 'LED Ceiling Light', 'چرای بنمیچی LED', 'ضوء سقف LED'),
          spec: options(O.diameter, U.cm, [30, 40, 50]),
        },
        {
          name: text('吊灯', 'Pendant Lights', 'چرای هەڵواسراو', 'الثريات'),
          icon: 'pendantLamp',
          item: itemF('吊灯', 'Pendant Light', 'چرای هەڵواسراو', 'ثريا'),
        },
        {
          name: text('台灯', 'Desk Lamps', 'چرای مێز', 'مصابيح المكتب'),
          icon: 'deskLamp',
          item: item('台灯', 'Desk Lamp', 'چرای مێز', 'مصباح مكتب'),
        },
        {
          name: text('落地灯', 'Floor Lamps', 'چرای سەر زەوی', 'المصابيح الأرضية'),
          icon: 'floorLamp',
          item: item('落地灯', 'Floor Lamp', 'چرای سەر زەوی', 'مصباح أرضي'),
        },
      ],
    },
    {
      name: text('灯泡灯管', 'Bulbs & Tubes', 'گڵۆپ و لوولە', 'اللمبات والأنابيب'),
      icon: 'bulb',
      adjectives: [A.energySaving, A.smart, A.dimmable, A.bright],
      materials: [M.glass, M.plastic, M.aluminium],
      priceCents: [45, 1400],
      weightG: [40, 400],
      packedMm: [130, 70, 70],
      minOrder: [10, 200],
      colours: ['white', 'yellow', 'orange', 'blue'],
      leaves: [
        {
          name: text('LED灯泡', 'LED Bulbs', 'گڵۆپی LED', 'لمبات LED'),
          icon: 'bulb',
          item: itemF('LED灯泡', 'LED Bulb', 'گڵۆپی LED', 'لمبة LED'),
          spec: options(O.power, U.watt, [5, 9, 12, 18]),
        },
        {
          name: text('LED灯管', 'LED Tubes', 'لوولەی LED', 'أنابيب LED'),
          icon: 'ledTube',
          item: item('LED灯管', 'LED Tube', 'لوولەی LED', 'أنبوب LED'),
          spec: options(O.length, U.cm, [60, 120]),
        },
        {
          name: text('智能灯泡', 'Smart Bulbs', 'گڵۆپی زیرەک', 'اللمبات الذكية'),
          icon: 'smartBulb',
          item: itemF('智能灯泡', 'Smart Bulb', 'گڵۆپی زیرەک', 'لمبة ذكية'),
          spec: options(O.power, U.watt, [9, 12]),
        },
      ],
    },
    {
      name: text('户外照明', 'Outdoor Lighting', 'ڕووناکی دەرەوە', 'الإضاءة الخارجية'),
      icon: 'gardenLamp',
      adjectives: [A.solar, A.waterproof, A.bright, A.energySaving],
      materials: [M.aluminium, M.abs, M.stainless],
      priceCents: [280, 6800],
      weightG: [300, 3500],
      packedMm: [420, 260, 120],
      minOrder: [2, 40],
      colours: ['black', 'grey', 'white', 'green', 'brown'],
      leaves: [
        {
          name: text('太阳能灯', 'Solar Lights', 'چرای خۆری', 'الأضواء الشمسية'),
          icon: 'gardenLamp',
          item: item(
            '太阳能庭院灯',
            'Solar Garden Light',
            'چرای باخچەی خۆری',
            'ضوء حديقة يعمل بالطاقة الشمسية',
          ),
          spec: options(O.power, U.watt, [10, 30, 60]),
        },
        {
          name: text('投光灯', 'Floodlights', 'پرۆژێکتەر', 'الكشافات'),
          icon: 'floodlight',
          item: item('LED投光灯', 'LED Floodlight', 'پرۆژێکتەری LED', 'كشاف LED'),
          spec: options(O.power, U.watt, [50, 100, 200]),
        },
        {
          name: text('灯串', 'String Lights', 'زنجیرە چرا', 'أضواء الزينة'),
          icon: 'stringLights',
          item: itemF('灯串', 'String Lights', 'زنجیرە چرای ڕازاندنەوە', 'سلسلة أضواء زينة'),
          spec: options(O.length, U.metre, [5, 10, 20]),
        },
      ],
    },
    {
      name: text('应急照明', 'Torches & Emergency', 'چرای دەستی و فریاکەوتن', 'المصابيح اليدوية والطوارئ'),
      icon: 'torch',
      adjectives: [A.rechargeable, A.bright, A.waterproof, A.portable],
      materials: [M.aluminium, M.abs, M.rubber],
      priceCents: [150, 3200],
      weightG: [90, 900],
      packedMm: [200, 80, 60],
      minOrder: [5, 60],
      colours: ['black', 'grey', 'yellow', 'orange', 'red', 'blue'],
      leaves: [
        {
          name: text('手电筒', 'Torches', 'چرای دەستی', 'المصابيح اليدوية'),
          icon: 'torch',
          item: item('强光手电筒', 'LED Torch', 'چرای دەستیی LED', 'مصباح يدوي LED'),
        },
        {
          name: text('应急灯', 'Emergency Lights', 'چرای فریاکەوتن', 'أضواء الطوارئ'),
          icon: 'emergencyLight',
          item: item('应急灯', 'Emergency Light', 'چرای فریاکەوتن', 'ضوء طوارئ'),
          spec: options(O.power, U.watt, [10, 20, 40]),
        },
        {
          name: text('头灯', 'Headlamps', 'چرای سەر', 'مصابيح الرأس'),
          icon: 'headlamp',
          item: item('头灯', 'Headlamp', 'چرای سەر', 'مصباح رأس'),
        },
      ],
    },
  ],
};
