import { ImapFlow } from 'imapflow';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailHostAllowList } from '../../../domain/mail/host-policy';
import { imapClientOptions } from './connection';
import { toMailProviderError } from './errors';
import { MailHostRefusedError, pinMailHost } from './pinned-host';
import type { ImapSettings } from './settings';
import { smtpTransportOptions } from './smtp';

/**
 * Per side, null when it works, else the reason. The reasons are for the server's log: a user is told
 * one message whatever failed (see MAIL_SERVER_FAILURE_MESSAGE).
 */
export interface ImapVerification {
  imapError: string | null;
  smtpError: string | null;
}

/**
 * Signs in to the IMAP and the SMTP server (in parallel) without touching any mail. Each host is
 * resolved and checked against the address policy first; a refused host is never connected to.
 */
export async function verifyImapSettings(settings: ImapSettings, password: string, allowList: MailHostAllowList): Promise<ImapVerification> {
  const [imapError, smtpError] = await Promise.all([verifyImap(settings, password, allowList), verifySmtp(settings, password, allowList)]);
  return { imapError, smtpError };
}

/** Both reasons in one sentence, for the log; null when the settings work. */
export function verificationFailure(verification: ImapVerification): string | null {
  const problems = [verification.imapError, verification.smtpError].filter((problem): problem is string => problem !== null);
  return problems.length ? problems.join(' ') : null;
}

async function verifyImap(settings: ImapSettings, password: string, allowList: MailHostAllowList): Promise<string | null> {
  let client: ImapFlow | null = null;
  try {
    client = new ImapFlow(imapClientOptions(settings, password, await pinMailHost(settings.imapHost, allowList), { verifyOnly: true }));
    client.on('error', () => undefined);
    await client.connect();
    return null;
  } catch (error) {
    return reason(error, 'IMAP', settings.imapHost, settings.imapPort, settings.username);
  } finally {
    client?.close();
  }
}

async function verifySmtp(settings: ImapSettings, password: string, allowList: MailHostAllowList): Promise<string | null> {
  let transport: Transporter | null = null;
  try {
    transport = nodemailer.createTransport(smtpTransportOptions(settings, password, await pinMailHost(settings.smtpHost, allowList)));
    await transport.verify();
    return null;
  } catch (error) {
    return reason(error, 'SMTP', settings.smtpHost, settings.smtpPort, settings.username);
  } finally {
    transport?.close();
  }
}

function reason(error: unknown, side: 'IMAP' | 'SMTP', host: string, port: number, login: string): string {
  if (error instanceof MailHostRefusedError) return `${side} server refused by the address policy: ${error.message}`;
  return toMailProviderError(error, side, { host, port }, login).message;
}
