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

/** Style properties that name a physical side; their logical twins work in both directions. */
const PHYSICAL_PROPERTY =
  '/^(left|right|(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)(Width|Style|Color)?|border(Top|Bottom)(Left|Right)Radius)$/';
const PHYSICAL_PROPERTY_KEBAB =
  '/^(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-width|-style|-color)?|border-(top|bottom)-(left|right)-radius)$/';

/** Node's and the database's modules: the domain's code may not use them (its tests may). */
const ioModules = {
  regex: '^(node:.*|fs|path|http|https|net|child_process|os|pg|@electric-sql\\/.*)$',
  message: 'The domain does no I/O: no file system, network or database.',
};

function boundaryPatterns(folder, allowed) {
  const others = allPackages
    .filter((name) => !allowed.includes(name))
    .map((name) => name.replace('/', '\\/'));
  const patterns = [
    {
      regex: `^(${others.join('|')})(\\/.*)?$`,
      message: `${folder} may import only ${allowed.join(', ') || 'no other workspace package'} (see ARCHITECTURE.md).`,
    },
  ];
  if (folder === 'apps/server') {
    patterns.push({
      regex: '^@tijara\\/api$',
      message: 'The server imports the contract from @tijara/api/contract (no React).',
    });
  }
  if (folder === 'packages/domain') {
    patterns.push({
      regex: '^(react|react-dom|swr)(\\/.*)?$',
      message: 'The domain is pure TypeScript: no React.',
    });
  }
  return patterns;
}

const boundaryRules = Object.entries(layers).flatMap(([folder, allowed]) => {
  const patterns = boundaryPatterns(folder, allowed);
  const rule = (extra) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }] });
  if (folder !== 'packages/domain') return [{ files: [`${folder}/**/*.{ts,tsx}`], rules: rule([]) }];
  return [
    { files: [`${folder}/**/*.ts`], ignores: ['**/*.test.ts'], rules: rule([ioModules]) },
    { files: [`${folder}/**/*.test.ts`], rules: rule([]) },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: [
      'scripts/**',
      '**/scripts/**',
      'apps/server/bench/**',
      'apps/server/src/main.ts',
      'apps/server/src/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...boundaryRules,
  {
    // Right-to-left by construction: styles name inline/block start and end, never left or right.
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name=${PHYSICAL_PROPERTY}], Property[key.value=${PHYSICAL_PROPERTY_KEBAB}]`,
          message:
            'Physical direction: use the logical property (inline/block, start/end) so right-to-left works.',
        },
        {
          selector:
            'Property[key.name=/^(textAlign|float|clear|justifyContent|justifySelf|justifyItems)$/][value.value=/^(left|right)$/]',
          message: 'Physical direction: use start or end so right-to-left works.',
        },
      ],
    },
  },
  {
    // The domain's code (not its tests, which may read the README they check) does no I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'localStorage',
          'sessionStorage',
          'document',
          'window',
          'process',
        ].map((name) => ({ name, message: 'The domain does no I/O and reads no environment.' })),
      ],
    },
  },
);
