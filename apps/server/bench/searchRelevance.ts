/**
 * Search relevance on the judged query set (issue 16, item 1): how well the keyword search finds
 * what buyers mean, per query class and language.
 *
 *   pnpm bench:search-relevance [--products 2000] [--seed 1] [--queries] [--no-write]
 *
 * An in-memory PGlite database gets the generated catalogue's rows (`--products`, by default the
 * development catalogue's 2,000; no pictures); each judged query (`search/judgedQueries.ts`) is
 * searched through the storefront's keyword search call (`/ds/product/hello-page`, over the whole
 * HTTP stack by `app.inject`, search cache off) in the buyer's language, and its first page of ten
 * is compared with the products the query's rule picks from the same catalogue
 * (`search/relevance.ts` says how each figure is computed). Needs no build. The table is written
 * to BENCHMARKS.md between this script's markers (not with --no-write); `--queries` also prints
 * every query's figures.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import {
  DEFAULT_CATALOGUE_SEED,
  DEFAULT_PRODUCT_COUNT,
} from '../src/seed/catalogue/generate/generateCatalogue';
import { loadAverage, writeSection } from './benchSupport';
import { JUDGED_QUERIES } from './search/judgedQueries';
import { evaluate, openSearchUnderTest, summaryTable } from './search/relevance';

const START_MARK = '<!-- search-relevance:start -->';
const END_MARK = '<!-- search-relevance:end -->';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
    seed: { type: 'string', default: String(DEFAULT_CATALOGUE_SEED) },
    queries: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const products = Number(args.products);
const catalogueSeed = Number(args.seed);

console.log(`Loading ${products} generated products (seed ${catalogueSeed}) into PGlite...`);
const search = await openSearchUnderTest(products, catalogueSeed);
let evaluation;
const started = performance.now();
try {
  evaluation = await evaluate(search, JUDGED_QUERIES);
} finally {
  await search.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (args.queries) {
  for (const judged of evaluation.judgements) {
    const { query } = judged;
    console.log(
      [
        query.language,
        query.class,
        JSON.stringify(query.text),
        `relevant ${judged.relevant}`,
        `found ${judged.total}`,
        `recall@10 ${judged.recall.toFixed(2)}`,
        `RR ${judged.reciprocalRank.toFixed(2)}`,
      ].join('  '),
    );
  }
}
const table = summaryTable(evaluation);
console.log(`\n${table}\n`);

const date = new Date().toISOString().slice(0, 10);
const flags = [
  ...(products === DEFAULT_PRODUCT_COUNT ? [] : [`--products ${products}`]),
  ...(catalogueSeed === DEFAULT_CATALOGUE_SEED ? [] : [`--seed ${catalogueSeed}`]),
];
const unjudged =
  evaluation.unjudged.length === 0
    ? ''
    : `\n\n${evaluation.unjudged.length} queries were left out: their rule picks no product of this catalogue (${evaluation.unjudged.map((query) => JSON.stringify(query.text)).join(', ')}).`;
const section = `${START_MARK}

Measured ${date} on ${cpus().length} cores, Node ${process.version}; PGlite in memory with ${products.toLocaleString('en')} generated products (seed ${catalogueSeed}); ${evaluation.judgements.length} judged queries searched one at a time through the storefront's keyword search call, search cache off, in ${seconds} s (load average ${loadAverage()}). Figures over the first page of ten results, averaged over each group's queries.

\`\`\`sh
pnpm bench:search-relevance${flags.length > 0 ? ` ${flags.join(' ')}` : ''}
\`\`\`

${table}${unjudged}

${END_MARK}`;

if (!args['no-write']) {
  writeSection(START_MARK, END_MARK, 'Server: search relevance (judged queries)', section);
  console.log('Written to BENCHMARKS.md.');
}
