// Rewrites package.json's exports maps from the component folders: one subpath per component.
// Run after adding a component: `pnpm --filter @tijara/ui sync-exports`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportMaps, packageRoot, publishedComponents } from './components.mjs';

const manifestPath = path.join(packageRoot, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { source, dist } = exportMaps(publishedComponents());
manifest.exports = source;
manifest.publishConfig = { ...manifest.publishConfig, exports: dist };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`exports: ${Object.keys(source).length} subpaths`);
