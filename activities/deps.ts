import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What activities need from the process that hosts them; built once by the worker. */
export interface ActivityDeps {
  db: Kysely<Database>;
  workerIdentity: string;
}
