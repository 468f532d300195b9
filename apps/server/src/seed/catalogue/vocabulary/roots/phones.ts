import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const phones: RootVocabulary = {
  name: text('手机配件', 'Phone Accessories', 'پێداویستی مۆبایل', 'إكسسوارات الهواتف'),
  backdrop: '#EEF2F7',
  children: [
    {
      name: text('保护壳膜', 'Cases & Protection', 'بەرگ و پاراستن', 'الأغطية والحماية'),
      icon: 'phoneCase',
      adjectives: [A.shockproof, A.ultraThin, A.magnetic, A.clear],
      materials: [M.silicone, M.temperedGlass, M.pu, M.abs],
      priceCents: [60, 450],
      weightG: [25, 90],
      packedMm: [180, 100, 20],
      minOrder: [10, 100],
      leaves: [
        {
          name: text('手机壳', 'Phone Cases', 'بەرگی مۆبایل', 'أغطية الهواتف'),
          icon: 'phoneCase',
          item: item('手机壳', 'Phone Case', 'بەرگی مۆبایل', 'غطاء هاتف'),
          spec: options(O.screen, U.inch, ['6.1', '6.5', '6.7'], false),
        },
        {
          name: text('钢化膜', 'Screen Protectors', 'پارێزەری شاشە', 'واقيات الشاشة'),
          icon: 'screenProtector',
          item: item('钢化膜', 'Screen Protector', 'پارێزەری شاشە', 'واقي شاشة'),
          spec: options(O.screen, U.inch, ['6.1', '6.5', '6.7'], false),
        },
        {
          name: text('镜头保护膜', 'Camera Lens Protectors', 'پارێزەری لێنزی کامێرا', 'واقيات عدسة الكاميرا'),
          icon: 'lensProtector',
          item: item('镜头保护膜', 'Camera Lens Protector', 'پارێزەری لێنزی کامێرا', 'واقي عدسة كاميرا'),
        },
        {
          name: text('手机支架', 'Phone Stands', 'ستاندی مۆبایل', 'حوامل الهواتف'),
          icon: 'phoneStand',
          item: item('手机支架', 'Phone Stand', 'ستاندی مۆبایل', 'حامل هاتف'),
        },
      ],
    },
    {
      name: text('充电设备', 'Charging', 'شەحن', 'الشحن'),
      icon: 'charger',
      adjectives: [A.fastCharging, A.portable, A.compact, A.magnetic],
      materials: [M.abs, M.nylon, M.aluminium],
      priceCents: [120, 1800],
      weightG: [40, 320],
      packedMm: [120, 80, 40],
      minOrder: [5, 50],
      colours: ['white', 'black', 'blue', 'pink', 'grey'],
      leaves: [
        {
          name: text('充电器', 'Chargers', 'شەحنکەر', 'الشواحن'),
          icon: 'charger',
          item: item('充电器', 'Charger', 'شەحنکەر', 'شاحن'),
          spec: options(O.power, U.watt, [20, 33, 65]),
        },
        {
          name: text('数据线', 'Charging Cables', 'وایەری شەحن', 'كابلات الشحن'),
          icon: 'chargingCable',
          item: item('数据线', 'Charging Cable', 'وایەری شەحن', 'كابل شحن'),
          spec: options(O.length, U.metre, ['1', '1.5', '2', '3']),
        },
        {
          name: text('充电宝', 'Power Banks', 'پاوەر بانک', 'باور بانك'),
          icon: 'powerBank',
          item: item('充电宝', 'Power Bank', 'پاوەر بانک', 'باور بانك'),
          spec: options(O.battery, U.mAh, [5000, 10000, 20000]),
        },
        {
          name: text('无线充电器', 'Wireless Chargers', 'شەحنکەری بێتەل', 'الشواحن اللاسلكية'),
          icon: 'wirelessCharger',
          item: item('无线充电器', 'Wireless Charger', 'شەحنکەری بێتەل', 'شاحن لاسلكي'),
          spec: options(O.power, U.watt, [10, 15]),
        },
      ],
    },
    {
      name: text('音频设备', 'Audio', 'دەنگ', 'الصوتيات'),
      icon: 'earbuds',
      adjectives: [A.wireless, A.noiseCancelling, A.waterproof, A.sporty],
      materials: [M.abs, M.aluminium, M.silicone],
      priceCents: [350, 4500],
      weightG: [60, 650],
      packedMm: [160, 120, 70],
      minOrder: [2, 20],
      colours: ['white', 'black', 'blue', 'pink', 'green', 'navy'],
      leaves: [
        {
          name: text('蓝牙耳机', 'Wireless Earbuds', 'گوێگری بێتەل', 'سماعات لاسلكية'),
          icon: 'earbuds',
          item: itemF('蓝牙耳机', 'Earbuds', 'گوێگری بلووتوس', 'سماعة أذن بلوتوث'),
        },
        {
          name: text('头戴式耳机', 'Headphones', 'هێدفۆن', 'سماعات الرأس'),
          icon: 'headphones',
          item: itemF('头戴式耳机', 'Headphones', 'هێدفۆن', 'سماعة رأس'),
        },
        {
          name: text('蓝牙音箱', 'Bluetooth Speakers', 'بڵندگۆی بلووتوس', 'مكبرات صوت بلوتوث'),
          icon: 'bluetoothSpeaker',
          item: item('蓝牙音箱', 'Bluetooth Speaker', 'بڵندگۆی بلووتوس', 'مكبر صوت بلوتوث'),
          spec: options(O.power, U.watt, [5, 10, 20]),
        },
      ],
    },
    {
      name: text('智能穿戴', 'Wearables', 'ئامێری پۆشراو', 'الأجهزة القابلة للارتداء'),
      icon: 'watch',
      adjectives: [A.smart, A.waterproof, A.sporty, A.lightweight],
      materials: [M.silicone, M.aluminium, M.leather, M.stainless],
      priceCents: [150, 3900],
      weightG: [30, 180],
      packedMm: [110, 80, 60],
      minOrder: [2, 30],
      leaves: [
        {
          name: text('智能手表', 'Smart Watches', 'کاتژمێری زیرەک', 'الساعات الذكية'),
          icon: 'watch',
          item: itemF('智能手表', 'Smart Watch', 'کاتژمێری زیرەک', 'ساعة ذكية'),
          spec: options(O.screen, U.mm, [41, 45], true),
        },
        {
          name: text('表带', 'Watch Straps', 'قایشی کاتژمێر', 'أحزمة الساعات'),
          icon: 'watchStrap',
          item: item('表带', 'Watch Strap', 'قایشی کاتژمێر', 'حزام ساعة'),
          spec: options(O.size, U.mm, [38, 42, 45], false),
        },
        {
          name: text('智能手环', 'Fitness Bands', 'بازنی وەرزشی', 'الأساور الرياضية'),
          icon: 'fitnessBand',
          item: item('智能手环', 'Fitness Band', 'بازنی وەرزشی', 'سوار رياضي'),
        },
      ],
    },
  ],
};
