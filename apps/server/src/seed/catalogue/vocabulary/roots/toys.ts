import { text } from '../../localizedText';
import { ADJECTIVES as A } from '../adjectives';
import { MATERIALS as M } from '../materials';
import type { RootVocabulary } from '../types';
import { item, itemF, OPTION_NAMES as O, options, UNITS as U } from '../words';

export const toys: RootVocabulary = {
  name: text('玩具', 'Toys & Games', 'یاریی منداڵان', 'الألعاب'),
  backdrop: '#EEF5EF',
  children: [
    {
      name: text('益智玩具', 'Educational Toys', 'یاریی فێرکاری', 'ألعاب تعليمية'),
      icon: 'blocks',
      adjectives: [A.educational, A.colourful, A.magnetic, A.stackable],
      materials: [M.abs, M.wood, M.plastic],
      priceCents: [180, 3900],
      weightG: [200, 2200],
      packedMm: [320, 240, 90],
      minOrder: [3, 36],
      leaves: [
        {
          name: text('积木', 'Building Blocks', 'بلۆکی بیناسازی', 'مكعبات البناء'),
          icon: 'blocks',
          item: itemF('积木', 'Building Block Set', 'سێتی بلۆکی بیناسازی', 'مجموعة مكعبات بناء'),
          spec: options(O.pieces, U.pieces, [100, 250, 500]),
        },
        {
          name: text('拼图', 'Jigsaw Puzzles', 'پەزڵ', 'ألغاز التركيب'),
          icon: 'jigsawPuzzle',
          item: item('拼图', 'Jigsaw Puzzle', 'پەزڵ', 'لغز تركيب'),
          spec: options(O.pieces, U.pieces, [100, 500, 1000]),
        },
        {
          name: text('磁力片', 'Magnetic Tiles', 'پارچەی موگناتیسی', 'البلاطات المغناطيسية'),
          icon: 'magneticTiles',
          item: itemF('磁力片', 'Magnetic Tile Set', 'سێتی پارچەی موگناتیسی', 'مجموعة بلاطات مغناطيسية'),
          spec: options(O.pieces, U.pieces, [32, 64, 100]),
        },
      ],
    },
    {
      name: text('遥控玩具', 'Remote Control Toys', 'یاریی ڕیمۆتکۆنترۆڵ', 'ألعاب التحكم عن بعد'),
      icon: 'car',
      adjectives: [A.remoteControl, A.rechargeable, A.professional, A.lightweight],
      materials: [M.abs, M.plastic, M.aluminium],
      priceCents: [650, 12000],
      weightG: [400, 2500],
      packedMm: [420, 260, 180],
      minOrder: [1, 12],
      colours: ['red', 'blue', 'black', 'yellow', 'green', 'orange', 'white'],
      leaves: [
        {
          name: text('遥控车', 'RC Cars', 'ئۆتۆمبێلی ڕیمۆتی', 'سيارات التحكم عن بعد'),
          icon: 'car',
          item: itemF('遥控车', 'RC Car', 'ئۆتۆمبێلی ڕیمۆتکۆنترۆڵ', 'سيارة تحكم عن بعد'),
          spec: options(O.age, U.agePlus, [6, 8, 14], false),
        },
        {
          name: text('无人机', 'Drones', 'درۆن', 'الطائرات المسيّرة'),
          icon: 'drone',
          item: itemF('航拍无人机', 'Camera Drone', 'درۆنی کامێرادار', 'طائرة مسيّرة بكاميرا'),
          spec: options(O.age, U.agePlus, [8, 14], false),
        },
        {
          name: text('遥控飞机', 'RC Planes', 'فڕۆکەی ڕیمۆتی', 'طائرات التحكم عن بعد'),
          icon: 'rcPlane',
          item: itemF('遥控飞机', 'RC Plane', 'فڕۆکەی ڕیمۆتکۆنترۆڵ', 'طائرة تحكم عن بعد'),
        },
      ],
    },
    {
      name: text('毛绒玩具', 'Plush Toys', 'یاریی پەڕۆیی', 'الألعاب المحشوة'),
      icon: 'teddy',
      adjectives: [A.cute, A.soft, A.colourful],
      materials: [M.plush, M.cotton, M.polyester],
      priceCents: [150, 2800],
      weightG: [100, 1500],
      packedMm: [360, 260, 200],
      minOrder: [3, 48],
      colours: ['brown', 'pink', 'white', 'grey', 'blue', 'yellow', 'purple'],
      leaves: [
        {
          name: text('毛绒公仔', 'Stuffed Animals', 'ئاژەڵی پەڕۆیی', 'الحيوانات المحشوة'),
          icon: 'teddy',
          item: itemF('毛绒公仔', 'Stuffed Animal', 'ئاژەڵی پەڕۆیی', 'دمية محشوة'),
          spec: options(O.height, U.cm, [25, 40, 60]),
        },
        {
          name: text('玩偶', 'Dolls', 'بووکەڵە', 'الدمى'),
          icon: 'doll',
          item: itemF('玩偶', 'Doll', 'بووکەڵە', 'دمية'),
          spec: options(O.height, U.cm, [30, 45]),
        },
        {
          name: text('毛绒抱枕', 'Plush Pillows', 'سەرینی پەڕۆیی', 'الوسائد المحشوة'),
          icon: 'plushPillow',
          item: itemF('毛绒抱枕', 'Plush Pillow', 'سەرینی پەڕۆیی', 'وسادة محشوة'),
        },
      ],
    },
    {
      name: text('户外玩具', 'Outdoor Play', 'یاریی دەرەوە', 'الألعاب الخارجية'),
      icon: 'ball',
      adjectives: [A.colourful, A.lightweight, A.foldable, A.heavyDuty],
      materials: [M.rubber, M.plastic, M.aluminium, M.pu],
      priceCents: [120, 6500],
      weightG: [250, 4200],
      packedMm: [600, 200, 250],
      minOrder: [2, 30],
      leaves: [
        {
          name: text('儿童滑板车', 'Kick Scooters', 'سکووتەر', 'السكوترات'),
          icon: 'kickScooter',
          item: item('儿童滑板车', "Kids' Scooter", 'سکووتەری منداڵان', 'سكوتر أطفال'),
          spec: options(O.age, U.agePlus, [3, 6], false),
        },
        {
          name: text('泡泡机', 'Bubble Machines', 'ئامێری بڵق', 'آلات الفقاعات'),
          icon: 'bubbleMachine',
          item: itemF('泡泡机', 'Bubble Machine', 'ئامێری بڵقی سابوون', 'آلة فقاعات'),
        },
        {
          name: text('足球', 'Footballs', 'تۆپی پێ', 'كرات القدم'),
          icon: 'ball',
          item: itemF('足球', 'Football', 'تۆپی پێ', 'كرة قدم'),
          spec: options(O.ballSize, U.ballSize, [3, 4, 5]),
        },
      ],
    },
  ],
};
