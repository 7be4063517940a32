import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StickyNoteRow } from '../../db/tables/notifications';
import { DEFAULT_STICKY_NOTE_COLOR, type StickyNoteColor } from '../../domain/sticky-notes/colors';
import { isBlankNote, STICKY_NOTE_LIMITS, STICKY_NOTE_MESSAGES, type StickyNote } from '../../domain/sticky-notes/note';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';

type Db = Kysely<Database>;

const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
const noteNotFound = () => notFound(STICKY_NOTE_MESSAGES.notFound);

export function toStickyNote(row: StickyNoteRow): StickyNote {
  return { id: row.id, content: row.content, color: row.color, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

/** Seed 001 §5: an empty or whitespace-only note is not saved. */
function contentOf(content: string): string {
  if (isBlankNote(content)) throw badRequest(STICKY_NOTE_MESSAGES.blank);
  if (content.length > STICKY_NOTE_LIMITS.content) throw badRequest(STICKY_NOTE_MESSAGES.tooLong);
  return content;
}

export async function listStickyNotes(db: Db, userId: string): Promise<StickyNote[]> {
  const rows = await db.selectFrom('sticky_notes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toStickyNote);
}

export async function createStickyNote(db: Db, userId: string, input: { content: string; color?: StickyNoteColor | undefined }): Promise<StickyNote> {
  const content = contentOf(input.content);
  return db.transaction().execute(async (trx) => {
    const { count } = await trx.selectFrom('sticky_notes').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(count) >= STICKY_NOTE_LIMITS.notes) throw badRequest(STICKY_NOTE_MESSAGES.tooMany);
    const row = await trx.insertInto('sticky_notes').values({ user_id: userId, content, color: input.color ?? DEFAULT_STICKY_NOTE_COLOR }).returningAll().executeTakeFirstOrThrow();
    await publishLive(trx, userId, 'sticky-notes.changed', {});
    return toStickyNote(row);
  });
}

export async function updateStickyNote(db: Db, userId: string, noteId: string, changes: { content?: string | undefined; color?: StickyNoteColor | undefined }): Promise<StickyNote> {
  const columns = {
    ...(changes.content !== undefined ? { content: contentOf(changes.content) } : {}),
    ...(changes.color !== undefined ? { color: changes.color } : {}),
  };
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sticky_notes').selectAll().where('id', '=', noteId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw noteNotFound();
    // Nothing to change: the note as it is (an empty update is no error).
    if (Object.keys(columns).length === 0) return toStickyNote(current);
    const row = await trx
      .updateTable('sticky_notes')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', noteId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishLive(trx, userId, 'sticky-notes.changed', {});
    return toStickyNote(row);
  });
}

export async function deleteStickyNote(db: Db, userId: string, noteId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('sticky_notes').where('id', '=', noteId).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!removed) throw noteNotFound();
    await publishLive(trx, userId, 'sticky-notes.changed', {});
  });
}
