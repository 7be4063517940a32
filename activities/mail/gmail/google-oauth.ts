import type { Auth } from 'googleapis';
import { auth as googleAuth } from 'googleapis/build/src/apis/gmail/index.js';
import type { GoogleConfig } from '../../../domain/mail/google-config';

/** An OAuth client of the app's Google project; consent and token requests go to the configured endpoints. */
export function createGoogleOAuthClient(google: GoogleConfig): Auth.OAuth2Client {
  return new googleAuth.OAuth2({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: google.redirectUri,
    endpoints: {
      ...(google.tokenUrl ? { oauth2TokenUrl: google.tokenUrl } : {}),
      ...(google.authBaseUrl ? { oauth2AuthBaseUrl: google.authBaseUrl } : {}),
    },
  });
}

/**
 * Options shared by the Gmail and Calendar service objects. Retries are off: activities are retried by
 * Temporal, and a library retry inside one attempt would hide 429/5xx from it.
 */
export function googleServiceOptions(google: GoogleConfig, auth: Auth.OAuth2Client) {
  return { auth, retry: false, ...(google.apiRootUrl ? { rootUrl: google.apiRootUrl } : {}) };
}

/** The HTTP status of a failed Google call, or null when no reply came back (network failure). */
export function googleErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const failure = error as { status?: unknown; response?: { status?: unknown } };
  const status = failure.response?.status ?? failure.status;
  return typeof status === 'number' ? status : null;
}
