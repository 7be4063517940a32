import type { Auth } from 'googleapis';
import type { GoogleConfig } from '../../../domain/mail/google-config';
import { needsRefreshBeforeUse } from '../../../domain/mail/token-rules';
import { accessOnlyCredentials, credentialsFromTokens, type GmailCredentials } from './credentials';
import { createGoogleOAuthClient, googleErrorStatus } from './google-oauth';

/** The stored tokens can no longer be refreshed (revoked, expired refresh token): the user must reconnect. */
export class GoogleAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleAuthError';
  }
}

export interface GoogleSessionOptions {
  credentials: GmailCredentials;
  google: GoogleConfig;
  saveCredentials(next: GmailCredentials): Promise<void>;
  now?: () => number;
}

export interface GoogleSession {
  /** Signs API requests with the current access token. */
  readonly auth: Auth.OAuth2Client;
  /** Refreshes the access token when under 10 minutes remain, saving the new one before it is used. */
  ensureFreshToken(): Promise<void>;
}

export function createGoogleSession({ credentials, google, saveCredentials, now = Date.now }: GoogleSessionOptions): GoogleSession {
  const auth = createGoogleOAuthClient(google);
  let current = credentials;
  auth.setCredentials(accessOnlyCredentials(current));
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    if (!current.refreshToken) throw new GoogleAuthError('No refresh method available');
    const refresher = createGoogleOAuthClient(google);
    refresher.setCredentials({ refresh_token: current.refreshToken });
    let tokens: Auth.Credentials;
    try {
      tokens = (await refresher.refreshAccessToken()).credentials;
    } catch (error) {
      const status = googleErrorStatus(error);
      if (status === 400 || status === 401) throw new GoogleAuthError('Token refresh failed');
      throw error;
    }
    if (!tokens.access_token) throw new GoogleAuthError('Google: Token refresh returned null');
    const next = credentialsFromTokens(tokens, current, now());
    await saveCredentials(next);
    current = next;
    auth.setCredentials(accessOnlyCredentials(next));
  }

  return {
    auth,
    async ensureFreshToken() {
      if (!needsRefreshBeforeUse(current.expiresAt, now())) return;
      // Concurrent calls share one refresh, so one token is issued and saved.
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    },
  };
}
