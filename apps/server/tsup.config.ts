import { defineConfig } from 'tsup';

// The workspace packages (contract and rules) are bundled in, as TypeScript source; npm
// dependencies stay external and load from node_modules.
export default defineConfig({
  // The document worker is a process of its own (src/modules/documents/documentRenderer.ts
  // forks dist/documentWorker.js), so it is an entry beside the server and the CLI.
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    documentWorker: 'src/modules/documents/documentWorker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  noExternal: [/^@tijara\//],
});
