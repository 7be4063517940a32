import { ApiError } from './ApiError';
import { apiRequest } from './client';
import { accountPath } from './mail';
import type { DraftInput, MailAttachmentRef, MailDraft } from '../../../domain/mail/drafts';

/** Drafts kept by the workspace, files attached to a message being written, and the signature. */

export type { DraftInput, MailAttachmentRef, MailDraft };

export async function fetchDrafts(accountId: string, signal?: AbortSignal): Promise<MailDraft[]> {
  return (await apiRequest<{ drafts: MailDraft[] }>(`${accountPath(accountId)}/drafts`, signal ? { signal } : {})).drafts;
}

export async function createDraft(accountId: string, input: DraftInput): Promise<MailDraft> {
  return (await apiRequest<{ draft: MailDraft }>(`${accountPath(accountId)}/drafts`, { method: 'POST', body: input })).draft;
}

export async function updateDraft(draftId: string, input: DraftInput): Promise<MailDraft> {
  return (await apiRequest<{ draft: MailDraft }>(`/api/mail/drafts/${encodeURIComponent(draftId)}`, { method: 'PUT', body: input })).draft;
}

export async function deleteDraft(draftId: string): Promise<void> {
  await apiRequest<void>(`/api/mail/drafts/${encodeURIComponent(draftId)}`, { method: 'DELETE' });
}

export interface SendHtmlInput {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  body: string;
  bodyFormat: 'html' | 'text';
  inReplyToMessageId?: string;
  attachmentIds?: string[];
}

export async function sendComposed(accountId: string, mail: SendHtmlInput): Promise<string> {
  return (await apiRequest<{ id: string }>(`${accountPath(accountId)}/send`, { method: 'POST', body: mail })).id;
}

/** Uploads one file's bytes (the same 25 MB limit as the drive). */
export async function uploadAttachment(file: File): Promise<MailAttachmentRef> {
  const query = new URLSearchParams({ name: file.name, ...(file.type ? { type: file.type } : {}) });
  const response = await fetch(`/api/mail/attachments?${query.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  const reply = (await response.json().catch(() => null)) as { attachment?: MailAttachmentRef; error?: { code: string; message: string } } | null;
  if (!response.ok || !reply?.attachment) throw new ApiError(response.status, reply?.error?.code ?? `HTTP_${response.status}`, reply?.error?.message ?? 'The file could not be uploaded.');
  return reply.attachment;
}

export async function removeAttachment(attachmentId: string): Promise<void> {
  await apiRequest<void>(`/api/mail/attachments/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });
}

export async function fetchComposeSettings(signal?: AbortSignal): Promise<{ signature: string }> {
  return apiRequest<{ signature: string }>('/api/mail/compose-settings', signal ? { signal } : {});
}

export async function saveComposeSettings(signature: string): Promise<{ signature: string }> {
  return apiRequest<{ signature: string }>('/api/mail/compose-settings', { method: 'PUT', body: { signature } });
}
