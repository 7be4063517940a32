import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DocumentTemplateRow } from '../../../db/tables/legal';
import { STARTER_TEMPLATES } from '../../../domain/legal/drafting/starter-templates';
import { templateFields } from '../../../domain/legal/drafting/template-fields';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { checkDocxTemplate } from '../documents/docx';
import type { TemplateView } from '../../../domain/legal/views';

export type { TemplateView };

type Db = Kysely<Database> | Transaction<Database>;

/** Seed 001 §8, verbatim. */
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const EMPTY_DOCX = 'This file is empty, so there is nothing to upload.';


/** Every column but the Word file's bytes, plus whether there is one. */
const columns = ['id', 'user_id', 'name', 'description', 'document_type', 'content', 'docx_filename', 'is_public', 'created_at', 'updated_at'] as const;
type TemplateListRow = Omit<DocumentTemplateRow, 'docx'> & { has_docx: boolean };

const toView = (row: TemplateListRow, userId: string): TemplateView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  documentType: row.document_type,
  content: row.content,
  fields: templateFields(row.content),
  isPublic: row.is_public,
  hasDocx: row.has_docx,
  docxFilename: row.docx_filename,
  mine: row.user_id === userId,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const selectTemplates = (db: Db) => db.selectFrom('document_templates').select([...columns, sql<boolean>`docx is not null`.as('has_docx')]);

/** Gives the person the starter templates once (their first list); later lists, or a second request racing this one, add none. */
async function seedStarters(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await sql`insert into legal_template_starters (user_id) values (${userId}) on conflict do nothing returning user_id`.execute(trx);
    if (claimed.rows.length === 0) return;
    await trx
      .insertInto('document_templates')
      .values(STARTER_TEMPLATES.map((t) => ({ user_id: userId, name: t.name, description: t.description, document_type: t.documentType, content: t.content })))
      .execute();
  });
}

/** Seed 001 §6: the person's own templates plus public ones; own first, then by name. */
export async function listTemplates(db: Kysely<Database>, userId: string): Promise<TemplateView[]> {
  await seedStarters(db, userId);
  const rows = await selectTemplates(db)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('is_public', '=', true)]))
    .orderBy(sql`user_id = ${userId}`, 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => toView(row, userId));
}

/** A template the person may use: their own or a public one; another's private one is not found. */
export async function findUsableTemplate(db: Db, userId: string, id: string): Promise<TemplateView> {
  const row = await selectTemplates(db)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('is_public', '=', true)]))
    .executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toView(row, userId);
}

/** The uploaded Word file of a usable template, or null. */
export async function templateDocx(db: Db, userId: string, id: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('document_templates')
    .select('docx')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('is_public', '=', true)]))
    .executeTakeFirst();
  return row?.docx ?? null;
}

export interface TemplateInput {
  name: string;
  description?: string | undefined;
  documentType: string;
  content: string;
  isPublic?: boolean | undefined;
}

export async function createTemplate(db: Kysely<Database>, userId: string, input: TemplateInput): Promise<TemplateView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('document_templates')
      .values({ user_id: userId, name: input.name.trim(), description: input.description ?? '', document_type: input.documentType.trim(), content: input.content, is_public: input.isPublic ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishLive(trx, userId, 'legal.changed', { templateId: row.id });
    return findUsableTemplate(trx, userId, row.id);
  });
}

/** Edits one of the person's own templates; someone else's (public or not) is not found. */
export async function updateTemplate(db: Kysely<Database>, userId: string, id: string, changes: Partial<TemplateInput>): Promise<TemplateView> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('document_templates')
      .set({
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.documentType !== undefined ? { document_type: changes.documentType.trim() } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.isPublic !== undefined ? { is_public: changes.isPublic } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
    await publishLive(trx, userId, 'legal.changed', { templateId: id });
    return findUsableTemplate(trx, userId, id);
  });
}

export async function deleteTemplate(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('document_templates').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound(TEMPLATE_NOT_FOUND);
    await publishLive(trx, userId, 'legal.changed', { templateId: id });
  });
}

/** Stores a Word file on one of the person's own templates, after checking docxtemplater can read its tags. */
export async function uploadTemplateDocx(db: Kysely<Database>, userId: string, id: string, upload: { name: string; bytes: Buffer }): Promise<TemplateView> {
  if (upload.bytes.byteLength === 0) throw new HttpError(400, 'validation_error', EMPTY_DOCX);
  checkDocxTemplate(upload.bytes);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('document_templates')
      .set({ docx: upload.bytes, docx_filename: upload.name.trim(), updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
    await publishLive(trx, userId, 'legal.changed', { templateId: id });
    return findUsableTemplate(trx, userId, id);
  });
}
