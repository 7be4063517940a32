import type { GmailCredentials } from '../mail/gmail/credentials';
import type { MailDeps } from '../mail/mail-deps';
import { saveCredentials } from '../mail/provider-factory';
import { createGoogleCalendarClient, type GoogleCalendarClient } from './google-calendar';

/** The Calendar API of the user's first connected Google account, or null when none is linked (or Google is not configured). */
export async function openUserGoogleCalendar(deps: MailDeps, userId: string): Promise<GoogleCalendarClient | null> {
  if (!deps.google) return null;
  const account = await deps.db
    .selectFrom('linked_accounts')
    .select(['id', 'credentials_encrypted'])
    .where('user_id', '=', userId)
    .where('provider', '=', 'gmail')
    .where('connected', '=', true)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!account?.credentials_encrypted) return null;
  return createGoogleCalendarClient({
    credentials: deps.secrets.openJson<GmailCredentials>(account.credentials_encrypted),
    google: deps.google,
    saveCredentials: (next) => saveCredentials(deps, account.id, next),
  });
}
