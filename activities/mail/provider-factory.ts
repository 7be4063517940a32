import type { LinkedAccountRow } from '../../db/tables/mail';
import type { MailAccount } from '../../domain/mail/types';
import { createDemoProvider } from './demo/demo-provider';
import type { GmailCredentials } from './gmail/credentials';
import { createGmailProvider } from './gmail/provider';
import { createImapProvider, pickImapSettings, type ImapSettings } from './imap/index';
import type { MailDeps } from './mail-deps';
import { MailProviderError, type MailProvider } from './provider';

type AccountForProvider = Pick<LinkedAccountRow, 'id' | 'user_id' | 'provider' | 'email' | 'name' | 'settings' | 'credentials_encrypted'>;

/** Opens the mailbox behind a linked account, whatever provider serves it. */
export async function openMailProvider(deps: MailDeps, account: AccountForProvider): Promise<MailProvider> {
  switch (account.provider) {
    case 'demo':
      return createDemoProvider(deps.db, { id: account.id, userId: account.user_id, email: account.email, name: account.name });
    case 'gmail': {
      if (!deps.google) throw new MailProviderError('Gmail is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.', 503, false);
      return createGmailProvider({
        account: { id: account.id, email: account.email },
        credentials: openCredentials<GmailCredentials>(deps, account),
        google: deps.google,
        saveCredentials: (next) => saveCredentials(deps, account.id, next),
      });
    }
    case 'imap':
      return createImapProvider({
        account: { id: account.id, email: account.email, name: account.name },
        settings: pickImapSettings(account.settings as unknown as ImapSettings),
        password: openCredentials<{ password: string }>(deps, account).password,
        allowList: deps.mailHosts,
      });
  }
}

function openCredentials<T>(deps: MailDeps, account: AccountForProvider): T {
  if (!account.credentials_encrypted) throw new MailProviderError(`The ${account.provider} account ${account.email} has no stored credentials: link it again.`, 401, false);
  return deps.secrets.openJson<T>(account.credentials_encrypted);
}

/** Refreshed tokens are sealed again before anything uses them. */
export async function saveCredentials(deps: MailDeps, accountId: string, credentials: unknown): Promise<void> {
  await deps.db.updateTable('linked_accounts').set({ credentials_encrypted: deps.secrets.sealJson(credentials), updated_at: new Date() }).where('id', '=', accountId).execute();
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
