import {
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  helloPage,
  listSearchSynonyms,
  removeSearchSynonymTerm,
  type SearchSynonymGroupWire,
} from '@tijara/api/contract';
import { SEARCH_SYNONYM_GROUP_MAX_TERMS, searchQueryOf, searchWordsOf } from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCategories, saveProduct } from '../src/modules/catalogue/catalogueWrites';
import { SEEDED_GROUPS, seededTermsOf } from '../src/modules/catalogue/migrations/0025_search_synonyms';
import { productSearchDocument, searchDocumentNames } from '../src/modules/catalogue/searchDocuments';
import { synonymsOfQuery } from '../src/modules/catalogue/searchSynonyms';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import { suiteCalls, type OpenDatabase } from './support/paymentSuite';
import { testProduct } from './support/productFixture';

/** The folded words of what a buyer types, as the search hands them to `synonymsOfQuery`. */
const wordsOf = (query: string) => searchWordsOf(searchQueryOf(query) ?? '');

/** Search synonyms as data (issue 16 item 2): the seeded groups, the lookup, and staff's changes. */
function searchSynonymTests(h: Harness) {
  const { ok, as, staffMember } = suiteCalls(h);
  let operations: RegisteredUser;

  beforeAll(async () => {
    operations = await staffMember('operations');
  });

  const spansOf = (query: string) => synonymsOfQuery(h.db, wordsOf(query));
  /** The alternatives of the span from `start` to `end`, as texts. */
  const alternativesAt = async (query: string, start: number, end: number) => {
    const span = (await spansOf(query)).find((each) => each.start === start && each.end === end);
    return span?.alternatives.map((words) => words.join(' '));
  };

  describe('the seeded groups', () => {
    it('stores every seeded term of every group, folded as queries are', async () => {
      const rows = await h.db.query<{ term: string; folded: string }>(
        'SELECT term, folded FROM search_synonym s JOIN search_synonym_group g ON g.id = s.group_id WHERE g.created_by IS NULL',
      );
      const seeded = Object.values(SEEDED_GROUPS).flat();
      // No seeded term is one its group's rule would refuse or one its group has already.
      for (const terms of seeded) expect(seededTermsOf(terms).map(({ term }) => term)).toEqual(terms);
      expect(rows).toHaveLength(seeded.flat().length);
      for (const { term, folded } of rows) expect(folded).toBe(searchQueryOf(term));
      const [groups] = await h.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM search_synonym_group WHERE created_by IS NULL',
      );
      expect(groups?.count).toBe(seeded.length);
      // Groups in each of the four languages.
      for (const language of ['ar', 'ckb', 'en', 'zh'] as const)
        expect(SEEDED_GROUPS[language].length).toBeGreaterThanOrEqual(25);
    });

    it("finds the issue's examples of what buyers say", async () => {
      expect(await alternativesAt('earphones', 0, 1)).toEqual(
        expect.arrayContaining(['headphones', 'earbuds']),
      );
      expect(await alternativesAt('mobile', 0, 1)).toEqual(expect.arrayContaining(['phone', 'cell']));
      expect(await alternativesAt('قنفة', 0, 1)).toContain('كنبه');
      expect(await alternativesAt('سشوار', 0, 1)).toContain('مجفف شعر');
      // Chinese as the folding splits it into words (移动 电源).
      expect(await alternativesAt('移动电源', 0, wordsOf('移动电源').length)).toEqual([
        searchQueryOf('充电宝'),
      ]);
      expect(await alternativesAt('充电宝', 0, wordsOf('充电宝').length)).toEqual([
        searchQueryOf('移动电源'),
      ]);
      // Kurdish typed with an Arabic keyboard folds to the same term.
      expect(await alternativesAt('تهلهفون', 0, 1)).toContain('موبايل');
    });
  });

  describe('synonymsOfQuery', () => {
    it('gives every run of one to three query words that is a term, longest first', async () => {
      const spans = await spansOf('cell phone case');
      expect(spans.map(({ start, end }) => [start, end])).toEqual([
        [0, 2], // cell phone
        [1, 3], // phone case
        [0, 1], // cell
        [1, 2], // phone
      ]);
      expect(spans[0]?.alternatives).toEqual(expect.arrayContaining([['mobile'], ['smartphone'], ['cell']]));
      expect(spans[1]?.alternatives).toEqual(expect.arrayContaining([['phone', 'cover']]));
      // Its own term is never an alternative.
      expect(spans[0]?.alternatives).not.toContainEqual(['cell', 'phone']);
    });

    it('joins the alternatives of a term in several groups, without repeats, and finds a term at each place', async () => {
      const headphones = await alternativesAt('headphones', 0, 1);
      expect(headphones).toEqual(expect.arrayContaining(['earphones', 'earbuds', 'headset']));
      expect(new Set(headphones).size).toBe(headphones?.length);
      expect((await spansOf('sofa or couch')).map(({ start, end }) => [start, end])).toEqual([
        [0, 1],
        [2, 3],
      ]);
      // A Chinese term is found inside a longer query, as its character pairs.
      const query = wordsOf('降噪耳麦');
      const term = wordsOf('耳麦');
      expect(query.length).toBeGreaterThan(term.length);
      const end = query.length;
      expect(query.slice(end - term.length)).toEqual(term);
      expect(await alternativesAt('降噪耳麦', end - term.length, end)).toContain(searchQueryOf('头戴耳机'));
    });

    it('answers nothing for words no group has, and for no words', async () => {
      expect(await spansOf('zebra crossing')).toEqual([]);
      expect(await synonymsOfQuery(h.db, [])).toEqual([]);
    });
  });

  describe("staff's synonyms", () => {
    const list = () => as(operations)<SearchSynonymGroupWire[]>(listSearchSynonyms.path).then(ok);
    const addGroup = (terms: unknown, locale: 'en' | 'ar' = 'en') =>
      as(operations)<SearchSynonymGroupWire>(addSearchSynonymGroup.path, { terms }, { locale });
    const addTerm = (groupId: string, term: unknown, locale: 'en' | 'ar' = 'en') =>
      as(operations)<SearchSynonymGroupWire>(addSearchSynonymTerm.path, { groupId, term }, { locale });
    const removeTerm = (groupId: string, termId: string) =>
      as(operations)<{ group: SearchSynonymGroupWire | null }>(removeSearchSynonymTerm.path, {
        groupId,
        termId,
      });

    it('lists the groups, the seeded ones made by nobody', async () => {
      const groups = await list();
      expect(groups.length).toBe(Object.values(SEEDED_GROUPS).flat().length);
      const sofa = groups.find((group) => group.terms.some(({ term }) => term === 'قنفة'));
      expect(sofa).toMatchObject({ createdBy: null });
      expect(sofa?.terms.map(({ term }) => term)).toEqual(SEEDED_GROUPS.ar[0]);
    });

    it('makes a group, adds and removes terms, each counted by the next search at once', async () => {
      const made = ok(await addGroup(['  Gizmo  ', 'what   sit']));
      expect(made).toMatchObject({ createdBy: operations.userName });
      expect(made.terms.map(({ term, folded }) => [term, folded])).toEqual([
        ['Gizmo', 'gizmo'],
        ['what sit', 'what sit'],
      ]);
      expect((await list())[0]?.id).toBe(made.id);
      expect(await alternativesAt('blue gizmo', 1, 2)).toEqual(['what sit']);

      const grown = ok(await addTerm(made.id, 'Doohickey'));
      expect(grown.terms.map(({ term }) => term)).toEqual(['Gizmo', 'what sit', 'Doohickey']);
      expect(await alternativesAt('doohickey', 0, 1)).toEqual(['gizmo', 'what sit']);
      expect(await alternativesAt('gizmo', 0, 1)).toEqual(['what sit', 'doohickey']);

      const whatsit = grown.terms[1]!;
      const shrunk = ok(await removeTerm(made.id, whatsit.id));
      expect(shrunk.group?.terms.map(({ term }) => term)).toEqual(['Gizmo', 'Doohickey']);
      expect(await alternativesAt('gizmo', 0, 1)).toEqual(['doohickey']);

      // A group left with one term goes with it.
      const gone = ok(await removeTerm(made.id, grown.terms[2]!.id));
      expect(gone).toEqual({ group: null });
      expect(await spansOf('gizmo')).toEqual([]);
      expect(await h.db.query('SELECT 1 FROM search_synonym_group WHERE id = $1', [made.id])).toEqual([]);
      expect((await list()).some((group) => group.id === made.id)).toBe(false);

      h.expectFailure(
        await addTerm(made.id, 'gadget'),
        404,
        404,
        'This synonym group no longer exists; reload the list.',
      );
      h.expectFailure(await removeTerm(made.id, grown.terms[0]!.id), 404, 404);
    });

    it('refuses a term the group already has, as the search reads it, in the caller’s language', async () => {
      const made = ok(await addGroup(['gadget', 'contraption']));
      const message = 'This group already has this term (or one a search reads the same).';
      h.expectFailure(await addTerm(made.id, '  GADGET '), 409, 409, message);
      h.expectFailure(
        await addTerm(made.id, 'Gadget', 'ar'),
        409,
        409,
        'هذه الكلمة موجودة في المجموعة (أو كلمة يقرؤها البحث بالشكل نفسه).',
      );
      h.expectFailure(await addGroup(['Sofa', 'sofa']), 400, 400, message);
      h.expectFailure(await addGroup(['السشوار', 'سشوار']), 400, 400, message);
      const other = ok(await addGroup(['contraption', 'apparatus']));
      // Another group may have the same term: "earphones" means earbuds and headphones.
      expect(await alternativesAt('contraption', 0, 1)).toEqual(['gadget', 'apparatus']);
      expect(other.terms).toHaveLength(2);
      // A term not in the group named is not found there.
      h.expectFailure(
        await removeTerm(made.id, other.terms[1]!.id),
        404,
        404,
        'This term is no longer in the group; reload the list.',
      );
    });

    it('answers bad input with a 400 that says what is wrong', async () => {
      const made = ok(await addGroup(['widget', 'thingamajig']));
      const refused = async (answer: Promise<{ status: number; body: { msg: string } }>, problem: string) => {
        const { status, body } = await answer;
        expect(status, body.msg).toBe(400);
        expect(body.msg).toContain(problem);
      };
      await refused(addTerm(made.id, '   '), 'Enter a term.');
      await refused(addTerm(made.id, 'x'.repeat(41)), 'A term has at most 40 characters.');
      await refused(addTerm(made.id, '?!'), 'A term needs letters or digits.');
      await refused(
        addTerm(made.id, 'one two three four'),
        'A term has at most 3 words as the search splits it; shorten it.',
      );
      await refused(
        addTerm(made.id, '头戴式耳机'),
        'A term has at most 3 words as the search splits it; shorten it.',
      );
      await refused(addTerm(made.id, 7), 'Enter a term.');
      await refused(addGroup(['lonely']), 'A synonym group needs at least two different terms.');
      await refused(addGroup('lonely'), 'A synonym group needs at least two different terms.');
      const many = Array.from({ length: SEARCH_SYNONYM_GROUP_MAX_TERMS + 1 }, (_, index) => `word${index}`);
      await refused(addGroup(many), 'A synonym group has at most 20 terms.');
      await refused(addTerm('not-an-id', 'gear'), 'groupId');
      const arabic = await addTerm(made.id, '', 'ar');
      expect(arabic.body.msg).toContain('أدخل كلمة.');

      // A full group takes no more.
      const full = ok(await addGroup(many.slice(0, SEARCH_SYNONYM_GROUP_MAX_TERMS)));
      h.expectFailure(await addTerm(full.id, 'one more'), 422, 422, 'A synonym group has at most 20 terms.');
    });

    describe('a group staff add, over the storefront keyword search', () => {
      /** The suite's own category and product: a samovar, a word no seeded group has. */
      const CATEGORY = 916_001;
      const PRODUCT = 916_000_001;
      /** A word no product and no group has, and no typo of a catalogue word. */
      const INVENTED = 'quizzelbrook';
      let groupId: string | undefined;

      beforeAll(async () => {
        await saveCategories(h.db, [
          {
            id: CATEGORY,
            parent_id: 0,
            level: 1,
            sort: 99,
            name: { en: 'Tea Urns', ar: 'أباريق الشاي', ckb: 'قۆریەکان', zh: '茶炊' },
            image_key: null,
          },
        ]);
        const product = testProduct('searchSynonyms', PRODUCT, CATEGORY, {
          name: { en: 'Brass Samovar', ar: 'سماور نحاسي', ckb: 'سەماوەری مس', zh: '黄铜茶炊' },
        });
        // The document the server writes for it (the seed, the import and the refresh at start).
        const names = await searchDocumentNames(h.db);
        await saveProduct(h.db, { ...product, search_doc: productSearchDocument(product, names) }, []);
      });

      afterAll(async () => {
        if (groupId !== undefined)
          await h.db.query('DELETE FROM search_synonym_group WHERE id = $1', [groupId]);
        await h.db.query('DELETE FROM product WHERE id = $1', [PRODUCT]);
        await h.db.query('DELETE FROM category WHERE id = $1', [CATEGORY]);
      });

      /** The ids a guest's keyword search finds (the storefront's call, its first page of 60). */
      const searched = async (keyword: string, filter: Record<string, number> = {}): Promise<string[]> => {
        const answer = await h.call<{ records: { id: string }[] }>(helloPage.path, {
          keyword,
          pageNum: 1,
          pageSize: 60,
          ...filter,
        });
        return ok(answer).records.map((card) => String(card.id));
      };

      it('finds a product by a word staff join to its name at once, and no longer once they take it out', async () => {
        const product = String(PRODUCT);
        // The very same search each time: the storefront's cache of rankings (catalogueCache.ts, on
        // in this harness) keys them by the search's revision, which a synonym change moves.
        expect(await searched('samovar')).toContain(product);
        expect(await searched(INVENTED)).toEqual([]);

        const made = ok(await addGroup([INVENTED, 'samovar']));
        groupId = made.id;
        expect(await searched(INVENTED)).toEqual([product]);

        const invented = made.terms.find(({ term }) => term === INVENTED);
        expect(invented).toBeDefined();
        // The group is left with one term and goes with it.
        expect(ok(await removeTerm(made.id, invented!.id))).toEqual({ group: null });
        groupId = undefined;
        expect(await searched(INVENTED)).toEqual([]);
        expect(await searched('samovar')).toContain(product);
      });
    });

    it('is for operations staff only: a guest 401, a buyer and the other staff roles 403', async () => {
      const buyer = await h.registerUser();
      const callers = {
        buyer,
        procurement: await staffMember('procurement'),
        finance: await staffMember('finance'),
        administrator: await staffMember('administrator'),
      };
      const bodies = [
        [listSearchSynonyms.path, {}],
        [addSearchSynonymGroup.path, { terms: ['alpha', 'beta'] }],
        [addSearchSynonymTerm.path, { groupId: '1', term: 'gamma' }],
        [removeSearchSynonymTerm.path, { groupId: '1', termId: '1' }],
      ] as const;
      for (const [path, body] of bodies) {
        h.expectFailure(await h.call(path, body), 401, 401);
        for (const [role, user] of Object.entries(callers)) {
          const answer = await as(user)(path, body);
          expect(answer.status, `${path} as ${role}`).toBe(403);
        }
      }
      // Nothing was changed by the refused calls.
      expect(await spansOf('alpha')).toEqual([]);
      expect(await alternativesAt('قنفة', 0, 1)).toContain('كنبه');
    });
  });
}

export function describeSearchSynonyms(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: search synonyms`, () => {
    searchSynonymTests(useHarness(open));
  });
}
