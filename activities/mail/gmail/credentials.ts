import type { Auth } from 'googleapis';
import { tokenExpiresAt } from '../../../domain/mail/token-rules';

/** The stored sign-in tokens of a Google account (seed 000 §3), sealed at rest in linked_accounts.credentials_encrypted. */
export interface GmailCredentials {
  accessToken: string;
  refreshToken: string;
  /** Unix time in seconds. */
  expiresAt: number;
  email: string;
  /** ISO instant the tokens were last written. */
  storedAt: string;
}

/** Credentials from a token-endpoint reply; a refresh reply carries no refresh token, so the previous one is kept. */
export function credentialsFromTokens(tokens: Auth.Credentials, previous: { refreshToken: string; email: string }, nowMs: number): GmailCredentials {
  return {
    accessToken: tokens.access_token ?? '',
    refreshToken: tokens.refresh_token || previous.refreshToken,
    expiresAt: tokens.expiry_date ? Math.floor(tokens.expiry_date / 1000) : tokenExpiresAt(nowMs),
    email: previous.email,
    storedAt: new Date(nowMs).toISOString(),
  };
}

/**
 * What the API client is given: the access token only. Without a refresh token the library cannot
 * refresh behind our back, so every new token goes through saveCredentials.
 */
export function accessOnlyCredentials(credentials: GmailCredentials): Auth.Credentials {
  return { access_token: credentials.accessToken, token_type: 'Bearer', expiry_date: credentials.expiresAt * 1000 };
}
