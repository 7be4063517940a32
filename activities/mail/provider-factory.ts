import type { LinkedAccountRow } from '../../db/tables/mail';
import type { MailAccount } from '../../domain/mail/types';
import { createDemoProvider } from './demo/demo-provider';
import type { MailDeps } from './mail-deps';
import { MailProviderError, type MailProvider } from './provider';

type AccountForProvider = Pick<LinkedAccountRow, 'id' | 'user_id' | 'provider' | 'email' | 'name' | 'settings' | 'credentials_encrypted'>;

/** Opens the mailbox behind a linked account, whatever provider serves it. */
export async function openMailProvider(deps: MailDeps, account: AccountForProvider): Promise<MailProvider> {
  switch (account.provider) {
    case 'demo':
      return createDemoProvider(deps.db, { id: account.id, userId: account.user_id, email: account.email, name: account.name });
    default:
      throw new MailProviderError(`Mail accounts of type ${account.provider} are not supported on this server.`, 501, false);
  }
}

export function toMailAccount(row: Pick<LinkedAccountRow, 'id' | 'provider' | 'email' | 'name' | 'connected' | 'last_synced_at'>): MailAccount {
  return {
    id: row.id,
    provider: row.provider,
    email: row.email,
    name: row.name,
    connected: row.connected,
    lastSynced: row.last_synced_at?.toISOString() ?? null,
    isDemo: row.provider === 'demo',
  };
}
