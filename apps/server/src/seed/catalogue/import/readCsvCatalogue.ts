import { LOCALES, type Locale } from '@tijara/domain';
import { parse } from 'csv-parse/sync';
import { checkProduct, problemsOf, type ImportProblem, type ReadCatalogue } from './importFormat';

/** Several values in one cell (images, sections, tags) are separated by a vertical bar. */
export const CSV_LIST_SEPARATOR = '|';

const LOCALE_PART = `(${LOCALES.join('|')})`;
/** Product columns: repeated on each variant's line (or left blank after the first). */
const PRODUCT_COLUMN = new RegExp(
  `^(id|platform_type|images|sections|tags|min_order|max_order|lead_time_days|gross_weight_g|length_mm|width_mm|height_mm|china_freight_cents|month_sold|sold|repurchase_rate_bp|trademark|source_url|category[123]_${LOCALE_PART}|(brand|name|description)_${LOCALE_PART}|attribute\\d{1,2}_(name|value)_${LOCALE_PART})$`,
);
/** Variant columns: one value per line. */
const SKU_COLUMN = new RegExp(
  `^(stock|price_cents|promotion_price_cents|option[1-5]_image|option[1-5]_(name|value)_${LOCALE_PART})$`,
);
const PRODUCT_REF = 'product_ref';

const NUMBER_FIELDS: Readonly<Record<string, string>> = {
  platform_type: 'platformType',
  min_order: 'minOrder',
  max_order: 'maxOrder',
  lead_time_days: 'leadTimeDays',
  gross_weight_g: 'grossWeightG',
  length_mm: 'lengthMm',
  width_mm: 'widthMm',
  height_mm: 'heightMm',
  china_freight_cents: 'chinaFreightCents',
  month_sold: 'monthSold',
  sold: 'sold',
  repurchase_rate_bp: 'repurchaseRateBp',
};

interface Row {
  line: number;
  cells: ReadonlyMap<string, string>;
}

/** A whole number when the cell is one; otherwise the text, so the schema names the field. */
function numberCell(value: string): number | string {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  return value
    .split(CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function textsOf(
  cells: ReadonlyMap<string, string>,
  prefix: string,
): Partial<Record<Locale, string>> | undefined {
  const found = LOCALES.flatMap((locale) => {
    const value = cells.get(`${prefix}_${locale}`);
    return value ? [[locale, value] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** Numbered groups present in the header (`attribute3_name_en` gives 3), ascending. */
function numbersOf(columns: readonly string[], pattern: RegExp): number[] {
  const numbers = new Set<number>();
  for (const column of columns) {
    const match = pattern.exec(column);
    if (match?.[1]) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The product of one group of lines, shaped like a JSON catalogue's product. */
function productOf(
  first: ReadonlyMap<string, string>,
  skus: readonly Row[],
  columns: readonly string[],
): Record<string, unknown> {
  const product: Record<string, unknown> = {};
  const cell = (name: string) => {
    const value = first.get(name);
    return value === undefined || value === '' ? undefined : value;
  };
  const id = cell('id');
  if (id !== undefined) product.id = id;
  for (const [column, field] of Object.entries(NUMBER_FIELDS)) {
    const value = cell(column);
    if (value !== undefined) product[field] = numberCell(value);
  }
  const categories = [1, 2, 3].map((level) => textsOf(first, `category${level}`));
  if (categories.some((category) => category !== undefined)) product.categories = categories;
  for (const field of ['brand', 'name', 'description'] as const) {
    const value = textsOf(first, field);
    if (value !== undefined) product[field] = value;
  }
  const attributes = numbersOf(columns, /^attribute(\d+)_/).flatMap((n) => {
    const name = textsOf(first, `attribute${n}_name`);
    const value = textsOf(first, `attribute${n}_value`);
    return name || value ? [{ name, value }] : [];
  });
  if (attributes.length > 0) product.attributes = attributes;
  const images = list(cell('images'));
  if (images) product.images = images;
  const sections = list(cell('sections'));
  if (sections) product.sections = sections;
  const tags = list(cell('tags'));
  if (tags) product.tags = tags.map(numberCell);
  for (const [column, field] of [
    ['trademark', 'trademark'],
    ['source_url', 'sourceUrl'],
  ] as const) {
    const value = cell(column);
    if (value !== undefined) product[field] = value;
  }
  const options = numbersOf(columns, /^option(\d+)_/);
  product.skus = skus.map(({ cells }) => {
    const sku: Record<string, unknown> = {};
    for (const [column, field] of [
      ['stock', 'stock'],
      ['price_cents', 'priceCents'],
      ['promotion_price_cents', 'promotionPriceCents'],
    ] as const) {
      const value = cells.get(column);
      if (value !== undefined && value !== '') sku[field] = numberCell(value);
    }
    sku.attributes = options.flatMap((n) => {
      const name = textsOf(cells, `option${n}_name`);
      const value = textsOf(cells, `option${n}_value`);
      const image = cells.get(`option${n}_image`);
      if (!name && !value && !image) return [];
      return [{ name, value, ...(image ? { image } : {}) }];
    });
    return sku;
  });
  return product;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The CSV column a schema path points at (`skus.2.priceCents` is `price_cents`). */
export function csvColumnOf(path: readonly PropertyKey[]): string {
  const [head, index, part, locale] = path;
  const localeOrAll = (value: PropertyKey | undefined) => (typeof value === 'string' ? value : '*');
  if (head === 'categories')
    return typeof index === 'number' ? `category${index + 1}_${localeOrAll(part)}` : 'category1_*';
  if (head === 'brand' || head === 'name' || head === 'description') return `${head}_${localeOrAll(index)}`;
  if (head === 'attributes' && typeof index === 'number') {
    return `attribute${index + 1}_${typeof part === 'string' ? part : 'name'}_${localeOrAll(locale)}`;
  }
  if (head === 'skus' && typeof index === 'number') {
    const [, , field, optionIndex, optionPart, optionLocale] = path;
    if (field === 'attributes') {
      const n = typeof optionIndex === 'number' ? optionIndex + 1 : 1;
      if (optionPart === 'image') return `option${n}_image`;
      return `option${n}_${typeof optionPart === 'string' ? optionPart : 'name'}_${localeOrAll(optionLocale)}`;
    }
    return typeof field === 'string' ? snake(field) : 'price_cents';
  }
  if (head === 'skus') return 'price_cents';
  return typeof head === 'string' ? snake(head) : '';
}

/**
 * Reads a CSV catalogue: one line per variant (SKU), the product's columns repeated on each of its
 * lines or left blank after the first, lines of one product sharing `product_ref`. The header and
 * every product are checked; problems name the line and the column.
 */
export function readCsvCatalogue(csv: string): ReadCatalogue {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    const message = error instanceof Error ? error.message : String(error);
    return {
      products: [],
      problems: [
        { where: lines ? `line ${lines}` : 'file', field: '', message: `not valid CSV: ${message}` },
      ],
    };
  }
  const [header, ...body] = records;
  if (!header) return { products: [], problems: [{ where: 'file', field: '', message: 'is empty' }] };
  const columns = header.record;
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column))
      problems.push({ where: 'line 1', field: column, message: 'appears twice in the header' });
    seen.add(column);
    if (column !== PRODUCT_REF && !PRODUCT_COLUMN.test(column) && !SKU_COLUMN.test(column)) {
      problems.push({ where: 'line 1', field: column, message: 'is not a column of the catalogue format' });
    }
  }
  if (!seen.has(PRODUCT_REF))
    problems.push({ where: 'line 1', field: PRODUCT_REF, message: 'is missing from the header' });
  if (body.length === 0) problems.push({ where: 'file', field: '', message: 'has no products' });
  if (problems.length > 0) return { products: [], problems };

  // Group lines by product_ref, in order of first appearance; a record ends on info.lines.
  const groups = new Map<string, Row[]>();
  let previousEnd = header.info.lines;
  let previousEmpty = header.info.empty_lines;
  for (const { record, info } of body) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const cells = new Map(columns.map((column, index) => [column, record[index] ?? '']));
    const ref = cells.get(PRODUCT_REF) ?? '';
    if (ref === '') {
      problems.push({
        where: `line ${line}`,
        field: PRODUCT_REF,
        message: 'is empty: every line names its product',
      });
      continue;
    }
    groups.set(ref, [...(groups.get(ref) ?? []), { line, cells }]);
  }

  const result: ReadCatalogue = { products: [], problems };
  for (const rows of groups.values()) {
    const [first] = rows;
    if (!first) continue;
    // Repeated product columns must agree with the product's first line.
    for (const row of rows.slice(1)) {
      for (const column of columns.filter((name) => PRODUCT_COLUMN.test(name))) {
        const value = row.cells.get(column) ?? '';
        if (value !== '' && value !== (first.cells.get(column) ?? '')) {
          problems.push({
            where: `line ${row.line}`,
            field: column,
            message: `differs from line ${first.line}, the first line of product "${first.cells.get(PRODUCT_REF) ?? ''}"`,
          });
        }
      }
    }
    const locate = (path: readonly PropertyKey[]) => {
      const skuIndex = path[0] === 'skus' && typeof path[1] === 'number' ? path[1] : null;
      const line = skuIndex === null ? first.line : (rows[skuIndex]?.line ?? first.line);
      return { where: `line ${line}`, field: csvColumnOf(path) };
    };
    const checked = checkProduct(productOf(first.cells, rows, columns));
    if (checked.success) result.products.push({ product: checked.data, locate });
    else problems.push(...problemsOf(checked.error, locate));
  }
  return result;
}
