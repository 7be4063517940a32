import { gmail } from 'googleapis/build/src/apis/gmail/index.js';
import { GOOGLE_SCOPES, type GoogleConfig } from '../../../domain/mail/google-config';
import { accessOnlyCredentials, credentialsFromTokens, type GmailCredentials } from './credentials';
import { createGoogleOAuthClient, googleServiceOptions } from './google-oauth';

/** Google's consent page: offline access (a refresh token) and forced consent, with the scopes of seed 000 §6. */
export function gmailConsentUrl(google: GoogleConfig, state: string): string {
  return createGoogleOAuthClient(google).generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [...GOOGLE_SCOPES], state });
}

export interface LinkedGoogleAccount {
  credentials: GmailCredentials;
  email: string;
  name: string;
  /** Google's stable account id (the id token's subject), else the address. */
  providerAccountId: string;
}

/** Exchanges the authorization code for tokens and reads who they belong to from the Gmail profile. */
export async function exchangeAuthorizationCode(google: GoogleConfig, code: string, nowMs = Date.now()): Promise<LinkedGoogleAccount> {
  const oauth = createGoogleOAuthClient(google);
  const { tokens } = await oauth.getToken(code);
  const partial = credentialsFromTokens(tokens, { refreshToken: '', email: '' }, nowMs);
  oauth.setCredentials(accessOnlyCredentials(partial));
  const profile = await gmail({ version: 'v1', ...googleServiceOptions(google, oauth) }).users.getProfile({ userId: 'me' });
  const email = profile.data.emailAddress ?? '';
  const identity = idTokenClaims(tokens.id_token);
  return {
    credentials: { ...partial, email },
    email,
    name: identity.name || email,
    providerAccountId: identity.sub || email,
  };
}

/**
 * The id token's claims, read without checking its signature: it came straight from Google's token
 * endpoint over TLS in this same exchange, and is used only for a display name and account id.
 */
function idTokenClaims(idToken: string | null | undefined): { sub?: string; name?: string } {
  const payload = idToken?.split('.')[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; name?: unknown };
    return { ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}), ...(typeof claims.name === 'string' ? { name: claims.name } : {}) };
  } catch {
    return {};
  }
}
