/**
 * Catalogue benchmarks (issue 6, item 7): keyword search and product detail under concurrent load
 * from autocannon on loopback, against the built server on PostgreSQL and on embedded PGlite, with
 * a generated catalogue (50,000 products by default).
 *
 *   pnpm --filter @tijara/server build
 *   pnpm bench:server [--products 50000] [--connections 50] [--duration 20] [--db postgres,pglite]
 *                     [--no-cache] [--no-write]
 *
 * For each database: a fresh database (a throw-away PostgreSQL server with its crash-safe defaults,
 * or a PGlite folder), `cli.js seed-catalogue`, then `main.js` in production mode. Queries are
 * words of real product names read back from the server in all four languages, a tenth of them
 * with one letter changed (a typo), so the database does not see one query over and over.
 * Latency percentiles come from every response's own time (autocannon reports p97.5, not p95). The
 * figures are written to BENCHMARKS.md between this script's markers (not with --no-write).
 *
 * The keyword search is measured twice on the same catalogue: with the server's search cache
 * (`CATALOGUE_CACHE=on`, the default: after the warm-up every word's ranking is kept, so it
 * measures reading the cards) and without it (`CATALOGUE_CACHE=off`: every request is searched in
 * the database). `--no-cache` measures only without it. Product detail uses no cache either way
 * and is measured once.
 *
 * When the storefront is built with its server-side renderer (`pnpm build`: apps/web/dist and
 * dist-ssr), a product page rendered on the server (`GET /commodity_details?...`, Brotli, the
 * page's first calls answered in-process) is measured once as well, in rotating languages.
 */
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RequestSpec } from 'autocannon';
import type { CategoryNodeWire } from '@tijara/api/contract';
import { LANGUAGE_CODE } from '@tijara/domain';
import { SEEDED_GROUPS } from '../src/modules/catalogue/migrations/0025_search_synonyms';
import {
  call as pdpdCall,
  cpuNow,
  cpuPerCall,
  seededServerEnv,
  LANGUAGES,
  load as loadWith,
  loadAverage,
  measuredRow,
  repositoryRoot,
  requireBuiltServer,
  runCleanups,
  startServer,
  stopServer,
  writeSection,
  type Measured,
} from './benchSupport';

const webDist = path.join(repositoryRoot, 'apps', 'web', 'dist');
/** Whether the storefront's build, with its server-side renderer, is there to render pages. */
const rendersPages =
  existsSync(path.join(webDist, 'index.html')) &&
  existsSync(path.join(repositoryRoot, 'apps', 'web', 'dist-ssr', 'entry-server.js'));
const START_MARK = '<!-- server-bench:start -->';
const END_MARK = '<!-- server-bench:end -->';

/** The same languages as the storefront's preference cookie names them. */
const PAGE_LOCALES = ['ar', 'ckb', 'en', 'zh'] as const;

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    db: { type: 'string', default: 'postgres,pglite' },
    'no-cache': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const products = Number(args.products);
const connections = Number(args.connections);
const duration = Number(args.duration);
const load = (name: string, url: string, nextRequest: () => RequestSpec, seconds = duration) =>
  loadWith(name, url, nextRequest, { connections, duration: seconds });
const databases = args.db.split(',').map((name) => name.trim());
/** The server's CATALOGUE_CACHE settings to measure the search with. */
const cacheModes: readonly CacheMode[] = args['no-cache'] ? ['off'] : ['on', 'off'];

type CacheMode = 'on' | 'off';

interface DatabaseRun {
  db: string;
  seedSeconds: number;
  /** `cpu`: the server's and PostgreSQL's CPU per search (`cpuPerCall`), steadier than latency. */
  searches: { cache: CacheMode; measured: Measured; cpu: string }[];
  detail: Measured;
  /** The product page rendered on the server; absent when the storefront is not built. */
  page: Measured | undefined;
  /** The 1-minute load average before and after, as /proc/loadavg says: the machine is shared. */
  load: [string, string];
}

/** One letter of a word replaced by its neighbour in the word: a plausible typo. */
function withTypo(word: string, index: number): string {
  const letters = Array.from(word);
  if (letters.length < 5) return word;
  const at = 1 + (index % (letters.length - 2));
  letters[at] = letters[at + 1] ?? letters[at] ?? '';
  return letters.join('');
}

interface Workload {
  keywords: { keyword: string; language: string }[];
  productIds: string[];
}

/**
 * Search words and product ids read back from the server's own catalogue, in every language: words
 * of product names (common and rare), a tenth of them with a typo, then the leaf categories' names
 * and the seeded synonyms' terms.
 */
async function workloadFrom(base: string): Promise<Workload> {
  const keywords: Workload['keywords'] = [];
  const productIds = new Set<string>();
  for (const language of LANGUAGES) {
    for (let round = 0; round < 6; round += 1) {
      const sample = await pdpdCall<{ id: string; name: string }[]>(
        base,
        '/hello/randomList/list',
        { pageSize: 40 },
        { language },
      );
      for (const product of sample) {
        productIds.add(product.id);
        const words =
          language === '0'
            ? [product.name.slice(0, 2), product.name.slice(2, 4)]
            : product.name.split(/\s+/).filter((word) => word.length >= 3);
        const word = words[(round + keywords.length) % Math.max(words.length, 1)];
        if (word) {
          const typo = keywords.length % 10 === 9 && language !== '0';
          keywords.push({ keyword: typo ? withTypo(word, keywords.length) : word, language });
        }
      }
    }
  }
  // Category words and synonyms buyers type (issue 16, item 5): every leaf category's name, and a
  // term of each seeded synonym group, in its language.
  for (const language of LANGUAGES) {
    const tree = await pdpdCall<CategoryNodeWire[]>(
      base,
      '/ds/category/sub-category-tree',
      { parentId: 0 },
      { language },
    );
    for (const name of leafNames(tree)) keywords.push({ keyword: name, language });
  }
  for (const [locale, groups] of Object.entries(SEEDED_GROUPS)) {
    const language = LANGUAGE_CODE[locale as keyof typeof SEEDED_GROUPS];
    groups.forEach((terms, index) => {
      const term = terms[index % terms.length];
      if (term) keywords.push({ keyword: term, language: String(language) });
    });
  }
  // A request without its keyword would measure a plain list, not a search.
  const missing = keywords.filter(({ keyword }) => typeof keyword !== 'string' || keyword.trim() === '');
  if (missing.length > 0) throw new Error(`${missing.length} search words came back empty`);
  return { keywords, productIds: [...productIds] };
}

function leafNames(nodes: readonly CategoryNodeWire[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? leafNames(node.children) : [node.categoryName]));
}

async function benchmark(db: string): Promise<DatabaseRun> {
  const cleanups: (() => void)[] = [];
  try {
    const { env, seedSeconds, loadAtStart } = await seededServerEnv(
      db,
      products,
      rendersPages ? webDist : null,
      cleanups,
    );

    const searches: DatabaseRun['searches'] = [];
    let detail: Measured | undefined;
    let page: Measured | undefined;
    let workload: Workload | undefined;
    for (const cache of cacheModes) {
      const { child, port } = await startServer({ ...env, CATALOGUE_CACHE: cache });
      const stop = () => child.kill('SIGKILL');
      cleanups.unshift(stop);
      const base = `http://127.0.0.1:${port}`;
      workload ??= await workloadFrom(base);
      const { keywords, productIds } = workload;
      console.log(`[${db}] ${keywords.length} search words, ${productIds.length} product ids`);

      let searchIndex = 0;
      const searchRequest = (): RequestSpec => {
        const { keyword, language } = keywords[searchIndex++ % keywords.length] ?? keywords[0]!;
        return {
          path: '/pdpd/ds/product/hello-page',
          headers: { 'content-type': 'application/json', language },
          body: JSON.stringify({ keyword, pageNum: 1, pageSize: 20 }),
        };
      };
      let detailIndex = 0;
      const detailRequest = (): RequestSpec => ({
        path: '/pdpd/hello/product/detail',
        headers: {
          'content-type': 'application/json',
          language: LANGUAGES[detailIndex % LANGUAGES.length] ?? '9',
        },
        body: JSON.stringify({ productId: productIds[detailIndex++ % productIds.length] }),
      });

      // A short warm-up, not measured: JIT, connection pool, PostgreSQL's caches (and, with the
      // search cache on, the rankings of most words).
      await load('warm-up', base, searchRequest, 3);
      console.log(`[${db}] search, cache ${cache}: ${connections} connections, ${duration} s`);
      const before = cpuNow(child);
      const measured = await load('keyword search (hello-page)', base, searchRequest);
      const cpu = cpuPerCall(before, cpuNow(child), measured.total);
      console.log(`[${db}] search, cache ${cache}: ${cpu}`);
      searches.push({ cache, measured, cpu });
      if (!detail) {
        await load('warm-up', base, detailRequest, 3);
        console.log(`[${db}] detail: ${connections} connections, ${duration} s`);
        detail = await load('product detail', base, detailRequest);
      }
      if (rendersPages && !page) {
        let pageIndex = 0;
        const pageRequest = (): RequestSpec => {
          const index = pageIndex++;
          return {
            method: 'GET',
            path: `/commodity_details?productId=${productIds[index % productIds.length]}`,
            headers: {
              'accept-encoding': 'br',
              cookie: `tijara.locale=${PAGE_LOCALES[index % PAGE_LOCALES.length] ?? 'ar'}`,
            },
          };
        };
        await load('warm-up', base, pageRequest, 3);
        console.log(`[${db}] product page rendered on the server: ${connections} connections, ${duration} s`);
        page = await load('product page, rendered (HTML)', base, pageRequest);
      }
      await stopServer(child);
      cleanups.splice(cleanups.indexOf(stop), 1);
    }
    if (!detail) throw new Error('no server was started');
    return { db, seedSeconds, searches, detail, page, load: [loadAtStart, loadAverage()] };
  } finally {
    runCleanups(cleanups);
  }
}

const row = (db: string, cache: string, measured: Measured): string => measuredRow([db], measured, [cache]);

function report(runs: DatabaseRun[]): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const flags = args['no-cache'] ? ' --no-cache' : '';
  const lines = [
    START_MARK,
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${products.toLocaleString('en')} generated products; autocannon on loopback, ${connections} connections, ${duration} s per run after a 3 s warm-up. Latency in milliseconds from each response's own time. "Search cache" is the server's CATALOGUE_CACHE: on, each word's ranking is kept for a minute after its first search (the warm-up searches most words), so the run mostly measures reading the cards; off, every request searches the database.`,
    '',
    '```sh',
    'pnpm --filter @tijara/server build',
    `pnpm bench:server --products ${products} --connections ${connections} --duration ${duration} --db ${databases.join(',')}${flags}`,
    '```',
    '',
    '| database | call | search cache | p50 | p95 | p99 | requests/s | requests | non-2xx or errors |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((entry) => [
      ...entry.searches.map((search) => row(entry.db, search.cache, search.measured)),
      row(entry.db, 'n/a', entry.detail),
      ...(entry.page ? [row(entry.db, 'n/a', entry.page)] : []),
    ]),
    '',
    ...runs.map(
      (entry) =>
        `- ${entry.db}: seeding ${products.toLocaleString('en')} products took ${entry.seedSeconds.toFixed(0)} s (\`cli.js seed-catalogue\`, images included); the machine's 1-minute load average was ${entry.load[0]} before and ${entry.load[1]} after (it is shared). ${entry.searches.map((search) => `Search cache ${search.cache}: ${search.cpu}`).join('; ')}.`,
    ),
    END_MARK,
  ];
  return lines.join('\n');
}

requireBuiltServer();
const runs: DatabaseRun[] = [];
for (const db of databases) runs.push(await benchmark(db));
const section = report(runs);
console.log(`\n${section}\n`);
if (!args['no-write']) {
  writeSection(START_MARK, END_MARK, 'Server: catalogue search and product detail', section);
}
