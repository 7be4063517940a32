import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GmailCredentials } from '../../activities/mail/gmail/credentials';
import { googleErrorStatus } from '../../activities/mail/gmail/google-oauth';
import { exchangeAuthorizationCode, gmailConsentUrl, type LinkedGoogleAccount } from '../../activities/mail/gmail/link-account';
import type { SecretBox } from '../../activities/security/secret-box';
import type { GoogleConfig } from '../../domain/mail/google-config';
import { HttpError } from '../http-error';
import { consumeOauthState, createOauthState, isLiveOauthState } from './oauth-states';

export const GMAIL_LINK_MESSAGES = {
  notConfigured: 'Gmail is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
  invalidState: 'This Gmail connection link is invalid or has expired. Please start connecting your account again.',
  noCode: 'No authorization code received from OAuth provider',
  signInFailed: 'Google sign in failed',
  noRefreshToken: 'Google did not grant offline access. Please start connecting your account again.',
} as const;

const PROVIDER = 'gmail';
const invalidState = () => new HttpError(400, 'invalid_oauth_state', GMAIL_LINK_MESSAGES.invalidState);

export function requireGoogle(google: GoogleConfig | null): GoogleConfig {
  if (!google) throw new HttpError(503, 'gmail_not_configured', GMAIL_LINK_MESSAGES.notConfigured);
  return google;
}

export async function startGmailLink(db: Kysely<Database>, google: GoogleConfig, userId: string): Promise<string> {
  return gmailConsentUrl(google, await createOauthState(db, userId, PROVIDER));
}

export interface GmailCallback {
  code?: string | undefined;
  state?: string | undefined;
}

/** Checks the state, exchanges the code and links (or re-links) the account with its tokens sealed. */
export async function completeGmailLink(db: Kysely<Database>, secrets: SecretBox, google: GoogleConfig, userId: string, callback: GmailCallback): Promise<void> {
  const { code, state } = callback;
  if (!state || !(await isLiveOauthState(db, state, userId, PROVIDER))) throw invalidState();
  if (!code) {
    await consumeOauthState(db, state, userId);
    throw new HttpError(400, 'missing_authorization_code', GMAIL_LINK_MESSAGES.noCode);
  }
  const account = await exchangeOrFail(google, code);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeOauthState(trx, state, userId))) throw invalidState();
    await saveLinkedAccount(trx, secrets, userId, account);
  });
}

async function exchangeOrFail(google: GoogleConfig, code: string): Promise<LinkedGoogleAccount> {
  try {
    return await exchangeAuthorizationCode(google, code);
  } catch (error) {
    const status = googleErrorStatus(error);
    if (status === 400 || status === 401) throw new HttpError(400, 'gmail_oauth_failed', GMAIL_LINK_MESSAGES.signInFailed);
    throw new HttpError(502, 'gmail_oauth_failed', GMAIL_LINK_MESSAGES.signInFailed);
  }
}

async function saveLinkedAccount(trx: Transaction<Database>, secrets: SecretBox, userId: string, account: LinkedGoogleAccount): Promise<void> {
  const existing = await trx
    .selectFrom('linked_accounts')
    .select(['id', 'credentials_encrypted'])
    .where('user_id', '=', userId)
    .where('provider', '=', PROVIDER)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', account.email.toLowerCase()))
    .executeTakeFirst();
  const credentials = withRefreshToken(account.credentials, existing?.credentials_encrypted ?? null, secrets);
  const sealed = secrets.sealJson(credentials);
  if (existing) {
    await trx
      .updateTable('linked_accounts')
      .set({ name: account.name, provider_account_id: account.providerAccountId, credentials_encrypted: sealed, connected: true, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await trx
    .insertInto('linked_accounts')
    .values({ user_id: userId, provider: PROVIDER, email: account.email, name: account.name, provider_account_id: account.providerAccountId, credentials_encrypted: sealed, connected: true })
    .execute();
}

/** Google may omit the refresh token when access was granted before; the stored one then stays valid. */
function withRefreshToken(credentials: GmailCredentials, storedSealed: string | null, secrets: SecretBox): GmailCredentials {
  if (credentials.refreshToken) return credentials;
  const stored = storedSealed ? secrets.openJson<GmailCredentials>(storedSealed).refreshToken : '';
  if (!stored) throw new HttpError(400, 'gmail_oauth_failed', GMAIL_LINK_MESSAGES.noRefreshToken);
  return { ...credentials, refreshToken: stored };
}
