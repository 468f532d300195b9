/**
 * Judging the keyword search (issue 16, item 1): the judged queries (`judgedQueries.ts`) are run
 * through the storefront's own keyword search call (`/ds/product/hello-page` with `keyword`, over
 * the whole HTTP stack by `app.inject`) on a database holding the generated catalogue, and each
 * first page of ten is compared with the products the query's rule picks from the same catalogue.
 *
 * Figures per query (over the first page of ten):
 * - recall@10: relevant products shown / min(10, relevant products), so a query with thousands of
 *   relevant products scores 1 when all ten shown are relevant;
 * - reciprocal rank: 1 / the position of the first relevant product, 0 when none is shown;
 * - precision@10: relevant products shown / products shown, 0 when nothing is shown;
 * - zero result: the search found nothing at all.
 * Groups average them over their queries. A query whose rule picks no product of the catalogue
 * (possible with a small catalogue) cannot be judged and is counted apart.
 */
import { LANGUAGE_CODE } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../src/db/database';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { buildApp } from '../../src/http/buildApp';
import { migrations } from '../../src/modules/areas';
import type { CategoryRow, ProductRow, Texts } from '../../src/modules/catalogue/catalogueRows';
import { insertRows } from '../../src/modules/catalogue/catalogueWrites';
import {
  DEFAULT_CATALOGUE_SEED,
  generateCatalogue,
} from '../../src/seed/catalogue/generate/generateCatalogue';
import { QUERY_CLASSES, QUERY_LANGUAGES, type JudgedQuery, type Rule } from './judgedQueries';

/** The seed's clock: product dates count from it (the search does not look at them). */
const CATALOGUE_DATE = new Date('2026-11-01T06:00:00Z');
export const PAGE = 10;

/** What a rule is judged on: a product's id, name, categories and brand. */
export interface JudgedProduct {
  id: string;
  name: Texts;
  categoryIds: readonly number[];
  brandId: number | null;
}

export interface JudgedCatalogue {
  products: readonly JudgedProduct[];
  categories: readonly CategoryRow[];
  brands: readonly { id: number; name: Texts }[];
}

/** A database with the generated catalogue's rows (no pictures: the search does not read them) and the app on it. */
export interface SearchUnderTest {
  db: Database;
  app: FastifyInstance;
  catalogue: JudgedCatalogue;
  close(): Promise<void>;
}

/**
 * The generated catalogue's categories and brands, without their pictures: `media` stays empty,
 * and the search reads no picture. (Products are written by the caller.)
 */
export async function insertCategoriesAndBrands(
  tx: Queryable,
  generated: Pick<ReturnType<typeof generateCatalogue>, 'categories' | 'brands'>,
): Promise<void> {
  await insertRows(
    tx,
    'category',
    generated.categories.map((row) => ({ ...row, image_key: null })),
  );
  await insertRows(
    tx,
    'brand',
    generated.brands.map((row) => ({ ...row, logo_key: null })),
  );
}

/**
 * An in-memory PGlite database, migrated and seeded, with the generated catalogue of `products`
 * products (seed 1 unless said), and the app with its search cache off (each query is searched).
 */
export async function openSearchUnderTest(
  products: number,
  catalogueSeed = DEFAULT_CATALOGUE_SEED,
): Promise<SearchUnderTest> {
  const db = await openPglite('memory://');
  await migrate(db, migrations);
  await seed(db);
  const generated = generateCatalogue({
    products,
    seed: catalogueSeed,
    now: CATALOGUE_DATE,
    videoKeys: [],
  });
  const judged: JudgedProduct[] = [];
  await db.transaction(async (tx) => {
    await insertCategoriesAndBrands(tx, generated);
    let batch: ProductRow[] = [];
    for (const { product } of generated.products()) {
      batch.push(product);
      judged.push({
        id: String(product.id),
        name: product.name,
        categoryIds: product.category_ids,
        brandId: product.brand_id,
      });
      if (batch.length >= 1_000) {
        await insertRows(tx, 'product', batch);
        batch = [];
      }
    }
    await insertRows(tx, 'product', batch);
  });
  await db.exec('ANALYZE product; ANALYZE search_word');
  const app = await buildApp({ db, catalogueCache: false });
  await app.ready();
  return {
    db,
    app,
    catalogue: {
      products: judged,
      categories: generated.categories,
      brands: generated.brands.map((row) => ({ id: row.id, name: row.name })),
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

function categoryIdOf(catalogue: JudgedCatalogue, level: number, name: string): number {
  const found = catalogue.categories.find((row) => row.level === level && row.name.en === name);
  if (!found) throw new Error(`no level-${level} category "${name}" in the generated catalogue`);
  return found.id;
}

/** The products a rule picks, as a test on one product; unknown category or brand names throw. */
export function ruleTest(catalogue: JudgedCatalogue, rule: Rule): (product: JudgedProduct) => boolean {
  switch (rule.kind) {
    case 'leaf':
    case 'child':
    case 'root': {
      const id = categoryIdOf(catalogue, { root: 1, child: 2, leaf: 3 }[rule.kind], rule.name);
      return (product) => product.categoryIds.includes(id);
    }
    case 'brand': {
      const found = catalogue.brands.find((row) => row.name.en === rule.name);
      if (!found) throw new Error(`no brand "${rule.name}" in the generated catalogue`);
      return (product) => product.brandId === found.id;
    }
    case 'name': {
      const wanted = rule.text.toLowerCase();
      return (product) => (product.name[rule.locale] ?? '').toLowerCase().includes(wanted);
    }
    case 'all': {
      const tests = rule.rules.map((each) => ruleTest(catalogue, each));
      return (product) => tests.every((test) => test(product));
    }
    case 'any': {
      const tests = rule.rules.map((each) => ruleTest(catalogue, each));
      return (product) => tests.some((test) => test(product));
    }
  }
}

export function expectedIds(catalogue: JudgedCatalogue, rule: Rule): Set<string> {
  const test = ruleTest(catalogue, rule);
  return new Set(catalogue.products.filter(test).map((product) => product.id));
}

export interface QueryJudgement {
  query: JudgedQuery;
  /** Relevant products in the catalogue. */
  relevant: number;
  /** Ids of the first page, in order. */
  shown: string[];
  total: number;
  recall: number;
  reciprocalRank: number;
  precision: number;
  zeroResult: boolean;
}

/** The first page of the storefront's keyword search, in the buyer's language. */
export async function searchFirstPage(
  app: FastifyInstance,
  query: JudgedQuery,
): Promise<{ ids: string[]; total: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/pdpd/ds/product/hello-page',
    headers: {
      'content-type': 'application/json',
      language: String(LANGUAGE_CODE[query.language]),
      channel: '6',
      'user-type': '2',
    },
    payload: JSON.stringify({ keyword: query.text, pageNum: 1, pageSize: PAGE }),
  });
  const body = response.json<{
    success: boolean;
    msg: string;
    data: { records: { id: string }[]; total: number };
  }>();
  if (response.statusCode !== 200 || !body.success)
    throw new Error(`search "${query.text}" answered ${response.statusCode}: ${body.msg}`);
  return { ids: body.data.records.map((record) => String(record.id)), total: body.data.total };
}

/** Runs one query and judges its first page; null when its rule picks no product. */
export async function judgeQuery(
  search: SearchUnderTest,
  query: JudgedQuery,
): Promise<QueryJudgement | null> {
  const relevant = expectedIds(search.catalogue, query.expected);
  if (relevant.size === 0) return null;
  const { ids, total } = await searchFirstPage(search.app, query);
  const shown = ids.slice(0, PAGE);
  const hits = shown.filter((id) => relevant.has(id)).length;
  const firstHit = shown.findIndex((id) => relevant.has(id));
  return {
    query,
    relevant: relevant.size,
    shown,
    total,
    recall: hits / Math.min(PAGE, relevant.size),
    reciprocalRank: firstHit < 0 ? 0 : 1 / (firstHit + 1),
    precision: shown.length === 0 ? 0 : hits / shown.length,
    zeroResult: total === 0,
  };
}

export interface Summary {
  group: string;
  queries: number;
  recall: number;
  mrr: number;
  precision: number;
  zeroRate: number;
}

export function summarize(group: string, judgements: readonly QueryJudgement[]): Summary {
  const mean = (pick: (judgement: QueryJudgement) => number) =>
    judgements.length === 0
      ? Number.NaN
      : judgements.reduce((sum, each) => sum + pick(each), 0) / judgements.length;
  return {
    group,
    queries: judgements.length,
    recall: mean((each) => each.recall),
    mrr: mean((each) => each.reciprocalRank),
    precision: mean((each) => each.precision),
    zeroRate: mean((each) => (each.zeroResult ? 1 : 0)),
  };
}

export interface Evaluation {
  judgements: QueryJudgement[];
  /** Queries whose rule picks no product of this catalogue. */
  unjudged: JudgedQuery[];
  overall: Summary;
  byClass: Summary[];
  byLanguage: Summary[];
}

/** Runs every query, one at a time, and sums the figures up overall, per class and per language. */
export async function evaluate(
  search: SearchUnderTest,
  queries: readonly JudgedQuery[],
): Promise<Evaluation> {
  const judgements: QueryJudgement[] = [];
  const unjudged: JudgedQuery[] = [];
  for (const query of queries) {
    const judged = await judgeQuery(search, query);
    if (judged) judgements.push(judged);
    else unjudged.push(query);
  }
  return {
    judgements,
    unjudged,
    overall: summarize('overall', judgements),
    byClass: QUERY_CLASSES.map((name) =>
      summarize(
        name,
        judgements.filter((each) => each.query.class === name),
      ),
    ),
    byLanguage: QUERY_LANGUAGES.map((name) =>
      summarize(
        name,
        judgements.filter((each) => each.query.language === name),
      ),
    ),
  };
}

/** The figures as a Markdown table (columns padded as prettier writes them): overall, then each class, then each language. */
export function summaryTable(evaluation: Evaluation): string {
  const figure = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(3));
  const header = ['group', 'queries', 'recall@10', 'MRR', 'precision@10', 'zero-result rate'];
  const summaries = [
    evaluation.overall,
    ...evaluation.byClass.map((summary) => ({ ...summary, group: `class: ${summary.group}` })),
    ...evaluation.byLanguage.map((summary) => ({ ...summary, group: `language: ${summary.group}` })),
  ];
  const body = summaries.map((summary) => [
    summary.group,
    String(summary.queries),
    figure(summary.recall),
    figure(summary.mrr),
    figure(summary.precision),
    figure(summary.zeroRate),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
