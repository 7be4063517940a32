import type { Auth } from 'googleapis';
import { credentialsFromTokens, type GmailCredentials } from '../../activities/mail/gmail/credentials';
import { createGoogleOAuthClient, googleErrorStatus } from '../../activities/mail/gmail/google-oauth';
import { saveCredentials } from '../../activities/mail/provider-factory';
import type { MailDeps } from '../../activities/mail/mail-deps';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import { tokenState, type TokenState } from '../../domain/tokens/rules';

/** One linked Google account's stored token, as the status shows it (never the token itself). */
export interface AccountTokenStatus extends TokenState {
  accountId: string;
  email: string;
  /** ISO instant the tokens were last written (linking or the last refresh). */
  storedAt: string | null;
  /** Whether a refresh token is stored, without which no refresh is possible. */
  canRefresh: boolean;
  /** Set by a refresh: whether this account got a new access token, and why not. */
  refreshed?: boolean;
  error?: string | null;
}

interface StoredToken {
  accountId: string;
  email: string;
  credentials: GmailCredentials | null;
}

/** The user's connected Google accounts with their sealed tokens opened. */
async function storedTokens(deps: MailDeps, userId: string): Promise<StoredToken[]> {
  const rows = await deps.db
    .selectFrom('linked_accounts')
    .select(['id', 'email', 'credentials_encrypted'])
    .where('user_id', '=', userId)
    .where('provider', '=', 'gmail')
    .where('connected', '=', true)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    accountId: row.id,
    email: row.email,
    credentials: row.credentials_encrypted ? openOrNull(deps, row.credentials_encrypted) : null,
  }));
}

function openOrNull(deps: MailDeps, sealed: string): GmailCredentials | null {
  try {
    return deps.secrets.openJson<GmailCredentials>(sealed);
  } catch {
    return null;
  }
}

function describe(token: StoredToken, nowMs: number): AccountTokenStatus {
  const credentials = token.credentials;
  if (!credentials?.accessToken) {
    return { accountId: token.accountId, email: token.email, expiresAt: new Date(0).toISOString(), minutesLeft: 0, valid: false, refreshDue: true, storedAt: credentials?.storedAt ?? null, canRefresh: Boolean(credentials?.refreshToken) };
  }
  return { accountId: token.accountId, email: token.email, ...tokenState(credentials.expiresAt, nowMs), storedAt: credentials.storedAt ?? null, canRefresh: Boolean(credentials.refreshToken) };
}

export async function tokenStatus(deps: MailDeps, userId: string, now = Date.now()): Promise<AccountTokenStatus[]> {
  return (await storedTokens(deps, userId)).map((token) => describe(token, now));
}

/** Why a refresh failed, in the words of seed 000 §8. */
export class TokenRefreshError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRefreshError';
  }
}

/** One refresh at a time per account in this process: concurrent callers share it. */
const inFlight = new Map<string, Promise<GmailCredentials>>();

async function refreshOne(deps: MailDeps, token: StoredToken, now: () => number): Promise<GmailCredentials> {
  const google = deps.google;
  if (!google) throw new TokenRefreshError('Google API Client not initialized');
  const credentials = token.credentials;
  if (!credentials?.accessToken && !credentials?.refreshToken) throw new TokenRefreshError(TOKEN_MESSAGES.noAccessToken);
  if (!credentials.refreshToken) throw new TokenRefreshError(TOKEN_MESSAGES.noRefreshMethod);
  const client = createGoogleOAuthClient(google);
  client.setCredentials({ refresh_token: credentials.refreshToken });
  let tokens: Auth.Credentials;
  try {
    tokens = (await client.refreshAccessToken()).credentials;
  } catch (error) {
    const status = googleErrorStatus(error);
    if (status === null || status === 400 || status === 401) throw new TokenRefreshError(TOKEN_MESSAGES.refreshFailed);
    throw new TokenRefreshError(`${TOKEN_MESSAGES.refreshFailed}: ${TOKEN_MESSAGES.googleApiError(status)}`);
  }
  if (!tokens.access_token) throw new TokenRefreshError(TOKEN_MESSAGES.refreshReturnedNull);
  const next = credentialsFromTokens(tokens, credentials, now());
  await saveCredentials(deps, token.accountId, next);
  return next;
}

/**
 * Refreshes the access token of every connected Google account of the user through Google's token
 * endpoint, saving each new token sealed; an account that fails keeps its old token and says why.
 */
export async function refreshTokens(deps: MailDeps, userId: string, now: () => number = Date.now): Promise<AccountTokenStatus[]> {
  const tokens = await storedTokens(deps, userId);
  return Promise.all(
    tokens.map(async (token) => {
      let running = inFlight.get(token.accountId);
      if (!running) {
        running = refreshOne(deps, token, now).finally(() => inFlight.delete(token.accountId));
        inFlight.set(token.accountId, running);
      }
      try {
        const next = await running;
        return { ...describe({ ...token, credentials: next }, now()), refreshed: true, error: null };
      } catch (error) {
        if (!(error instanceof TokenRefreshError)) throw error;
        return { ...describe(token, now()), refreshed: false, error: error.message };
      }
    }),
  );
}
