import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'child_process', 'net', 'http', 'https', 'url', 'util', 'stream', 'events', 'process', 'timers', 'worker_threads', 'dns', 'zlib'];
const ioPackages = ['pg', 'kysely', '@electric-sql/*', 'googleapis', 'openai', 'fastify', '@fastify/*', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tools', '.scratch', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Workflow code is replayed deterministically: no Node built-ins, no I/O, only types from activities/.
    files: ['workflows/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'Workflow code may not use Node built-ins; do I/O in an activity.' },
            { group: ioPackages, message: 'Workflow code may not import I/O packages; do I/O in an activity.' },
            { group: ['**/db/**', '**/api/**'], message: 'Workflow code may not import db/ or api/.' },
            { group: ['**/activities/**'], allowTypeImports: true, message: 'Import activities as types only (import type).' },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // domain/ is pure and shared by server and browser.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...nodeBuiltins, ...ioPackages], message: 'domain/ is pure: no I/O.' },
            { group: ['**/api/**', '**/db/**', '**/activities/**', '**/workflows/**', '**/web/**'], message: 'domain/ imports nothing outside domain/.' },
          ],
        },
      ],
    },
  },
);
