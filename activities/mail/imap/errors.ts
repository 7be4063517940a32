import { MAIL_SERVER_FAILURE_MESSAGE } from '../../../domain/mail/mail-server-failure';
import { MailProviderError } from '../provider';
import { MailHostRefusedError } from './pinned-host';

type Side = 'IMAP' | 'SMTP';

interface ServerAddress {
  host: string;
  port: number;
}

interface LibraryError {
  code?: string;
  message?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
  responseText?: string;
  responseCode?: number;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be resolved',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the server did not answer in time',
  ETIMEOUT: 'the server did not answer in time',
  CONNECT_TIMEOUT: 'the server did not answer in time',
  GREETING_TIMEOUT: 'the server did not greet in time',
  NoConnection: 'the connection was lost',
  EConnectionClosed: 'the connection was closed',
};

export const signInFailedMessage = (side: Side, login: string) =>
  `${side} sign-in failed for ${login}: check the username and password.`;

/**
 * Turns an imapflow or nodemailer failure into a MailProviderError with a message a user can act on.
 * Credentials and TLS problems are not retried; network trouble is.
 */
export function toMailProviderError(error: unknown, side: Side, server: ServerAddress, login: string): MailProviderError {
  if (error instanceof MailProviderError) return error;
  // Says nothing about what the host resolved to: that would map the server's own network.
  if (error instanceof MailHostRefusedError) return new MailProviderError(MAIL_SERVER_FAILURE_MESSAGE, 502, false);
  const failure = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as LibraryError;
  const code = failure.code;
  if (failure.authenticationFailed || code === 'EAUTH') return new MailProviderError(signInFailedMessage(side, login), 401, false);

  const where = `the ${side} server ${server.host}:${server.port}`;
  if (failure.tlsFailed || code === 'ETLS' || /ssl|tls|certificate|wrong version number/i.test(failure.message ?? '')) {
    // OpenSSL's own text is noise to a user, except when it names the certificate problem.
    const certificate = /certificate/i.test(failure.message ?? '') ? ` (${failure.message})` : '';
    return new MailProviderError(`Could not open a secure connection to ${where}: check the port and the TLS setting${certificate}.`, 502, false);
  }
  const reason = [code, nestedCode(failure)].map((candidate) => (candidate ? NETWORK_REASONS[candidate] : undefined)).find(Boolean);
  if (reason) return new MailProviderError(`Could not connect to ${where}: ${reason}.`, 503, true);
  if (failure.mailboxMissing) return new MailProviderError(`The mailbox does not exist on ${where}.`, 404, false);
  if (side === 'SMTP' && failure.responseCode && failure.responseCode >= 500) {
    return new MailProviderError(`The SMTP server refused the message: ${failure.message ?? failure.responseCode}`, 400, false);
  }
  const detail = failure.responseText ?? failure.message ?? 'unknown error';
  return new MailProviderError(`${side} error from ${server.host}: ${detail}`, 502, true);
}

/** nodemailer wraps socket errors as ECONNECTION/ESOCKET/EDNS and keeps the socket's own code in the message. */
function nestedCode(failure: LibraryError): string | undefined {
  const match = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT)\b/.exec(failure.message ?? '');
  return match?.[1];
}
