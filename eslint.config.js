// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const appImports = {
  group: ['@fanclub/site', '@fanclub/site/*', '@fanclub/api', '@fanclub/api/*', '**/apps/**'],
  message: 'Packages never import an app (apps -> packages only).',
};

// From a page's folder (apps/site/src/pages/<area>/), up one level and down into another page's.
const pageToPage = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/',
  message:
    "A page does not import another page's module: what pages share lives in apps/site/src/components/.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static*/**',
      '**/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'mocks/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits hides its failure. Type information comes from each
    // package's tsconfig.json (projectService); files outside every tsconfig are not checked by them.
    files: [
      'apps/api/{src,test,security,bench,faults}/**/*.ts',
      'apps/site/src/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
      'mocks/src/**/*.{ts,tsx}',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/**', 'mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    // The demo data is data: typed by the contract, read by the mocks and the seed alike.
    files: ['packages/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            {
              group: [
                '@fanclub/mocks',
                '@fanclub/mocks/*',
                '@fanclub/ui',
                'msw',
                'msw/*',
                'react',
                'react-*',
              ],
              message:
                'packages/fixtures holds data only (no msw, no React): the mocks and the seed read it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fanclub/mocks', '@fanclub/mocks/*', 'msw', 'msw/*'],
              message: 'The server seeds from @fanclub/fixtures; the mocks are for Storybook and tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            {
              // Of the domain only the one format and brand module: no React, no DOM, no client.
              regex: '^@fanclub/(domain(?!/format$)(/.*)?|mocks/node)$',
              message:
                'packages/ui gets data through props: of the domain it imports only @fanclub/domain/format (formats and brand colours).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fanclub/mocks', '@fanclub/mocks/*', '@fanclub/fixtures', 'msw', 'msw/*'],
              message:
                'The running site talks to the real API; mocks and demo data are for Storybook and tests.',
            },
            { group: ['@fanclub/api', '@fanclub/api/*'], message: 'The site never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // A page is assembled from packages/ui and the site's shared parts; it never reaches into another
    // page's folder (what two pages share lives in apps/site/src/components/).
    files: ['apps/site/src/pages/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fanclub/mocks', '@fanclub/mocks/*', '@fanclub/fixtures', 'msw', 'msw/*'],
              message:
                'The running site talks to the real API; mocks and demo data are for Storybook and tests.',
            },
            { group: ['@fanclub/api', '@fanclub/api/*'], message: 'The site never imports the server.' },
            pageToPage,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/src/pages/**/*.test.{ts,tsx}', 'apps/site/src/pages/**/*.stories.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pageToPage] }] },
  },
);
