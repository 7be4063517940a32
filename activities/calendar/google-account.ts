import { findLinkedGoogleAccount } from '../mail/gmail/linked-google-account';
import type { MailDeps } from '../mail/mail-deps';
import { createGoogleCalendarClient, type GoogleCalendarClient } from './google-calendar';

/** The Calendar API of the user's first connected Google account, or null when none is linked (or Google is not configured). */
export async function openUserGoogleCalendar(deps: MailDeps, userId: string): Promise<GoogleCalendarClient | null> {
  if (!deps.google) return null;
  const account = await findLinkedGoogleAccount(deps, userId);
  return account ? createGoogleCalendarClient({ ...account, google: deps.google }) : null;
}
