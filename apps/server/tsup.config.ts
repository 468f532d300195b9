import { defineConfig } from 'tsup';

// The workspace packages (contract and rules) are bundled in, as TypeScript source; npm
// dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  noExternal: [/^@tijara\//],
});
