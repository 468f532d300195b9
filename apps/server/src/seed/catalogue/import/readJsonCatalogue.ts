import { checkProduct, fieldPath, problemsOf, type ReadCatalogue } from './importFormat';

/**
 * The line each element of a top-level JSON array starts on, by scanning the text (strings and
 * nesting respected): JSON.parse gives values, not positions, and an operator fixing product 57
 * wants its line.
 */
export function arrayElementLines(json: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingElement = false;
  for (const character of json) {
    if (character === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === '"') inString = false;
      continue;
    }
    if (/\s/.test(character)) continue;
    if (depth === 1 && expectingElement && character !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth === 1 && character === '[') expectingElement = true;
    } else if (character === ']' || character === '}') depth -= 1;
    else if (character === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}

/**
 * Where JSON.parse stopped, as a line number, from the position its message gives; some of V8's
 * messages quote the text instead, and then the whole file is named.
 */
function lineOfPosition(json: string, message: string): number | null {
  const match = /position (\d+)/.exec(message);
  if (!match) return null;
  return json.slice(0, Number(match[1])).split('\n').length;
}

/**
 * Reads a JSON catalogue: an array of products (format in apps/server/README.md). Every product
 * is checked; problems name the product's number, the line it starts on, and the field.
 */
export function readJsonCatalogue(json: string): ReadCatalogue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = lineOfPosition(json, message);
    return {
      products: [],
      problems: [
        { where: line === null ? 'file' : `line ${line}`, field: '', message: `not valid JSON: ${message}` },
      ],
    };
  }
  if (!Array.isArray(parsed)) {
    return {
      products: [],
      problems: [{ where: 'file', field: '', message: 'must be a JSON array of products' }],
    };
  }
  if (parsed.length === 0) {
    return { products: [], problems: [{ where: 'file', field: '', message: 'has no products' }] };
  }
  const lines = arrayElementLines(json);
  const result: ReadCatalogue = { products: [], problems: [] };
  parsed.forEach((value, index) => {
    const where = `product ${index + 1} (line ${lines[index] ?? '?'})`;
    const locate = (path: readonly PropertyKey[]) => ({ where, field: fieldPath(path) });
    const checked = checkProduct(value);
    if (checked.success) result.products.push({ product: checked.data, locate });
    else result.problems.push(...problemsOf(checked.error, locate));
  });
  return result;
}
