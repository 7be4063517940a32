import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { WritingStyleRow } from '../../../db/tables/legal';
import { analyseStyle, StyleTextTooShortError } from '../../../domain/legal/style/analyse';
import type { StyleCharacteristics } from '../../../domain/legal/types';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import type { StyleProfileView as StyleView } from '../../../domain/legal/views';

export type { StyleView };

export const STYLE_NOT_FOUND = 'Style profile not found';


const toView = (row: WritingStyleRow): StyleView => ({ id: row.id, name: row.name, characteristics: row.characteristics, sampleText: row.sample_text, createdAt: row.created_at.toISOString() });

/** The analysis, or a 400 with seed 001 §8's message when the text is too short. */
export function analyseOrRefuse(text: string): StyleCharacteristics {
  try {
    return analyseStyle(text);
  } catch (error) {
    if (error instanceof StyleTextTooShortError) throw new HttpError(400, 'style_text_too_short', error.message);
    throw error;
  }
}

export async function createStyle(db: Kysely<Database>, userId: string, input: { name: string; sampleText: string }): Promise<StyleView> {
  const characteristics = analyseOrRefuse(input.sampleText);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('writing_styles')
      .values({ user_id: userId, name: input.name.trim() || 'Untitled style', characteristics: JSON.stringify(characteristics), sample_text: input.sampleText })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishLive(trx, userId, 'legal.changed', { styleId: row.id });
    return toView(row);
  });
}

/** Seed 001 §7: writing_styles selected by user_id (newest first). */
export async function listStyles(db: Kysely<Database>, userId: string): Promise<StyleView[]> {
  const rows = await db.selectFrom('writing_styles').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toView);
}

/** Seed 001 §7: writing_styles selected by id (the user's own; another's is not found). */
export async function findStyle(db: Kysely<Database>, userId: string, id: string): Promise<StyleView> {
  const row = await db.selectFrom('writing_styles').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(STYLE_NOT_FOUND);
  return toView(row);
}

export async function deleteStyle(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('writing_styles').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound(STYLE_NOT_FOUND);
    await publishLive(trx, userId, 'legal.changed', { styleId: id });
  });
}
