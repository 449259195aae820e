import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tidy from './scripts/eslint/import-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-native/**',
      '**/dist-ssr/**',
      'apps/web/android/**',
      'apps/web/ios/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { tidy },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'tidy/import-boundaries': 'error',
      'tidy/own-tables': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through apps/server/src/config.ts: it is the only module that reads process.env.',
        },
      ],
    },
  },
  {
    // Tooling and tests outside the server's runtime may read the environment.
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'e2e/**',
      '*.config.{js,ts}',
      'apps/server/test/**',
      'apps/server/src/config.ts',
      'apps/web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright fixtures destructure an empty first argument by design.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
