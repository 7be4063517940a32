import { gmail, type gmail_v1 } from 'googleapis/build/src/apis/gmail/index.js';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { GoogleConfig } from '../../../domain/mail/google-config';
import { MAIL_BATCH_TRASH_CHUNK } from '../../../domain/mail/types';
import { MailProviderError, type MailProvider } from '../provider';
import { chunk, mapInBatches } from './batches';
import type { GmailCredentials } from './credentials';
import { toGmailError } from './errors';
import { listSystemFolders, moveLabels } from './folders';
import { googleServiceOptions } from './google-oauth';
import { createGoogleSession } from './google-session';
import { pollInboxHistory } from './history';
import { createLabelOrFindExisting, listUserLabels } from './labels';
import { fetchAttachment, fetchFullMessage, listMessagePage, METADATA_BATCH_SIZE } from './messages';
import { saveDraft, sendMail } from './send';

export interface GmailProviderOptions {
  account: { id: string; email: string };
  credentials: GmailCredentials;
  google: GoogleConfig;
  /** Persists refreshed tokens (sealed) before they are used. */
  saveCredentials(next: GmailCredentials): Promise<void>;
  now?: () => number;
}

/** A Gmail mailbox through the Gmail API (seed 000 §7); tokens are refreshed when under 10 minutes remain. */
export function createGmailProvider({ account, credentials, google, saveCredentials, now }: GmailProviderOptions): MailProvider {
  const session = createGoogleSession({ credentials, google, saveCredentials, ...(now ? { now } : {}) });
  const api = gmail({ version: 'v1', ...googleServiceOptions(google, session.auth) });

  async function call<T>(work: (gmailApi: gmail_v1.Gmail) => Promise<T>): Promise<T> {
    try {
      await session.ensureFreshToken();
      return await work(api);
    } catch (error) {
      throw toGmailError(error);
    }
  }

  const modify = (id: string, addLabelIds: string[], removeLabelIds: string[]) =>
    call((gmailApi) => gmailApi.users.messages.modify({ userId: 'me', id, requestBody: { addLabelIds, removeLabelIds } })).then(() => undefined);

  return {
    kind: 'gmail',
    listFolders: () => call(listSystemFolders),
    listLabels: () => call(listUserLabels),
    createLabel: (name) => call((gmailApi) => createLabelOrFindExisting(gmailApi, name)),
    listMessages: (query) => call((gmailApi) => listMessagePage(gmailApi, query)),
    getMessage: (messageId) => {
      if (!messageId) return Promise.reject(new MailProviderError(MAIL_MESSAGES.emailIdRequired, 400, false));
      return call((gmailApi) => fetchFullMessage(gmailApi, messageId));
    },
    getAttachment: (messageId, attachmentId) => call((gmailApi) => fetchAttachment(gmailApi, messageId, attachmentId)),

    async setRead(messageIds, read) {
      await mapInBatches(messageIds, METADATA_BATCH_SIZE, (id) => (read ? modify(id, [], ['UNREAD']) : modify(id, ['UNREAD'], [])));
    },
    modifyLabels: (messageId, addLabelIds, removeLabelIds) => modify(messageId, addLabelIds, removeLabelIds),
    moveToFolder: (messageId, folderId) => {
      const { addLabelIds, removeLabelIds } = moveLabels(folderId);
      return modify(messageId, addLabelIds, removeLabelIds);
    },
    archive: (messageId) => modify(messageId, [], ['INBOX']),

    async trash(messageIds) {
      if (messageIds.length === 1) {
        await call((gmailApi) => gmailApi.users.messages.trash({ userId: 'me', id: messageIds[0]! }));
        return;
      }
      for (const ids of chunk(messageIds, MAIL_BATCH_TRASH_CHUNK)) {
        await call((gmailApi) => gmailApi.users.messages.batchModify({ userId: 'me', requestBody: { ids, addLabelIds: ['TRASH'] } }));
      }
    },

    send: (mail) => call((gmailApi) => sendMail(gmailApi, account.email || credentials.email, mail)),
    saveDraft: (mail) => call((gmailApi) => saveDraft(gmailApi, account.email || credentials.email, mail)),
    pollNewMessages: (cursor) => call((gmailApi) => pollInboxHistory(gmailApi, cursor)),
  };
}
