import { beauty } from './roots/beauty';
import { clothing } from './roots/clothing';
import { home } from './roots/home';
import { kitchen } from './roots/kitchen';
import { lighting } from './roots/lighting';
import { phones } from './roots/phones';
import { tools } from './roots/tools';
import { toys } from './roots/toys';
import type { RootVocabulary } from './types';

/** The three-level category tree of the generated catalogue, with the words of its products. */
export const CATALOGUE_TREE: readonly RootVocabulary[] = [
  phones,
  kitchen,
  home,
  clothing,
  toys,
  tools,
  beauty,
  lighting,
];
