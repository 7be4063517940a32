import type { gmail_v1 } from 'googleapis';
import type { MailMessage, MailMessageSummary, MessageListPage, MessageListQuery } from '../../../domain/mail/types';
import { MailProviderError, type AttachmentContent } from '../provider';
import { mapInBatches } from './batches';
import { listParams } from './folders';
import { googleErrorStatus } from './google-oauth';
import { toFullMessage } from './full-message';
import { findAttachmentPart } from './message-parts';
import { SUMMARY_HEADERS, toSummary } from './message-summary';

/** List rows' metadata is fetched this many messages at a time (seed 000 §9: batches of 5 or 10). */
export const METADATA_BATCH_SIZE = 10;

export async function listMessagePage(api: gmail_v1.Gmail, query: MessageListQuery): Promise<MessageListPage> {
  const { data } = await api.users.messages.list(listParams(query));
  const ids = (data.messages ?? []).map((message) => message.id).filter((id): id is string => Boolean(id));
  const rows = await mapInBatches(ids, METADATA_BATCH_SIZE, (id) => fetchSummary(api, id));
  return {
    messages: rows.filter((row): row is MailMessageSummary => row !== null),
    nextPageToken: data.nextPageToken ?? null,
    resultSizeEstimate: data.resultSizeEstimate ?? ids.length,
  };
}

/** Null when the message went away between the list and this call (deleted elsewhere). */
async function fetchSummary(api: gmail_v1.Gmail, id: string): Promise<MailMessageSummary | null> {
  try {
    const { data } = await api.users.messages.get({ userId: 'me', id, format: 'metadata', metadataHeaders: SUMMARY_HEADERS });
    return toSummary(data);
  } catch (error) {
    if (googleErrorStatus(error) === 404) return null;
    throw error;
  }
}

export async function fetchFullMessage(api: gmail_v1.Gmail, id: string): Promise<MailMessage> {
  return toFullMessage(await fetchRawFull(api, id));
}

/** An attachment by our id (the part id); large parts come from attachments.get, small ones inline. */
export async function fetchAttachment(api: gmail_v1.Gmail, messageId: string, attachmentId: string): Promise<AttachmentContent> {
  const part = findAttachmentPart(await fetchRawFull(api, messageId), attachmentId);
  if (!part) throw new MailProviderError(`Attachment ${attachmentId} not found`, 404, false);
  let data = part.body?.data ?? '';
  if (part.body?.attachmentId) {
    const reply = await api.users.messages.attachments.get({ userId: 'me', messageId, id: part.body.attachmentId });
    data = reply.data.data ?? '';
  }
  return { filename: part.filename || `attachment-${attachmentId}`, mimeType: part.mimeType ?? 'application/octet-stream', data: Buffer.from(data, 'base64url') };
}

async function fetchRawFull(api: gmail_v1.Gmail, id: string): Promise<gmail_v1.Schema$Message> {
  return (await api.users.messages.get({ userId: 'me', id, format: 'full' })).data;
}
