import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const home: RootVocabulary = {
  name: text('家具家居', 'Home & Furniture', 'کەلوپەلی ماڵ', 'الأثاث والمنزل'),
  backdrop: '#F2EFEA',
  children: [
    {
      name: text('客厅家具', 'Living Room', 'ژووری دانیشتن', 'غرفة المعيشة'),
      icon: 'sofa',
      adjectives: [A.modern, A.nordic, A.luxury, A.vintage],
      materials: [M.fabric, M.velvet, M.wood, M.pu],
      priceCents: [3500, 48000],
      weightG: [8000, 65000],
      packedMm: [1900, 850, 650],
      minOrder: [1, 2],
      colours: ['grey', 'brown', 'navy', 'green', 'white', 'black', 'pink'],
      leaves: [
        {
          name: text('沙发', 'Sofas', 'قەنەفە', 'الكنب'),
          icon: 'sofa',
          item: itemF('沙发', 'Sofa', 'قەنەفە', 'كنبة'),
          spec: options(O.seats, U.seats, [2, 3, 4]),
        },
        {
          name: text('茶几', 'Coffee Tables', 'مێزی قاوە', 'طاولات القهوة'),
          icon: 'coffeeTable',
          item: itemF('茶几', 'Coffee Table', 'مێزی قاوە', 'طاولة قهوة'),
          spec: options(O.dimensions, U.cm, ['80×50', '100×60', '120×60']),
        },
        {
          name: text('电视柜', 'TV Stands', 'مێزی تەلەفزیۆن', 'طاولات التلفزيون'),
          icon: 'tvStand',
          item: itemF('电视柜', 'TV Stand', 'مێزی تەلەفزیۆن', 'طاولة تلفزيون'),
          spec: options(O.length, U.cm, [120, 160, 200]),
        },
      ],
    },
    {
      name: text('卧室家具', 'Bedroom', 'ژووری نووستن', 'غرفة النوم'),
      icon: 'bed',
      adjectives: [A.modern, A.nordic, A.luxury, A.heavyDuty],
      materials: [M.wood, M.mdf, M.fabric, M.iron],
      priceCents: [2500, 56000],
      weightG: [6000, 80000],
      packedMm: [2000, 600, 300],
      minOrder: [1, 2],
      colours: ['white', 'brown', 'grey', 'black', 'navy'],
      leaves: [
        {
          name: text('床架', 'Bed Frames', 'چوارچێوەی جێگا', 'هياكل الأسرّة'),
          icon: 'bed',
          item: item('床架', 'Bed Frame', 'چوارچێوەی جێگای نووستن', 'سرير'),
          spec: options(O.dimensions, U.cm, ['120×200', '150×200', '180×200']),
        },
        {
          name: text('床头柜', 'Nightstands', 'مێزی تەنیشت جێگا', 'الكوميدينات'),
          icon: 'nightstand',
          item: item('床头柜', 'Nightstand', 'مێزی تەنیشت جێگا', 'كومودينو'),
        },
        {
          name: text('衣柜', 'Wardrobes', 'دۆڵابی جل', 'خزائن الملابس'),
          icon: 'wardrobe',
          item: itemF('衣柜', 'Wardrobe', 'دۆڵابی جل', 'خزانة ملابس'),
          spec: options(O.length, U.cm, [80, 120, 160]),
        },
      ],
    },
    {
      name: text('收纳整理', 'Storage & Organisation', 'ڕێکخستن و هەڵگرتن', 'التخزين والتنظيم'),
      icon: 'shelf',
      adjectives: [A.foldable, A.stackable, A.largeCapacity, A.modern],
      materials: [M.plastic, M.fabric, M.iron, M.bamboo],
      priceCents: [150, 5800],
      weightG: [300, 9000],
      packedMm: [600, 400, 150],
      minOrder: [2, 30],
      leaves: [
        {
          name: text('收纳箱', 'Storage Boxes', 'سندوقی هەڵگرتن', 'صناديق التخزين'),
          icon: 'storageBox',
          item: item('收纳箱', 'Storage Box', 'سندوقی هەڵگرتن', 'صندوق تخزين'),
          spec: options(O.capacity, U.litre, [20, 45, 70]),
        },
        {
          name: text('置物架', 'Shelving Units', 'ڕەفە', 'وحدات الرفوف'),
          icon: 'shelf',
          item: item('置物架', 'Shelving Unit', 'ڕەفە', 'رف تخزين'),
          spec: options(O.tiers, U.tiers, [3, 4, 5]),
        },
        {
          name: text('衣架', 'Clothes Hangers', 'هەڵواسەری جل', 'علاقات الملابس'),
          icon: 'clothesHanger',
          item: itemF('衣架', 'Clothes Hanger Set', 'سێتی هەڵواسەری جل', 'علاقة ملابس'),
          spec: options(O.pieces, U.pieces, [10, 20, 50]),
        },
      ],
    },
    {
      name: text('家纺', 'Home Textiles', 'ڕاخەر و پەڕۆی ماڵ', 'المفروشات'),
      icon: 'pillow',
      adjectives: [A.soft, A.nordic, A.luxury, A.embroidered],
      materials: [M.cotton, M.velvet, M.linen, M.polyester],
      priceCents: [250, 9800],
      weightG: [300, 6000],
      packedMm: [500, 400, 150],
      minOrder: [2, 20],
      leaves: [
        {
          name: text('抱枕', 'Cushions', 'سەرین', 'الوسائد'),
          icon: 'pillow',
          item: itemF('抱枕', 'Cushion', 'سەرین', 'وسادة'),
          spec: options(O.dimensions, U.cm, ['40×40', '45×45', '50×50']),
        },
        {
          name: text('床上用品套件', 'Bedding Sets', 'سێتی پێخەف', 'أطقم مفارش السرير'),
          icon: 'beddingSet',
          item: item('床上四件套', 'Bedding Set', 'سێتی پێخەف', 'طقم مفارش سرير'),
          spec: options(O.dimensions, U.cm, ['150×200', '180×200', '200×220']),
        },
        {
          name: text('窗帘', 'Curtains', 'پەردە', 'الستائر'),
          icon: 'curtain',
          item: itemF('窗帘', 'Curtain', 'پەردە', 'ستارة'),
          spec: options(O.dimensions, U.cm, ['140×160', '140×220', '140×260']),
        },
        {
          name: text('地毯', 'Rugs', 'فەرش', 'السجاد'),
          icon: 'rug',
          item: itemF('地毯', 'Area Rug', 'فەرش', 'سجادة'),
          spec: options(O.dimensions, U.cm, ['80×120', '120×170', '160×230']),
        },
      ],
    },
  ],
};
