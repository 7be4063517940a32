import { ApplicationFailure } from '@temporalio/activity';
import type { MailDeps } from './mail-deps';
import { openMailProvider } from './provider-factory';
import { MailProviderError } from './provider';

export interface PollInput {
  userId: string;
  accountId: string;
}

/** Asks the mailbox what arrived since the stored cursor, and stores the new cursor. */
export function createMailSyncActivities(deps: MailDeps) {
  return {
    async pollNewMail({ userId, accountId }: PollInput): Promise<{ messageIds: string[] }> {
      const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      if (!account || !account.connected) throw ApplicationFailure.nonRetryable(`Mail account ${accountId} is gone or disconnected`, 'AccountGone');
      const provider = await openMailProvider(deps, account);
      try {
        const { messageIds, cursor } = await provider.pollNewMessages(account.sync_cursor);
        await deps.db.updateTable('linked_accounts').set({ sync_cursor: cursor, last_synced_at: new Date() }).where('id', '=', accountId).execute();
        return { messageIds };
      } catch (error) {
        if (error instanceof MailProviderError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'MailProviderError');
        throw error;
      } finally {
        await provider.close?.();
      }
    },
  };
}
