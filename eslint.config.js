import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'client/src/graphql/generated/**',
      'tests/src/graphql/generated/**',
      'rest-api/drizzle/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/main.ts', '**/emit-schema.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A check that may not run is no check: no assertion inside a condition that can be false.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: { 'vitest/no-conditional-expect': 'error' },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    plugins: { playwright },
    rules: { 'playwright/no-conditional-expect': 'error' },
  },
  {
    // Playwright reads a fixture's first parameter to learn what it depends on: a worker fixture that
    // depends on nothing must still destructure it (`async ({}, use, workerInfo) => ...`).
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  ...importBoundaries,
);
