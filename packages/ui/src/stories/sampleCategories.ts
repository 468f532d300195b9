import type { Category } from '@tijara/domain';
import { sampleText, type SampleKey } from './sampleText';

type Node = [id: string, key: SampleKey, children?: Node[]];

/** A three-level tree as the category call returns it; stories name it in their language. */
const tree: Node[] = [
  [
    '1',
    'catElectronics',
    [
      [
        '11',
        'catPhoneAccessories',
        [
          ['111', 'catChargers'],
          ['112', 'catCables'],
          ['113', 'catPhoneCases'],
        ],
      ],
      ['12', 'catLighting', [['121', 'catDeskLamps']]],
    ],
  ],
  [
    '2',
    'homeAppliances',
    [
      [
        '21',
        'catCleaning',
        [
          ['211', 'cleaningRobot'],
          ['212', 'catVacuums'],
        ],
      ],
      ['22', 'catKitchen', [['221', 'catBlenders']]],
    ],
  ],
  ['3', 'catClothing', [['31', 'catWomen', [['311', 'catDresses']]]]],
];

const toCategories = (globals: Record<string, unknown>, nodes: Node[]): Category[] =>
  nodes.map(([categoryId, key, children]) => ({
    categoryId,
    categoryName: sampleText(globals, key),
    children: children ? toCategories(globals, children) : undefined,
  }));

/** The sample category tree in the story's language. */
export const sampleCategories = (globals: Record<string, unknown>): Category[] => toCategories(globals, tree);
