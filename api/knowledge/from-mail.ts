import type { AttachmentContent } from '../../activities/mail/provider';
import { driveMimeType } from '../../domain/files/drive-mime';
import type { MailMessage } from '../../domain/mail/types';
import type { DocumentView } from '../../domain/knowledge/views';
import type { AreaOptions } from '../area-options';
import { saveStoredFile } from '../files/stored-files';
import { notFound } from '../http-error';
import { findOwnAccount, withMailbox } from '../mail/accounts';
import { insertDocumentAndIngest } from './document-create';
import { listDocumentsByIds } from './document-repository';
import { KNOWLEDGE_MESSAGES } from './errors';

export interface MailImport {
  accountId: string;
  messageId: string;
  attachmentId?: string | undefined;
  folderId: string | null;
}

interface LoadedMail {
  message: MailMessage;
  attachments: Array<AttachmentContent & { attachmentId: string }>;
}

/** The message and the attachments wanted, read through the mailbox's own provider (demo, Gmail or IMAP). */
async function loadMail(options: AreaOptions, userId: string, request: MailImport): Promise<LoadedMail> {
  const account = await findOwnAccount(options.db, userId, request.accountId);
  return withMailbox(options, account, async (mailbox) => {
    const message = await mailbox.getMessage(request.messageId);
    const wanted = request.attachmentId ? message.attachments.filter((attachment) => attachment.attachmentId === request.attachmentId) : message.attachments;
    if (request.attachmentId && wanted.length === 0) throw notFound(KNOWLEDGE_MESSAGES.attachmentNotFound);
    const attachments = [];
    for (const attachment of wanted) attachments.push({ ...(await mailbox.getAttachment(message.id, attachment.attachmentId)), attachmentId: attachment.attachmentId });
    return { message, attachments };
  });
}

/** The message as text a reader (and the index) can use: its headers, then its body. */
export function messageAsText(message: MailMessage): string {
  const lines = [`Subject: ${message.subject}`, `From: ${message.from}`, `To: ${message.to.join(', ')}`];
  if (message.cc.length > 0) lines.push(`Cc: ${message.cc.join(', ')}`);
  lines.push(`Date: ${message.date}`);
  return `${lines.join('\n')}\n\n${message.textBody}`;
}

/**
 * An e-mail added to the knowledge base: the message as one document and each attachment as its own
 * (with attachmentId, only that attachment), bytes stored, all ingested, in one transaction.
 */
export async function createDocumentsFromMail(options: AreaOptions, userId: string, request: MailImport): Promise<DocumentView[]> {
  const { message, attachments } = await loadMail(options, userId, request);
  const subject = message.subject.trim() || '(no subject)';
  const mailSource = { kind: 'mail' as const, accountId: request.accountId, messageId: message.id, subject };
  const created = await options.outbox.transaction(async (trx, intents) => {
    const documents: Array<{ id: string; matterId: string | null }> = [];
    if (!request.attachmentId) {
      documents.push(
        await insertDocumentAndIngest(trx, intents, {
          userId,
          folderId: request.folderId,
          title: subject,
          content: messageAsText(message),
          mimeType: 'text/plain',
          fileId: null,
          source: mailSource,
          metadata: { from: message.from, date: message.date },
        }),
      );
    }
    for (const attachment of attachments) {
      const mimeType = driveMimeType(attachment.filename, attachment.mimeType);
      const fileId = await saveStoredFile(trx, { userId, name: attachment.filename, mimeType, bytes: attachment.data });
      documents.push(
        await insertDocumentAndIngest(trx, intents, {
          userId,
          folderId: request.folderId,
          title: attachment.filename,
          content: '',
          mimeType,
          fileId,
          source: { ...mailSource, attachmentId: attachment.attachmentId },
          metadata: { from: message.from, date: message.date, sizeBytes: attachment.data.byteLength },
        }),
      );
    }
    return documents;
  });
  return listDocumentsByIds(options.db, userId, created);
}
