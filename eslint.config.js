// Typed lint for the whole workspace. Besides the usual rules it enforces the package boundaries
// of ARCHITECTURE.md: no relative imports into another package, no import cycles, and each layer
// imports only the layers below it.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which workspace packages each layer may import (ARCHITECTURE.md, "Layers"). */
const layers = {
  'packages/domain': [],
  'packages/api': ['@tijara/domain'],
  'packages/ui': ['@tijara/domain'],
  'apps/web': ['@tijara/domain', '@tijara/api', '@tijara/ui'],
  'apps/server': ['@tijara/domain', '@tijara/api'],
};
const allPackages = ['@tijara/domain', '@tijara/api', '@tijara/ui', '@tijara/web', '@tijara/server'];

const boundaryRules = Object.entries(layers).map(([folder, allowed]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(${allPackages
              .filter((name) => !allowed.includes(name))
              .map((name) => name.replace('/', '\\/'))
              .join('|')})(\\/.*)?$`,
            message: `${folder} may import only ${allowed.join(', ') || 'no other workspace package'} (see ARCHITECTURE.md).`,
          },
          ...(folder === 'apps/server'
            ? [
                {
                  regex: '^@tijara\\/api$',
                  message: 'The server imports the contract from @tijara/api/contract (no React).',
                },
              ]
            : []),
          ...(folder === 'packages/domain'
            ? [
                {
                  regex: '^(react|react-dom|swr)(\\/.*)?$',
                  message: 'The domain is pure TypeScript: no React.',
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.tools/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] } },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x parses the files an import leads to (for no-cycle) with these parsers.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points talk to the person running them.
    files: ['scripts/**', 'apps/server/src/main.ts', 'apps/server/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...boundaryRules,
);
