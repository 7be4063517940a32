import type { MailDeps } from '../mail-deps';
import { saveCredentials } from '../provider-factory';
import type { GmailCredentials } from './credentials';

/** The OAuth credentials of a user's first connected Google account, with the way to keep refreshed ones. */
export interface LinkedGoogleAccount {
  credentials: GmailCredentials;
  saveCredentials(next: GmailCredentials): Promise<void>;
}

/** The user's first connected Google account (Calendar and Drive use it), or null when none is linked. */
export async function findLinkedGoogleAccount(deps: MailDeps, userId: string): Promise<LinkedGoogleAccount | null> {
  const account = await deps.db
    .selectFrom('linked_accounts')
    .select(['id', 'credentials_encrypted'])
    .where('user_id', '=', userId)
    .where('provider', '=', 'gmail')
    .where('connected', '=', true)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!account?.credentials_encrypted) return null;
  return {
    credentials: deps.secrets.openJson<GmailCredentials>(account.credentials_encrypted),
    saveCredentials: (next) => saveCredentials(deps, account.id, next),
  };
}
