import type { CategoryNodeWire } from '@tijara/api/contract';
import { localizedTextIn, type LocalizedText, type Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';
import { mediaUrlOrNull } from './mediaUrls';

interface CategoryRow {
  id: number;
  parent_id: number;
  name: LocalizedText;
  image_key: string | null;
}

/** The parent of the root categories. */
export const TOP_OF_TREE = 0;

/** Root, sub and leaf categories (issue 6: a three-level tree). */
export const TREE_LEVELS = 3;

/**
 * The category tree (levels 1-3), in the caller's language and in order, indexed by parent. The
 * home sections (level 0) are not part of it. The tree is a few hundred rows: it is read whole,
 * in one indexed query, and shaped here.
 */
export class CategoryTree {
  private constructor(
    private readonly byParent: ReadonlyMap<number, readonly CategoryRow[]>,
    private readonly ids: ReadonlySet<number>,
    private readonly locale: Locale,
  ) {}

  static async load(db: Queryable, locale: Locale): Promise<CategoryTree> {
    const rows = await db.query<CategoryRow>(
      `SELECT id, parent_id, name, image_key FROM category
        WHERE level BETWEEN 1 AND 3 ORDER BY level, sort, id`,
    );
    const byParent = new Map<number, CategoryRow[]>();
    for (const row of rows) {
      const siblings = byParent.get(row.parent_id);
      if (siblings) siblings.push(row);
      else byParent.set(row.parent_id, [row]);
    }
    return new CategoryTree(byParent, new Set(rows.map((row) => row.id)), locale);
  }

  /** Whether `id` is the top (0) or a category of the tree. */
  has(id: number): boolean {
    return id === TOP_OF_TREE || this.ids.has(id);
  }

  /**
   * The children of `parentId` down to `levels` levels (1: the children alone). The tree has three
   * levels, so {@link TREE_LEVELS} gives every descendant, and a parent link that loops in bad data
   * cannot recurse for ever.
   */
  children(parentId: number, levels: number): CategoryNodeWire[] {
    if (levels < 1) return [];
    return (this.byParent.get(parentId) ?? []).map((row) => ({
      categoryId: row.id,
      categoryName: localizedTextIn(row.name, this.locale),
      imageUrl: mediaUrlOrNull(row.image_key),
      children: this.children(row.id, levels - 1),
    }));
  }
}
