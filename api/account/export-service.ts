import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EXPORT_MAX_FILE_BYTES, zipFileEntryName } from '../../domain/account/export-rules';
import { collectStoredFiles, collectUserRows } from './export-collector';

export interface AccountExport {
  contentType: string;
  bytes: Buffer;
}

/** Everything of the user's as one JSON document: `{ exportedAt, tables: { name: rows[] } }`. */
export async function exportAsJson(db: Kysely<Database>, userId: string, now: Date): Promise<AccountExport> {
  const tables = await collectUserRows(db, userId);
  const document = { exportedAt: now.toISOString(), tables: Object.fromEntries(tables.map((table) => [table.table, table.rows])) };
  return { contentType: 'application/json; charset=utf-8', bytes: Buffer.from(JSON.stringify(document, null, 2)) };
}

/** One JSON file per table under tables/, the stored files' bytes under files/, and a README.txt saying what is where. */
export async function exportAsZip(db: Kysely<Database>, userId: string, now: Date): Promise<AccountExport> {
  const tables = await collectUserRows(db, userId);
  const { files, leftOut } = await collectStoredFiles(db, userId, EXPORT_MAX_FILE_BYTES);
  const entries: Zippable = {};
  for (const table of tables) entries[`tables/${table.table}.json`] = strToU8(JSON.stringify(table.rows, null, 2));
  // Already-compressed formats gain nothing from deflate: files are stored as they are.
  for (const file of files) entries[zipFileEntryName(file.id, file.name)] = [file.content, { level: 0 }];
  const readme = [
    `Workspace export of ${now.toISOString()}.`,
    'tables/<name>.json: every row of that table that belongs to you (passwords, sign-in tokens and linked-account credentials are never exported).',
    `files/<id>-<name>: the bytes of your stored files (${files.length} file(s); see tables/stored_files.json for their details).`,
    ...(leftOut > 0 ? [`${leftOut} stored file(s) were left out because the export reached its size limit; download them from the drive.`] : []),
    '',
  ].join('\n');
  entries['README.txt'] = strToU8(readme);
  return { contentType: 'application/zip', bytes: Buffer.from(zipSync(entries, { level: 6 })) };
}
