import type { gmail_v1 } from 'googleapis';
import { googleErrorStatus } from './google-oauth';

/**
 * Inbox messages added since the history id in `cursor`. The first call (null) only reads the
 * current history id from the profile, so linking an account does not analyse its past mail.
 */
export async function pollInboxHistory(api: gmail_v1.Gmail, cursor: string | null): Promise<{ messageIds: string[]; cursor: string }> {
  if (!cursor) return { messageIds: [], cursor: await currentHistoryId(api) };
  const added = new Set<string>();
  let latest = cursor;
  let pageToken: string | undefined;
  try {
    do {
      const { data } = await api.users.history.list({
        userId: 'me',
        startHistoryId: cursor,
        historyTypes: ['messageAdded'],
        labelId: 'INBOX',
        ...(pageToken ? { pageToken } : {}),
      });
      for (const record of data.history ?? []) {
        for (const { message } of record.messagesAdded ?? []) {
          if (message?.id && (message.labelIds ?? ['INBOX']).includes('INBOX')) added.add(message.id);
        }
      }
      latest = data.historyId ?? latest;
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    // 404: the start id is older than the history Gmail keeps (about a week); start again from now.
    if (googleErrorStatus(error) === 404) return { messageIds: [], cursor: await currentHistoryId(api) };
    throw error;
  }
  return { messageIds: [...added], cursor: latest };
}

async function currentHistoryId(api: gmail_v1.Gmail): Promise<string> {
  const { data } = await api.users.getProfile({ userId: 'me' });
  return data.historyId ?? '';
}
