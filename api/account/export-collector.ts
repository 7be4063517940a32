import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { EXPORT_EXCLUDED_TABLES, isSecretColumn } from '../../domain/account/export-rules';
import { walledExportPredicates } from '../knowledge/account-export-documents';

export interface ExportedTable {
  table: string;
  rows: Record<string, unknown>[];
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  udt_name: string;
}

interface ForeignKey {
  child: string;
  child_column: string;
  parent: string;
  parent_column: string;
}

/**
 * Which rows of which tables belong to a user, read from the schema itself so a new table is never forgotten:
 * `users`/`profiles` by id, every table with a `user_id`, and — for tables without one — the rows that hang
 * by an ON DELETE CASCADE key on rows that belong to the user (what deleting the account removes).
 * A `where` predicate per table, with the user id bound.
 */
async function ownershipPredicates(db: Kysely<Database>, userId: string): Promise<{ predicates: Map<string, RawBuilder<unknown>>; columns: Map<string, ColumnInfo[]> }> {
  const columnRows = await sql<ColumnInfo>`
    select table_name, column_name, udt_name from information_schema.columns
    where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
    order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, ColumnInfo[]>();
  for (const row of columnRows.rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row]);

  const keys = await sql<ForeignKey>`
    select cc.relname as child, a.attname as child_column, pc.relname as parent, pa.attname as parent_column
    from pg_constraint c
    join pg_class cc on cc.oid = c.conrelid
    join pg_class pc on pc.oid = c.confrelid
    join pg_namespace n on n.oid = cc.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.confdeltype = 'c' and array_length(c.conkey, 1) = 1 and n.nspname = 'public'`.execute(db);

  const predicates = new Map<string, RawBuilder<unknown>>();
  predicates.set('users', sql`${sql.ref('id')} = ${userId}`);
  if (columns.has('profiles')) predicates.set('profiles', sql`${sql.ref('id')} = ${userId}`);
  for (const [table, cols] of columns) {
    if (!predicates.has(table) && cols.some((col) => col.column_name === 'user_id')) predicates.set(table, sql`${sql.ref('user_id')} = ${userId}`);
  }
  // Children without their own user_id, a few levels down (versions of automations, messages of conversations …).
  for (let depth = 0; depth < 4; depth += 1) {
    let added = false;
    for (const key of keys.rows) {
      if (predicates.has(key.child) || !predicates.has(key.parent)) continue;
      const parent = predicates.get(key.parent)!;
      predicates.set(key.child, sql`${sql.ref(key.child_column)} in (select ${sql.ref(key.parent_column)} from ${sql.table(key.parent)} where ${parent})`);
      added = true;
    }
    if (!added) break;
  }
  for (const table of EXPORT_EXCLUDED_TABLES) predicates.delete(table);
  // Knowledge documents, their chunks and links are read through the matter wall, scope by scope.
  for (const [table, predicate] of await walledExportPredicates(db, userId)) if (predicates.has(table)) predicates.set(table, predicate);
  return { predicates, columns };
}

/** Every row of every table that belongs to the user, secrets and binary columns left out, tables in name order. */
export async function collectUserRows(db: Kysely<Database>, userId: string): Promise<ExportedTable[]> {
  const { predicates, columns } = await ownershipPredicates(db, userId);
  const tables: ExportedTable[] = [];
  for (const table of [...predicates.keys()].sort()) {
    const kept = (columns.get(table) ?? []).filter((col) => !isSecretColumn(col.column_name) && col.udt_name !== 'bytea' && col.udt_name !== 'vector');
    if (kept.length === 0) continue;
    const selected = sql.join(kept.map((col) => sql.ref(col.column_name)));
    const result = await sql<Record<string, unknown>>`select ${selected} from ${sql.table(table)} where ${predicates.get(table)!}`.execute(db);
    tables.push({ table, rows: result.rows.map(plainRow) });
  }
  return tables;
}

function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The user's stored files with their bytes, largest last, up to `maxBytes` in total (the rest are left out). */
export async function collectStoredFiles(db: Kysely<Database>, userId: string, maxBytes: number): Promise<{ files: { id: string; name: string; content: Uint8Array }[]; leftOut: number }> {
  const listed = await db.selectFrom('stored_files').select(['id', 'size_bytes']).where('user_id', '=', userId).orderBy('size_bytes').orderBy('id').execute();
  const files: { id: string; name: string; content: Uint8Array }[] = [];
  let total = 0;
  let leftOut = 0;
  for (const entry of listed) {
    if (total + Number(entry.size_bytes) > maxBytes) {
      leftOut += 1;
      continue;
    }
    const row = await db.selectFrom('stored_files').select(['id', 'name', 'content']).where('id', '=', entry.id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) continue;
    total += row.content.byteLength;
    files.push({ id: row.id, name: row.name, content: new Uint8Array(row.content) });
  }
  return { files, leftOut };
}
