import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // core is pure: no I/O, no React, nothing of the server's
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', '@edgelog/server', '@edgelog/web', 'fs', 'path', 'http'] },
      ],
    },
  },
  {
    // the web app talks to the server only over HTTP
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@edgelog/server', '@edgelog/server/*'] }] },
  },
  {
    // other features reach the analytics engine through its entry only (docs/decisions/0016)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/analytics/**', 'apps/web/src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@edgelog/server', '@edgelog/server/*', '@/features/analytics/*'] },
      ],
    },
  },
);
