import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailDraftRow } from '../../db/tables/mail-drafts';
import type { MailAttachmentRef, MailDraft } from '../../domain/mail/drafts';
import type { OutgoingAttachment } from '../../domain/mail/types';
import { notFound } from '../http-error';

export type DraftView = MailDraft;
export type AttachmentView = MailAttachmentRef;

export async function attachmentsOf(db: Kysely<Database>, draftId: string): Promise<AttachmentView[]> {
  const rows = await db.selectFrom('mail_attachments').select(['id', 'filename', 'mime_type', 'size']).where('draft_id', '=', draftId).orderBy('created_at').execute();
  return rows.map((row) => ({ id: row.id, filename: row.filename, mimeType: row.mime_type, size: row.size }));
}

export async function draftView(db: Kysely<Database>, row: MailDraftRow): Promise<DraftView> {
  return {
    id: row.id,
    accountId: row.account_id,
    to: row.to_addresses,
    cc: row.cc_addresses,
    bcc: row.bcc_addresses,
    subject: row.subject,
    bodyHtml: row.body_html,
    inReplyToMessageId: row.in_reply_to_message_id,
    attachments: await attachmentsOf(db, row.id),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The signed-in user's draft, or 404 (another user's draft is indistinguishable from none). */
export async function findOwnDraft(db: Kysely<Database>, userId: string, draftId: string): Promise<MailDraftRow> {
  const row = await db.selectFrom('mail_drafts').selectAll().where('id', '=', draftId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Draft not found');
  return row;
}

/** The user's own uploaded files by id, with their bytes; an id that is not theirs is a 404. */
export async function ownAttachments(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Array<OutgoingAttachment & { id: string }>> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('mail_attachments').select(['id', 'filename', 'mime_type', 'content']).where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
  if (rows.length !== new Set(ids).size) throw notFound('Attachment not found');
  return rows.map((row) => ({ id: row.id, filename: row.filename, mimeType: row.mime_type, content: new Uint8Array(row.content) }));
}
