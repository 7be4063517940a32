import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { MailProviderError } from '../provider';
import { googleErrorStatus } from './google-oauth';
import { GoogleAuthError } from './google-session';

export const gmailApiError = (status: number) => `Gmail API error: ${status}`;

/** The error a Gmail call failure becomes (seed 000 §8); failures without an HTTP reply pass through unchanged. */
export function toGmailError(error: unknown): unknown {
  if (error instanceof MailProviderError) return error;
  if (error instanceof GoogleAuthError) return new MailProviderError(MAIL_MESSAGES.gmailAuthExpired, 401, false);
  const status = googleErrorStatus(error);
  if (status === null) return error;
  if (status === 401) return new MailProviderError(MAIL_MESSAGES.gmailAuthExpired, 401, false);
  if (status === 403) return new MailProviderError(MAIL_MESSAGES.gmailAccessDenied, 403, false);
  return new MailProviderError(gmailApiError(status), status, status === 429 || status >= 500);
}
