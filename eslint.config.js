// One flat config for the whole workspace. Package boundaries that ESLint can see live here;
// the dependency graph between packages is checked by scripts/check-boundaries.mjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const deepImport = {
  group: ['@tarelka/*/src', '@tarelka/*/src/**', '@tarelka/*/dist', '@tarelka/*/dist/**'],
  message: 'Import a package through its exports map only (no deep imports).',
};
const appImport = {
  group: ['@tarelka/storefront', '@tarelka/storefront/**', '@tarelka/api', '@tarelka/api/**'],
  message: 'Nothing imports an app.',
};
const crossPackage = {
  group: ['../../packages/**', '../../../packages/**', '../../apps/**', '../../../apps/**'],
  message: 'Use the package name, never a relative path into another package.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.e2e-*/**',
      '**/.perf-build/**',
      '**/.data-e2e*/**',
      '**/test-results/**',
      '**/node_modules/**',
      '**/.tools/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.reports/**',
      '**/test-results/**',
      '**/artifacts/**',
      // TypeDoc's output (`pnpm run docs`), written while lint runs beside it in ./tarelka test.
      'docs/api/**',
      '.release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport, appImport, crossPackage] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The domain is pure: no UI framework, no state library, no I/O, no clock of its own.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts', '**/*.test-d.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            appImport,
            crossPackage,
            {
              group: [
                'react',
                'react-*',
                'react/**',
                '@reduxjs/*',
                'redux',
                'styled-components',
                'node:*',
                'fs',
                'http',
                'https',
                'net',
                'axios',
                '@tarelka/*',
              ],
              message: '@tarelka/domain is pure: no React, Redux, styling, Node APIs or other packages.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The domain does no I/O.' },
        { name: 'XMLHttpRequest', message: 'The domain does no I/O.' },
        { name: 'window', message: 'The domain has no DOM.' },
        { name: 'document', message: 'The domain has no DOM.' },
        { name: 'localStorage', message: 'The domain has no storage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in; the domain has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in; the domain has no clock.',
        },
      ],
    },
  },
  {
    // The UI kit is presentational: no store, no API client.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            appImport,
            crossPackage,
            {
              group: ['@tarelka/store', '@tarelka/api-client', '@tarelka/api-client/*', '@reduxjs/*', 'react-redux'],
              message: '@tarelka/ui takes data through props only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
