import type { ArtPool } from '../art/artPool';
import { categoryDrawing } from '../art/markArt';
import type { CategoryRow } from '../../../modules/catalogue/catalogueRows';
import { COLOURS } from '../vocabulary/colours';
import { HOME_SECTIONS } from '../vocabulary/storeContent';
import type { ChildVocabulary, LeafVocabulary, RootVocabulary } from '../vocabulary/types';

/** Tree category ids start here, clear of the home section ids (12, 30, 54, 101). */
export const FIRST_ROOT_ID = 1001;
export const FIRST_CHILD_ID = 1101;
export const FIRST_LEAF_ID = 1201;

/** Where a leaf sits in the tree, with everything a product of it needs. */
export interface LeafPlace {
  rootIndex: number;
  root: RootVocabulary;
  child: ChildVocabulary;
  leaf: LeafVocabulary;
  rootId: number;
  childId: number;
  leafId: number;
}

export interface CategoryTree {
  rows: CategoryRow[];
  leaves: LeafPlace[];
  rootIds: number[];
}

const TILE_COLOURS = COLOURS.filter((colour) => colour.id !== 'white');
const TILE_PX = 300;

/** A category's tile: the drawing of its first-level child, its own child or its own leaf. */
function tile(art: ArtPool, category: ChildVocabulary | LeafVocabulary, id: number): string {
  const colour = TILE_COLOURS[id % TILE_COLOURS.length] ?? TILE_COLOURS[0];
  if (!colour) throw new Error('the palette is empty');
  return art.picture('category', categoryDrawing(category.icon, colour.hex), TILE_PX, TILE_PX);
}

/**
 * The home sections (level 0) and the three-level tree, numbered in order: roots from 1001,
 * second level from 1101, leaves from 1201. Every category has a picture.
 */
export function generateCategories(tree: readonly RootVocabulary[], art: ArtPool): CategoryTree {
  const rows: CategoryRow[] = HOME_SECTIONS.map((section) => ({
    id: section.id,
    parent_id: 0,
    level: 0,
    sort: section.sort,
    name: section.name,
    image_key: null,
  }));
  const leaves: LeafPlace[] = [];
  const rootIds: number[] = [];
  let childId = FIRST_CHILD_ID;
  let leafId = FIRST_LEAF_ID;
  tree.forEach((root, rootIndex) => {
    const rootId = FIRST_ROOT_ID + rootIndex;
    const firstChild = root.children[0];
    if (!firstChild) throw new Error(`root category ${root.name.en} has no children`);
    rootIds.push(rootId);
    rows.push({
      id: rootId,
      parent_id: 0,
      level: 1,
      sort: rootIndex,
      name: root.name,
      image_key: tile(art, firstChild, rootId),
    });
    root.children.forEach((child, childIndex) => {
      const thisChildId = childId;
      childId += 1;
      rows.push({
        id: thisChildId,
        parent_id: rootId,
        level: 2,
        sort: childIndex,
        name: child.name,
        image_key: tile(art, child, thisChildId),
      });
      child.leaves.forEach((leaf, leafIndex) => {
        const thisLeafId = leafId;
        leafId += 1;
        rows.push({
          id: thisLeafId,
          parent_id: thisChildId,
          level: 3,
          sort: leafIndex,
          name: leaf.name,
          image_key: tile(art, leaf, thisLeafId),
        });
        leaves.push({ rootIndex, root, child, leaf, rootId, childId: thisChildId, leafId: thisLeafId });
      });
    });
  });
  return { rows, leaves, rootIds };
}
