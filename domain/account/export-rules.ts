/**
 * What an account export leaves out (Settings → Data): secrets never leave the server, whoever asks.
 * Everything else that belongs to the person is in it.
 */

/** Tables left out whole: sign-in state (OAuth round-trip states), the live change feed, sign-in throttling. */
export const EXPORT_EXCLUDED_TABLES: readonly string[] = ['oauth_states', 'live_events', 'login_throttle', 'workflow_outbox'];

/** Columns whose names say they hold a secret: password hashes, session and invitation token hashes, sealed OAuth tokens and mail passwords. */
const SECRET_COLUMN = /password|token|secret|credential/i;

export function isSecretColumn(column: string): boolean {
  return SECRET_COLUMN.test(column);
}

/** The export's file name for today, e.g. workspace-export-2026-11-25.zip. */
export function exportFileName(now: Date, format: 'json' | 'zip'): string {
  return `workspace-export-${now.toISOString().slice(0, 10)}.${format}`;
}

/** A stored file's name inside the ZIP: files/<id>-<name> with path separators and control characters replaced. */
export function zipFileEntryName(id: string, name: string): string {
  const safe = name.replace(/[\\/\p{Cc}]/gu, '_').replace(/^\.+/, '_').slice(0, 120) || 'file';
  return `files/${id}-${safe}`;
}

/** Stored files' bytes go into the ZIP up to this total; past it the files are listed in the export only. */
export const EXPORT_MAX_FILE_BYTES = 200 * 1024 * 1024;
