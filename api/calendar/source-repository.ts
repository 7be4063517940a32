import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarSourceRow } from '../../db/tables/planning';
import { BUILT_IN_SOURCES, isBuiltInSourceId, type CalendarSource } from '../../domain/calendar/sources';

/** The built-in sources of a user, made the first time they are needed (concurrent callers are harmless). */
export async function ensureBuiltInSources(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('calendar_sources')
    .values(BUILT_IN_SOURCES.map((source) => ({ user_id: userId, ...source })))
    .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
    .execute();
}

export function toCalendarSource(row: CalendarSourceRow): CalendarSource {
  return { id: row.id, name: row.name, color: row.color, visible: row.visible, type: row.type, description: row.description, builtIn: row.type !== 'custom' };
}

export async function listSources(db: Kysely<Database>, userId: string): Promise<CalendarSource[]> {
  await ensureBuiltInSources(db, userId);
  const rows = await db.selectFrom('calendar_sources').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  const builtInOrder = (row: CalendarSourceRow) => {
    const index = BUILT_IN_SOURCES.findIndex((source) => source.id === row.id);
    return index < 0 ? BUILT_IN_SOURCES.length : index;
  };
  return rows.sort((a, b) => builtInOrder(a) - builtInOrder(b)).map(toCalendarSource);
}

/** One of the user's sources; a built-in one is made on first use. */
export async function findSource(db: Kysely<Database>, userId: string, sourceId: string): Promise<CalendarSourceRow | undefined> {
  const select = () => db.selectFrom('calendar_sources').selectAll().where('user_id', '=', userId).where('id', '=', sourceId).executeTakeFirst();
  const found = await select();
  if (found || !isBuiltInSourceId(sourceId)) return found;
  await ensureBuiltInSources(db, userId);
  return select();
}
