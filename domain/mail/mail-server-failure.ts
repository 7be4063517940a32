/**
 * The one answer to any failure to reach or sign in to a user's IMAP/SMTP server — refused by the
 * address policy, port closed, timeout, TLS or login. Saying which would let a user map the server's
 * network through the linking form; the real reason is logged on the server.
 */
export const MAIL_SERVER_FAILURE_MESSAGE = 'Could not connect to the mail server with these settings. Check the server names, ports and password.';

export const MAIL_SERVER_FAILURE_CODE = 'mail/imap-verification-failed';
