import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './routeTable';

/**
 * No storefront address is written outside the route table: a link, a redirect or a check of the
 * current page goes through its address builders (or `isAddressOf`), so renaming a route or
 * changing its query is one edit, and the ui package, which knows no addresses, takes them as props.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WEB_SRC = path.resolve(HERE, '..');
const UI_SRC = path.resolve(HERE, '../../../../packages/ui/src');
const TABLE = path.join(HERE, 'routeTable.ts');

/** String methods whose argument is a piece of text to look for, not an address. */
const TEXT_METHODS = new Set([
  'startsWith',
  'endsWith',
  'includes',
  'indexOf',
  'split',
  'replace',
  'replaceAll',
]);

const PATTERNS = ROUTE_TABLE.map((route) => route.path).filter((pattern) => pattern !== '*');

/** Whether `pathname` is one of the route table's (`/`, `/commodity_details`, `/helpCenter/6`...). */
function isRoutePath(pathname: string): boolean {
  return PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** Whether the text is a piece of a string being looked for (`link.startsWith('/')`). */
function isSearchedText(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(node as ts.Expression) &&
    ts.isPropertyAccessExpression(call.expression) &&
    TEXT_METHODS.has(call.expression.name.text)
  );
}

/** The storefront addresses written in `source`: each with its line and text. */
export function addressesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    let complete = true;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node)) {
      text = node.text;
      complete = false;
    }
    if (text?.startsWith('/') && !isSearchedText(node)) {
      const query = text.search(/[?#]/);
      // A template's head ends where a value goes in: `/helpCenter/${name}` is checked as
      // `/helpCenter/x`; a bare `/${file}` names no route.
      const pathname =
        query >= 0
          ? text.slice(0, query)
          : complete
            ? text
            : text === '/'
              ? null
              : `${text.replace(/\/$/, '')}/x`;
      if (
        pathname !== null &&
        (isRoutePath(pathname) || (!complete && isRoutePath(pathname.replace(/\/x$/, ''))))
      ) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${fileName}:${line + 1}: ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The source files of the storefront and the ui package, tests and test helpers left out. */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== TABLE && !file.split(path.sep).includes('test'));
}

describe('storefront addresses', () => {
  it('are written only in the route table, in the storefront and the ui package (stories too)', () => {
    const files = [...sourceFiles(WEB_SRC), ...sourceFiles(UI_SRC)];
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((file) =>
      addressesIn(path.relative(WEB_SRC, file), readFileSync(file, 'utf8')),
    );
    expect(written).toEqual([]);
  });

  it('are found wherever they are planted: literals, templates, the home page; not a searched-for slash', () => {
    const planted = [
      "const a = '/commodity_details?productId=1';",
      'const b = `/category_search_list?id=${id}`;',
      'const c = `/helpCenter/${name}`;',
      '<Link href="/">home</Link>;',
      "navigate('/individualCenter/address');",
      "const fine = [link.startsWith('/'), `/${file}`, '/pdpd/ds/business/getRate', '/assets/x.js'];",
    ].join('\n');
    expect(addressesIn('planted.tsx', planted)).toEqual([
      'planted.tsx:1: /commodity_details?productId=1',
      'planted.tsx:2: /category_search_list?id=',
      'planted.tsx:3: /helpCenter/',
      'planted.tsx:4: /',
      'planted.tsx:5: /individualCenter/address',
    ]);
  });
});
