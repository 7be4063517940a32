import type { Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssistantView } from '../../domain/assistants/views';
import { ASSISTANT_DEFAULTS, ASSISTANT_MESSAGES, normaliseCapabilities, retiredName } from '../../domain/assistants/rules';
import { HttpError } from '../http-error';
import { assistantNotFound, findAssistantRow, getAssistant, type Db } from './assistant-repository';
import type { CreateAssistantBody, UpdateAssistantBody } from './schemas';

type NewAssistant = Static<typeof CreateAssistantBody> & { catalogueId?: string | null };
type AssistantChanges = Static<typeof UpdateAssistantBody>;

export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);

function assistantName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(ASSISTANT_MESSAGES.nameRequired);
  return trimmed;
}

/**
 * The temperature as the column keeps it: to 3 decimals (what the views show), so a value too small for a
 * Postgres `real` (e.g. 2.2e-313) is stored as 0 instead of failing the write.
 */
export function storableTemperature(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export async function createAssistant(db: Db, userId: string, body: NewAssistant): Promise<AssistantView> {
  const row = await db
    .insertInto('assistants')
    .values({
      user_id: userId,
      name: assistantName(body.name),
      description: body.description?.trim() ?? '',
      system_prompt: body.system_prompt?.trim() ?? '',
      is_active: body.isActive ?? true,
      type: body.type?.trim() || ASSISTANT_DEFAULTS.type,
      capabilities: normaliseCapabilities(body.capabilities ?? []),
      model: body.model?.trim() || null,
      temperature: storableTemperature(body.temperature ?? ASSISTANT_DEFAULTS.temperature),
      max_tokens: body.maxTokens ?? ASSISTANT_DEFAULTS.maxTokens,
      catalogue_id: body.catalogueId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getAssistant(db, userId, row.id);
}

export async function updateAssistant(db: Kysely<Database>, userId: string, id: string, changes: AssistantChanges): Promise<AssistantView> {
  const result = await db
    .updateTable('assistants')
    .set({
      ...(changes.name !== undefined ? { name: assistantName(changes.name) } : {}),
      ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
      ...(changes.system_prompt !== undefined ? { system_prompt: changes.system_prompt.trim() } : {}),
      ...(changes.isActive !== undefined ? { is_active: changes.isActive } : {}),
      ...(changes.type !== undefined ? { type: changes.type.trim() || ASSISTANT_DEFAULTS.type } : {}),
      ...(changes.capabilities !== undefined ? { capabilities: normaliseCapabilities(changes.capabilities) } : {}),
      ...(changes.model !== undefined ? { model: changes.model?.trim() || null } : {}),
      ...(changes.temperature !== undefined ? { temperature: storableTemperature(changes.temperature) } : {}),
      ...(changes.maxTokens !== undefined ? { max_tokens: changes.maxTokens } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw assistantNotFound(id);
  return getAssistant(db, userId, id);
}

/** Takes the assistant's id out of every folder of the user that lists it. */
export async function unlinkFromAllFolders(db: Db, userId: string, assistantId: string): Promise<void> {
  await db
    .updateTable('knowledge_folders')
    .set({ assistant_ids: sql<string[]>`array_remove(assistant_ids, ${assistantId}::uuid)`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.val(assistantId), '=', eb.fn.any('assistant_ids')))
    .execute();
}

/** Postgres refusing the delete for a row that references it: restrict_violation (ON DELETE RESTRICT) or foreign_key_violation (NO ACTION). */
const STILL_REFERENCED = new Set(['23001', '23503']);

function isStillReferenced(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && STILL_REFERENCED.has(code);
}

/**
 * Deletes an assistant (seed 001 §4): in one transaction its id leaves the folders' links and the row
 * goes. When Postgres refuses because past conversations reference it (ON DELETE RESTRICT), it is
 * retired instead: unlinked, marked inactive and renamed '[Deleted] …' so those conversations keep its name.
 */
export async function deleteAssistant(db: Kysely<Database>, userId: string, id: string): Promise<'deleted' | 'retired'> {
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await findAssistantRow(trx, userId, id, true))) throw assistantNotFound(id);
      await unlinkFromAllFolders(trx, userId, id);
      await trx.deleteFrom('assistants').where('id', '=', id).where('user_id', '=', userId).execute();
    });
    return 'deleted';
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
  }
  await db.transaction().execute(async (trx) => {
    const row = await findAssistantRow(trx, userId, id, true);
    if (!row) throw assistantNotFound(id);
    await unlinkFromAllFolders(trx, userId, id);
    await trx
      .updateTable('assistants')
      .set({ is_active: false, name: retiredName(row.name), updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
  return 'retired';
}
