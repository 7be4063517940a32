import type { Kysely } from 'kysely';
import type { MailDeps } from '../../activities/mail/mail-deps';
import { openMailProvider } from '../../activities/mail/provider-factory';
import { MailProviderError, type MailProvider } from '../../activities/mail/provider';
import type { LinkedAccountRow } from '../../db/tables/mail';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../http-error';

/** The signed-in user's account, or 404: another user's account is indistinguishable from none. */
export async function findOwnAccount(db: Kysely<Database>, userId: string, accountId: string): Promise<LinkedAccountRow> {
  const row = await db.selectFrom('linked_accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Mail account not found');
  return row;
}

/** Opens the account's mailbox, runs `work`, closes it, and turns provider errors into HTTP errors. */
export async function withMailbox<T>(deps: MailDeps, account: LinkedAccountRow, work: (provider: MailProvider) => Promise<T>): Promise<T> {
  let provider: MailProvider | null = null;
  try {
    provider = await openMailProvider(deps, account);
    return await work(provider);
  } catch (error) {
    if (error instanceof MailProviderError) throw new HttpError(error.status >= 400 && error.status < 600 ? error.status : 502, 'mail_provider_error', error.message);
    throw error;
  } finally {
    await provider?.close?.().catch(() => undefined);
  }
}
