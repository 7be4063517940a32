import { ApplicationFailure } from '@temporalio/activity';
import type { MailDeps } from './mail-deps';
import { openMailProvider } from './provider-factory';
import { MailProviderError } from './provider';

export interface PollInput {
  userId: string;
  accountId: string;
  /** Where the watcher is; undefined on its first poll, which starts from the stored cursor. */
  cursor?: string | null;
}

/**
 * Asks the mailbox what arrived since a cursor. Polling never moves the stored cursor: the watcher saves
 * it once the analyses of the new mail have started, so a crash in between asks for the same mail again
 * (whose analyses have stable ids) instead of skipping it.
 */
export function createMailSyncActivities(deps: MailDeps) {
  const ownAccount = async ({ userId, accountId }: PollInput) => {
    const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
    if (!account || !account.connected) throw ApplicationFailure.nonRetryable(`Mail account ${accountId} is gone or disconnected`, 'AccountGone');
    return account;
  };

  return {
    async pollNewMail(input: PollInput): Promise<{ messageIds: string[]; cursor: string }> {
      const account = await ownAccount(input);
      const provider = await openMailProvider(deps, account);
      try {
        return await provider.pollNewMessages(input.cursor === undefined ? account.sync_cursor : input.cursor);
      } catch (error) {
        if (error instanceof MailProviderError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'MailProviderError');
        throw error;
      } finally {
        await provider.close?.();
      }
    },

    async saveMailCursor({ userId, accountId, cursor }: { userId: string; accountId: string; cursor: string }): Promise<void> {
      await deps.db.updateTable('linked_accounts').set({ sync_cursor: cursor, last_synced_at: new Date() }).where('id', '=', accountId).where('user_id', '=', userId).execute();
    },
  };
}
