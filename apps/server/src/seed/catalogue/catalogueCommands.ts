import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { DEFAULT_CATALOGUE_SEED, DEFAULT_PRODUCT_COUNT } from './generate/generateCatalogue';
import { describeProblem } from './import/importFormat';
import { importCatalogue, ImportRejected } from './import/importCatalogue';
import { CatalogueNotEmptyError, seedCatalogue } from './seedCatalogue';

export const CATALOGUE_USAGE = `seed-catalogue [--products N] [--seed S] [--replace]
    Fills the catalogue with the generated development catalogue (default ${DEFAULT_PRODUCT_COUNT} products,
    seed ${DEFAULT_CATALOGUE_SEED}): the same seed and count give the same catalogue. Refuses a store that has
    products unless --replace, which empties the catalogue first.
import-catalogue <file.json|file.csv> [--replace]
    Loads an operator's catalogue file (format in apps/server/README.md). Every line is checked
    first; any problem is listed and nothing is loaded. --replace empties products, categories and
    brands first.`;

/** The most products the generator is asked for: the benchmark uses 50,000. */
const MAX_PRODUCTS = 1_000_000;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function integerFlag(name: string, raw: string | undefined, min: number, max: number): Parsed<number> {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    return { ok: false, error: `${name} needs a whole number from ${min} to ${max}, got "${raw ?? ''}"` };
  }
  return { ok: true, value: Number(raw) };
}

/** `--name value` and `--name=value` both work. */
function splitFlags(args: readonly string[]): string[] {
  return args.flatMap((arg) => (arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg]));
}

export interface SeedArgs {
  products: number;
  seed: number;
  replace: boolean;
}

export function parseSeedArgs(args: readonly string[]): Parsed<SeedArgs> {
  const value: SeedArgs = { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_CATALOGUE_SEED, replace: false };
  const rest = splitFlags(args);
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index];
    if (arg === '--replace') value.replace = true;
    else if (arg === '--products' || arg === '--seed') {
      index += 1;
      const parsed =
        arg === '--products'
          ? integerFlag('--products', rest[index], 0, MAX_PRODUCTS)
          : integerFlag('--seed', rest[index], 0, 2 ** 31 - 1);
      if (!parsed.ok) return parsed;
      if (arg === '--products') value.products = parsed.value;
      else value.seed = parsed.value;
    } else return { ok: false, error: `unknown argument "${arg ?? ''}"` };
  }
  return { ok: true, value };
}

export interface ImportArgs {
  file: string;
  replace: boolean;
}

export function parseImportArgs(args: readonly string[]): Parsed<ImportArgs> {
  const files = args.filter((arg) => arg !== '--replace');
  const unknown = files.find((arg) => arg.startsWith('--'));
  if (unknown) return { ok: false, error: `unknown argument "${unknown}"` };
  const [file, ...extra] = files;
  if (file === undefined || extra.length > 0)
    return { ok: false, error: 'give exactly one catalogue file (.json or .csv)' };
  return { ok: true, value: { file, replace: args.includes('--replace') } };
}

async function mediaSummary(db: Database): Promise<string> {
  const rows = await db.query<{ files: string; size: string | null }>(
    `SELECT count(*) AS files, pg_size_pretty(sum(octet_length(bytes))::bigint) AS size FROM media`,
  );
  const table = await db.query<{ size: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('media')) AS size`,
  );
  return `media table: ${rows[0]?.files ?? 0} files, ${rows[0]?.size ?? '0 bytes'} of content, ${table[0]?.size ?? '?'} on disk`;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Runs `seed-catalogue` or `import-catalogue`; answers the process exit code. */
export async function runCatalogueCommand(
  command: 'seed-catalogue' | 'import-catalogue',
  args: readonly string[],
  open: () => Promise<Database>,
  clock: Clock,
  out: { log: (line: string) => void; error: (line: string) => void } = console,
): Promise<number> {
  if (command === 'seed-catalogue') {
    const parsed = parseSeedArgs(args);
    if (!parsed.ok) {
      out.error(`seed-catalogue: ${parsed.error}\n\n${CATALOGUE_USAGE}`);
      return 2;
    }
    const db = await open();
    try {
      const report = await seedCatalogue(db, { clock, ...parsed.value });
      out.log(
        `Catalogue seeded (seed ${parsed.value.seed}): ${report.products} products, ${report.skus} variants, ` +
          `${report.categories} categories, ${report.brands} brands.`,
      );
      out.log(
        `Media: ${report.mediaWritten} files written (${megabytes(report.mediaBytesWritten)}); pictures ` +
          `${report.seconds.images} s, rows ${report.seconds.rows} s, ${report.seconds.total} s in all.`,
      );
      out.log(await mediaSummary(db));
      return 0;
    } catch (error) {
      if (error instanceof CatalogueNotEmptyError) {
        out.error(`seed-catalogue: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await db.close();
    }
  }
  const parsed = parseImportArgs(args);
  if (!parsed.ok) {
    out.error(`import-catalogue: ${parsed.error}\n\n${CATALOGUE_USAGE}`);
    return 2;
  }
  const db = await open();
  try {
    const report = await importCatalogue(db, { clock, ...parsed.value });
    out.log(
      `Imported ${report.products} products (${report.replaced} replaced by id), ${report.skus} variants, ` +
        `${report.pictures} pictures; ${report.newCategories} new categories, ${report.newBrands} new brands.`,
    );
    out.log(await mediaSummary(db));
    return 0;
  } catch (error) {
    if (error instanceof ImportRejected) {
      out.error(`import-catalogue: ${error.message}:`);
      for (const problem of error.problems) out.error(`  ${describeProblem(problem)}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
