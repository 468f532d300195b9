import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder, found by walking up from this module: the same answer whether
 * it runs from src/ (tests, dev) or from the bundle in dist/.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@tijara/server') return directory;
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('cannot find the @tijara/server package folder');
    directory = parent;
  }
}

export const serverRoot = findServerRoot();
export const repositoryRoot = path.resolve(serverRoot, '..', '..');
