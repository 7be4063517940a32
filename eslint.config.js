import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'child_process', 'net', 'http', 'https', 'url', 'util', 'stream', 'events', 'process', 'timers', 'worker_threads', 'dns', 'zlib'];
const ioPackages = ['pg', 'kysely', '@electric-sql/*', 'googleapis', 'openai', 'fastify', '@fastify/*', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'];

// The matter wall (api/knowledge/scope.ts): the knowledge tables are read only by the wall's own files, which
// take a KnowledgeScope; every other file goes through them. Writes that keep the tables (ingestion,
// placing documents in folders) live in the same files. Tests, benchmarks and migrations seed the tables.
const knowledgeWallFiles = [
  'api/knowledge/scope.ts',
  'api/knowledge/scoped-reads.ts',
  'api/knowledge/conversation-documents.ts',
  'api/knowledge/workspace-search-documents.ts',
  'api/knowledge/account-export-documents.ts',
  'api/knowledge/document-repository.ts',
  'api/knowledge/document-create.ts',
  'api/knowledge/document-service.ts',
  'api/knowledge/folder-repository.ts',
  'api/knowledge/matter-recompute.ts',
  'api/knowledge/stored-file-cleanup.ts',
  'api/knowledge/search/chunk-hits.ts',
  'api/knowledge/search/match-documents.ts',
  'api/knowledge/search/ready-chunks.ts',
  'api/knowledge/search/text-candidates.ts',
  'api/knowledge/search/vector-candidates.ts',
  'activities/knowledge/attachment-documents.ts',
  'activities/knowledge/embed-chunks.ts',
  'activities/knowledge/finish-document.ts',
  'activities/knowledge/ingestion-store.ts',
  'activities/knowledge/prepare-document.ts',
];
const knowledgeTables = 'knowledge_documents|knowledge_chunks|conversation_documents';
const knowledgeWallMessage = 'Knowledge documents, chunks and linked documents are read through the matter wall: use api/knowledge/scoped-reads.ts (or another file of the wall, listed in eslint.config.js) with a KnowledgeScope.';

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
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [...knowledgeWallFiles, 'db/**', 'tests/**', 'bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/\\b(${knowledgeTables})\\b/]`, message: knowledgeWallMessage },
        { selector: `TemplateElement[value.raw=/\\b(${knowledgeTables})\\b/]`, message: knowledgeWallMessage },
      ],
    },
  },
);
