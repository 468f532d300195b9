import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'contract/schemas': 'src/contract/schemas.ts',
    'client/index': 'src/client/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
  external: ['@tijara/domain', 'react', 'swr', 'zod'],
});
