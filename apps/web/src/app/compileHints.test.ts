import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, sourceMapOneLineDown, withCompileHint } from '../../build/compileHints';

/** The `mappings` of a source map the plugin rewrote (as JSON text). */
function mappingsOf(source: string | Uint8Array): string {
  if (typeof source !== 'string') throw new Error('the source map was not rewritten');
  return (JSON.parse(source) as { mappings: string }).mappings;
}

/** What Vite's loader puts at the top of a chunk that imports lazily. */
const MAP_DEPS =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);';

describe("V8's compile hint", () => {
  it('becomes the first line of the code, once', () => {
    const code = `${MAP_DEPS}\nimport{a}from"./a.js";`;
    expect(withCompileHint(code)).toBe(`${COMPILE_HINT}\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(`${COMPILE_HINT}\n${code}`);
  });

  it('moves the source map down a line, keeping the rest of it', () => {
    const map = { version: 3, file: 'a.js', sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(sourceMapOneLineDown(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA;AACA' });
    expect(() => sourceMapOneLineDown('{"version":3}')).toThrow(/without mappings/);
  });

  it("starts every chunk of the bundle with it, before Vite's list of preloads, and moves each map", () => {
    const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['x.ts'], names: [], mappings });
    const bundle = {
      'assets/start.js': { type: 'chunk', fileName: 'assets/start.js', code: `${MAP_DEPS}\nexport{}` },
      'assets/start.js.map': { type: 'asset', source: map(';AAAA') },
      'assets/menus.js': { type: 'chunk', fileName: 'assets/menus.js', code: 'export{}' },
      'assets/menus.js.map': { type: 'asset', source: new TextEncoder().encode(map('AAAA')) },
      'assets/start.css': { type: 'asset', source: 'a{color:red}' },
    };
    const hook = compileHints().generateBundle as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    // Twice, as a second build step would: nothing doubles.
    hook.handler({}, bundle);

    expect(bundle['assets/start.js'].code).toBe(`${COMPILE_HINT}\n${MAP_DEPS}\nexport{}`);
    expect(bundle['assets/menus.js'].code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(mappingsOf(bundle['assets/start.js.map'].source)).toBe(';;AAAA');
    expect(mappingsOf(bundle['assets/menus.js.map'].source)).toBe(';AAAA');
    expect(bundle['assets/start.css'].source).toBe('a{color:red}');
  });
});
