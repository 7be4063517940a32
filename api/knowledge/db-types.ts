import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { KnowledgeDocumentsTable, KnowledgeFoldersTable } from '../../db/tables/knowledge';

/** The database or a transaction of it: repositories take either. */
export type Db = Kysely<Database> | Transaction<Database>;
export type FolderRow = Selectable<KnowledgeFoldersTable>;
export type DocumentRow = Selectable<KnowledgeDocumentsTable>;
