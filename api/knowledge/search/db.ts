import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** The database, or a transaction already open on it. */
export type SearchDb = Kysely<Database> | Transaction<Database>;
