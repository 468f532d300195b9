import { helloCategoryTree, type CategoryNodeWire } from '@tijara/api/contract';
import { expect, it } from 'vitest';
import { CATEGORY } from './fixture';
import type { CallOptions, CatalogueHarness } from './harness';
import { schemasOf } from '@tijara/api/contract/schemas';

const TREE = '/ds/category/hello-category-tree';

/** Names of a tree, nested: `Electronics(Audio(Headphones Speakers) ...)`. */
function outline(nodes: readonly CategoryNodeWire[]): string {
  return nodes
    .map((node) =>
      node.children.length > 0 ? `${node.categoryName}(${outline(node.children)})` : node.categoryName,
    )
    .join(' ');
}

export function categoryTests(h: CatalogueHarness) {
  const tree = (query: Record<string, string>, options?: CallOptions) =>
    h.call<CategoryNodeWire[]>(TREE, undefined, { method: 'GET', query, ...options });

  it('answers the three-level tree in order, without the home sections, in the language asked for', async () => {
    const answer = await tree({ language: '1' }, { locale: 'ar' });
    expect(answer.status).toBe(200);
    expect(outline(answer.body.data)).toBe(
      'Electronics(Audio(Headphones Speakers) Phones & accessories(Phone cases Smartphones)) ' +
        'Home & Kitchen(Kitchen appliances(Blenders Irons Kitchenware) Furniture(Chairs)) ' +
        "Clothing(Men's clothing(Shirts Shoes))",
    );
    const [electronics] = answer.body.data;
    expect(electronics).toMatchObject({
      categoryId: CATEGORY.electronics,
      imageUrl: '/media/fixture/category/electronics.webp',
    });
    expect(electronics?.children[0]).toMatchObject({ categoryId: CATEGORY.audio, imageUrl: null });
    // The contract turns the wire into the domain's categories (string ids, as menus use them).
    const parsed = schemasOf(helloCategoryTree).response.parse(answer.body.data);
    expect(parsed[0]?.categoryId).toBe(String(CATEGORY.electronics));
    expect(parsed[0]?.children[0]?.children[0]).toEqual({
      categoryId: String(CATEGORY.headphones),
      categoryName: 'Headphones',
      imageUrl: null,
      children: [],
    });
  });

  it('takes the language from the header without the query, Arabic without either, and falls back to Arabic', async () => {
    expect((await tree({}, { locale: 'zh' })).body.data.map((node) => node.categoryName)).toEqual([
      '电子产品',
      '家居厨房',
      '服装',
    ]);
    expect((await tree({}, { locale: null })).body.data.map((node) => node.categoryName)).toEqual([
      'إلكترونيات',
      'المنزل والمطبخ',
      'ملابس',
    ]);
    const kurdish = await tree({ language: '10' });
    expect(outline(kurdish.body.data)).toContain('ئامێری چێشتخانە(تێکەڵکەر ئوتوو أدوات المطبخ)');
  });

  it('refuses a language that is not one of the header codes, unknown parameters, and POST', async () => {
    h.expectFailure(await tree({ language: '5' }), 400, 400, /language/);
    h.expectFailure(await tree({ language: '' }), 400, 400, /language/);
    h.expectFailure(await tree({ lang: '1' }), 400, 400, /lang/);
    h.expectFailure(await h.call(TREE, {}), 405, 405);
  });

  it('lists the root categories alone', async () => {
    const roots = await h.data<CategoryNodeWire[]>('/ds/category/root-category');
    expect(roots.map((node) => [node.categoryId, node.categoryName, node.children])).toEqual([
      [CATEGORY.electronics, 'Electronics', []],
      [CATEGORY.home, 'Home & Kitchen', []],
      [CATEGORY.clothing, 'Clothing', []],
    ]);
  });

  it('answers the subtree below a category, and the whole tree below 0', async () => {
    const below = await h.data<CategoryNodeWire[]>('/ds/category/sub-category-tree', {
      parentId: CATEGORY.electronics,
    });
    expect(outline(below)).toBe('Audio(Headphones Speakers) Phones & accessories(Phone cases Smartphones)');
    const whole = await h.data<CategoryNodeWire[]>('/ds/category/sub-category-tree', { parentId: 0 });
    expect(whole).toEqual((await tree({ language: '1' })).body.data);
    expect(await h.data('/ds/category/sub-category-tree', { parentId: CATEGORY.shirts })).toEqual([]);
  });

  it("lists a category's direct children only", async () => {
    const children = await h.data<CategoryNodeWire[]>('/ds/category/list-sub-category', {
      parentId: CATEGORY.home,
    });
    expect(children.map((node) => [node.categoryName, node.children])).toEqual([
      ['Kitchen appliances', []],
      ['Furniture', []],
    ]);
    const roots = await h.data<CategoryNodeWire[]>('/ds/category/list-sub-category', { parentId: 0 });
    expect(roots.map((node) => node.categoryId)).toEqual([
      CATEGORY.electronics,
      CATEGORY.home,
      CATEGORY.clothing,
    ]);
    expect(await h.data('/ds/category/list-sub-category', { parentId: CATEGORY.headphones })).toEqual([]);
  });

  it('answers 404 for a category that is not in the tree, home sections included', async () => {
    for (const path of ['/ds/category/sub-category-tree', '/ds/category/list-sub-category']) {
      h.expectFailure(await h.call(path, { parentId: 999 }), 404, 404, 'There is no category with this id.');
      h.expectFailure(
        await h.call(path, { parentId: 30 }, { locale: 'ar' }),
        404,
        404,
        'لا توجد فئة بهذا الرقم.',
      );
    }
  });
}
